import { electronicFormatIBAN, isValidBIC, isValidIBAN } from 'ibantools'
import type { PresenceRounding, WaitingDayKind } from '../enums/manager'

// Rules of a manager structure's settings (docs/manager.md "Structure"; decision 0049). The spec
// shows none of them (spec 001 §9 "Contract cost rules … not shown"): the research file
// (manager-advisor-enrolment.md §1) and issue's defaults fill them.

/** An IBAN as typed (spaces, lower case) in its electronic form, or null when it is not valid. */
export function normalIban(value: string): string | null {
  const iban = electronicFormatIBAN(value)
  return iban && isValidIBAN(iban) ? iban : null
}

/** A BIC (8 or 11 characters) in upper case, or null when it is not valid. */
export function normalBic(value: string): string | null {
  const bic = value.replace(/\s+/g, '').toUpperCase()
  return isValidBIC(bic) ? bic : null
}

/** ISO 7064 MOD 97-10 of a string of digits and letters (A=10 … Z=35), as IBANs use. */
function mod97(text: string): number {
  let rest = 0
  for (const ch of text) {
    const code = /[0-9]/.test(ch) ? ch : String(ch.charCodeAt(0) - 55)
    for (const digit of code) rest = (rest * 10 + Number(digit)) % 97
  }
  return rest
}

/**
 * A SEPA creditor identifier (ICS in France): country, two check digits, a three-character
 * business code that the check ignores, then the national identifier (EPC262-08 §2.2). The check
 * digits are MOD 97-10 of the national identifier followed by the country and "00".
 */
export function normalCreditorId(value: string): string | null {
  const id = value.replace(/\s+/g, '').toUpperCase()
  const match = /^([A-Z]{2})(\d{2})[A-Z0-9]{3}([A-Z0-9]{1,28})$/.exec(id)
  if (!match) return null
  const [, country, check, national] = match as unknown as [string, string, string, string]
  return 98 - mod97(`${national}${country}00`) === Number(check) ? id : null
}

/** `HH:mm` → minutes since midnight. */
export function minutesOf(time: string): number {
  const [h, m] = time.split(':').map(Number)
  return (h ?? 0) * 60 + (m ?? 0)
}

/** Minutes since midnight → `HH:mm` (24:00 at the day's end). */
export function timeOf(minutes: number): string {
  const h = Math.floor(minutes / 60)
  const m = minutes % 60
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`
}

export interface PresenceRoundingRule {
  mode: PresenceRounding
  /** The step in minutes (30: "any half hour started is due"). */
  stepMinutes: number
}

/**
 * A presence rounded for billing, each end on its own (issue default "any half hour started is
 * due, applied separately at arrival and departure"): with `started`, the arrival goes down and
 * the departure up to the step, so 08:10–17:05 bills 08:00–17:30; with `nearest` each goes to the
 * closest step (exactly half a step towards more time billed); `none` keeps the times.
 */
export function roundPresence(
  arrival: string,
  departure: string,
  rule: PresenceRoundingRule,
): { arrival: string; departure: string; minutes: number } {
  const a = minutesOf(arrival)
  const d = minutesOf(departure)
  const step = rule.stepMinutes
  let from = a
  let to = d
  if (rule.mode === 'started') {
    from = Math.floor(a / step) * step
    to = Math.ceil(d / step) * step
  } else if (rule.mode === 'nearest') {
    // Exactly half a step: the arrival rounds down and the departure up, as with `started`.
    from = a - (a % step) + (a % step > step / 2 ? step : 0)
    to = d - (d % step) + (d % step >= step / 2 ? step : 0)
  }
  to = Math.min(to, 24 * 60)
  return { arrival: timeOf(from), departure: timeOf(to), minutes: Math.max(0, to - from) }
}

export interface TimeSlot {
  weekday: number
  from: string
  to: string
}

/**
 * Indexes of the slots that are empty (from ≥ to) or overlap an earlier slot of the same weekday:
 * a modulated capacity and the weekly openings are both lists of such slots.
 */
export function invalidSlots(slots: readonly TimeSlot[]): number[] {
  const bad = new Set<number>()
  slots.forEach((slot, i) => {
    if (minutesOf(slot.from) >= minutesOf(slot.to)) bad.add(i)
    for (let j = 0; j < i; j++) {
      const other = slots[j]!
      if (
        other.weekday === slot.weekday &&
        minutesOf(other.from) < minutesOf(slot.to) &&
        minutesOf(slot.from) < minutesOf(other.to)
      )
        bad.add(i)
    }
  })
  return [...bad].sort((x, y) => x - y)
}

/**
 * The first day an illness absence is deducted: after `days` waiting days counted from the first
 * day of illness (that day included), calendar days or working days (monday–friday). Dates are
 * `YYYY-MM-DD`; 0 waiting days deducts from the first day.
 */
export function firstDeductedDay(firstDay: string, days: number, kind: WaitingDayKind): string {
  const date = new Date(`${firstDay}T00:00:00Z`)
  let waited = 0
  while (waited < days) {
    const weekday = date.getUTCDay()
    if (kind === 'calendar' || (weekday !== 0 && weekday !== 6)) waited++
    date.setUTCDate(date.getUTCDate() + 1)
  }
  return date.toISOString().slice(0, 10)
}

/** An invoice number of a series: the prefix and the number on at least five digits. */
export function invoiceNumber(prefix: string, next: number): string {
  return `${prefix}${String(next).padStart(5, '0')}`
}
