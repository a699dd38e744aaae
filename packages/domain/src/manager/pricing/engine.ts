import { AppError } from '../../errors'
import {
  dateOfDay,
  dayNumber,
  divHalfUp,
  divUp,
  firstDayOfMonth,
  isoWeekday,
  lastDayOfMonth,
  minutesOf,
  mondayOf,
  monthsBetween,
} from './arithmetic'
import type { ExplanationStep } from './explanation'
import { zPricingInput, type ParsedPricingInput, type PricingInput, type TarificationType } from './input'
import { effortRatePpm, rowOn, type RateTableKind, type RateTableRow } from './tables'

// The cost engine (docs/manager-pricing.md, decision 0048): pure, no I/O. It takes the contract
// terms, the household, the calendar and the dated tables, and returns priced lines, each with
// its explanation as data ({ key, values }) that explanation.ts words in English or French.
// Spec 001 §3 names the fields and tarification types and leaves "formulas, rounding" not shown;
// the rules come from the research file §1.1 (PSU) and §1.1.7 (PAJE).

/** Spec 001 §9: the default semi-day split, morning ends 12:00, afternoon starts 14:00. */
export const morningEnds = 12 * 60
export const afternoonStarts = 14 * 60

export type PricedItem = 'psu-hours' | 'paje-hours' | 'hours' | 'mornings' | 'afternoons' | 'days' | 'month'

export interface PricedLine {
  /** The billed month, `YYYY-MM`. */
  month: string
  /** The part of the month this line prices (a table change splits a month). */
  from: string
  to: string
  item: PricedItem
  /** Minutes for hour-priced items; a count (possibly averaged, see explanation) otherwise. */
  quantity: number
  unitPriceCents: number
  amountCents: number
  explanation: ExplanationStep[]
}

export interface PricingResult {
  currency: 'EUR'
  tarificationType: TarificationType
  /** Scheduled minutes over the whole contract (closings and holiday weeks removed). */
  contractMinutes: number
  /** The mensualised minutes of one billed month (after the rounding setting). */
  monthlyMinutes: number
  attendanceWeeks: number
  billedMonths: string[]
  lines: PricedLine[]
  totalCents: number
}

/** Tables each policy reads: a change of one of them inside a month splits that month. */
const tablesOf: Record<TarificationType, (kind: 'collective' | 'family') => RateTableKind[]> = {
  psu: (kind) => [
    kind === 'family' ? 'psu-effort-rates-family' : 'psu-effort-rates',
    'psu-resources-floor',
    'psu-resources-ceiling',
  ],
  paje: () => ['paje-brackets', 'paje-tariffs'],
  hourly: () => [],
  'semi-daily': () => [],
  daily: () => [],
  monthly: () => [],
}

/** Prices a contract. Throws MISSING_REQUIRED_CONTRACTOR_DATA naming the missing fields. */
export function priceContract(raw: PricingInput, tables: readonly RateTableRow[]): PricingResult {
  const input = zPricingInput.parse(raw)
  const { contract } = input
  const missing = missingFields(input)
  if (missing.length > 0) throw new AppError('MISSING_REQUIRED_CONTRACTOR_DATA', { missing })

  const counts = countSchedule(input)
  const billedMonths = contract.billedMonths ?? monthsBetween(contract.startDate, contract.endDate)
  const months = billedMonths.length
  const monthlyMinutes = mensualise(counts.minutes, months, contract.mensualisationRounding)
  const mensualisation: ExplanationStep = {
    key: 'mensualisation',
    values: {
      contractMinutes: counts.minutes,
      weeks: counts.weeks,
      months,
      monthlyMinutes,
      rounding: contract.mensualisationRounding,
    },
  }

  const lines: PricedLine[] = []
  for (const month of billedMonths) {
    const from = firstDayOfMonth(month)
    const to = lastDayOfMonth(month)
    switch (contract.tarificationType) {
      case 'psu':
      case 'paje':
        lines.push(...hourLines(input, tables, month, monthlyMinutes, mensualisation))
        break
      case 'hourly': {
        const unit = contract.baseCostCents!
        lines.push(hoursLine('hours', month, from, to, monthlyMinutes, unit, [mensualisation]))
        break
      }
      case 'semi-daily':
        if (counts.mornings > 0)
          lines.push(countLine('mornings', month, counts.mornings, months, contract.baseCostCents!))
        if (counts.afternoons > 0)
          lines.push(countLine('afternoons', month, counts.afternoons, months, contract.afternoonCostCents!))
        break
      case 'daily':
        lines.push(countLine('days', month, counts.days, months, contract.baseCostCents!))
        break
      case 'monthly': {
        const unit = contract.baseCostCents!
        lines.push({
          month,
          from,
          to,
          item: 'month',
          quantity: 1,
          unitPriceCents: unit,
          amountCents: unit,
          explanation: [{ key: 'amount.month', values: { amountCents: unit } }],
        })
        break
      }
    }
  }
  return {
    currency: 'EUR',
    tarificationType: contract.tarificationType,
    contractMinutes: counts.minutes,
    monthlyMinutes,
    attendanceWeeks: counts.weeks,
    billedMonths,
    lines,
    totalCents: lines.reduce((sum, line) => sum + line.amountCents, 0),
  }
}

/** The fields a policy needs and the input lacks, as paths of the input (spec 000 §8). */
export function missingFields(input: ParsedPricingInput): string[] {
  const { contract, household } = input
  const type = contract.tarificationType
  const missing: string[] = []
  if (type === 'psu' || type === 'paje') {
    if (household.monthlyResourcesCents === undefined) missing.push('household.monthlyResourcesCents')
    if (household.childrenInCharge === undefined) missing.push('household.childrenInCharge')
  }
  if (type !== 'psu' && type !== 'paje' && contract.baseCostCents === undefined)
    missing.push('contract.baseCostCents')
  if (type !== 'monthly' && !contract.weeks.some((week) => week.length > 0)) missing.push('contract.weeks')
  if (
    type === 'semi-daily' &&
    contract.afternoonCostCents === undefined &&
    contract.weeks.some((week) => week.some((slot) => minutesOf(slot.end) > afternoonStarts))
  )
    missing.push('contract.afternoonCostCents')
  return missing
}

interface ScheduleCounts {
  minutes: number
  mornings: number
  afternoons: number
  days: number
  weeks: number
}

/**
 * Walks the contract day by day: the fixed presences of the day's week of the cycle, except on
 * closed days and in declared holiday weeks (research §1.1.4: attendance weeks = weeks of the
 * period − closures − holiday weeks). Whole weeks give exactly weeks × hours per week.
 */
export function countSchedule(input: ParsedPricingInput): ScheduleCounts {
  const { contract, calendar } = input
  const start = dayNumber(contract.startDate)
  const end = dayNumber(contract.endDate)
  const firstMonday = mondayOf(start)
  const holidays = new Set(contract.holidayWeeks.map((d) => mondayOf(dayNumber(d))))
  const closings = calendar.closings.map((c) => [dayNumber(c.from), dayNumber(c.to)] as const)
  const cycle = contract.weeks.length
  const counts: ScheduleCounts = { minutes: 0, mornings: 0, afternoons: 0, days: 0, weeks: 0 }
  if (cycle === 0) return counts
  const weeksSeen = new Set<number>()
  for (let day = start; day <= end; day++) {
    const monday = mondayOf(day)
    if (holidays.has(monday)) continue
    if (closings.some(([from, to]) => day >= from && day <= to)) continue
    const week = contract.weeks[((monday - firstMonday) / 7) % cycle]!
    const slots = week.filter((slot) => slot.weekday === isoWeekday(day))
    if (slots.length === 0) continue
    counts.days += 1
    weeksSeen.add(monday)
    for (const slot of slots) {
      const start = minutesOf(slot.start)
      const end = minutesOf(slot.end)
      counts.minutes += end - start
      // Decision 0048: a slot starting before 12:00 is a morning, one ending after 14:00 an
      // afternoon; a slot inside 12:00–14:00 only is billed as a morning.
      const morning = start < morningEnds
      const afternoon = end > afternoonStarts
      if (morning || !afternoon) counts.mornings += 1
      if (afternoon) counts.afternoons += 1
    }
  }
  counts.weeks = weeksSeen.size
  return counts
}

/** Research §1.1.4: monthly hours = contract hours ÷ billed months, rounded per the setting. */
export function mensualise(
  minutes: number,
  months: number,
  rounding: ParsedPricingInput['contract']['mensualisationRounding'],
) {
  switch (rounding) {
    case 'minute':
      return divHalfUp(minutes, months)
    case 'half-hour-up':
      return divUp(minutes, months * 30) * 30
    case 'hour-up':
      return divUp(minutes, months * 60) * 60
    case 'hour-nearest':
      return divHalfUp(minutes, months * 60) * 60
  }
}

/** minutes × hourly price, rounded half up to the cent (one rounding). */
export function amountOfMinutes(minutes: number, hourlyCents: number): number {
  return divHalfUp(minutes * hourlyCents, 60)
}

function hoursLine(
  item: PricedItem,
  month: string,
  from: string,
  to: string,
  minutes: number,
  unitCents: number,
  steps: ExplanationStep[],
): PricedLine {
  const amountCents = amountOfMinutes(minutes, unitCents)
  return {
    month,
    from,
    to,
    item,
    quantity: minutes,
    unitPriceCents: unitCents,
    amountCents,
    explanation: [{ key: 'amount.hours', values: { minutes, unitCents, amountCents } }, ...steps],
  }
}

/** Half-days or days: the contract's count × unit price ÷ billed months, one rounding. */
function countLine(
  item: 'mornings' | 'afternoons' | 'days',
  month: string,
  count: number,
  months: number,
  unitCents: number,
): PricedLine {
  const amountCents = divHalfUp(count * unitCents, months)
  return {
    month,
    from: firstDayOfMonth(month),
    to: lastDayOfMonth(month),
    item,
    quantity: count,
    unitPriceCents: unitCents,
    amountCents,
    explanation: [{ key: `amount.${item}`, values: { count, unitCents, months, amountCents } }],
  }
}

/**
 * PSU and PAJE lines of one month: the month is cut at every change of a table the policy reads
 * (research §1.1.3: a new ceiling applies to running contracts from its date), and its minutes
 * are shared by calendar days, the last part taking the remainder so the parts add up exactly.
 */
function hourLines(
  input: ParsedPricingInput,
  tables: readonly RateTableRow[],
  month: string,
  monthlyMinutes: number,
  mensualisation: ExplanationStep,
): PricedLine[] {
  const type = input.contract.tarificationType
  const kinds = tablesOf[type](input.contract.structureKind)
  const first = dayNumber(firstDayOfMonth(month))
  const last = dayNumber(lastDayOfMonth(month))
  const cuts = new Set<number>()
  for (const row of tables) {
    if (!kinds.includes(row.kind)) continue
    const starts = dayNumber(row.validFrom)
    if (starts > first && starts <= last) cuts.add(starts)
    if (row.validTo !== null) {
      const after = dayNumber(row.validTo) + 1
      if (after > first && after <= last) cuts.add(after)
    }
  }
  const bounds = [first, ...[...cuts].sort((a, b) => a - b), last + 1]
  const daysInMonth = last - first + 1
  const lines: PricedLine[] = []
  let given = 0
  for (let i = 0; i < bounds.length - 1; i++) {
    const from = bounds[i]!
    const to = bounds[i + 1]! - 1
    const days = to - from + 1
    const isLast = i === bounds.length - 2
    const minutes = isLast ? monthlyMinutes - given : divHalfUp(monthlyMinutes * days, daysInMonth)
    given += minutes
    const date = dateOfDay(from)
    const price = type === 'psu' ? psuHourlyRate(input, tables, date) : pajeHourlyRate(input, tables, date)
    const steps = [...price.steps, mensualisation]
    if (bounds.length > 2)
      steps.push({ key: 'split', values: { days, daysInMonth, minutes, monthlyMinutes } })
    lines.push(
      hoursLine(
        type === 'psu' ? 'psu-hours' : 'paje-hours',
        month,
        date,
        dateOfDay(to),
        minutes,
        price.hourlyCents,
        steps,
      ),
    )
  }
  return lines
}

function tableOn<K extends RateTableKind>(tables: readonly RateTableRow[], kind: K, date: string) {
  const row = rowOn(tables, kind, date)
  if (!row) throw new AppError('RATE_TABLE_MISSING', { kind, date })
  return row
}

/**
 * Research §1.1.1–1.1.2: hourly rate = clamp(resources, floor, ceiling) × effort rate for the
 * children in charge, one row further down per AEEH child; rounded half up to the cent before it
 * multiplies the hours (as Gertrude and the CAF examples do).
 */
export function psuHourlyRate(input: ParsedPricingInput, tables: readonly RateTableRow[], date: string) {
  const { household, contract } = input
  const resources = household.monthlyResourcesCents!
  const floor = tableOn(tables, 'psu-resources-floor', date).values.amountCents
  const ceiling = tableOn(tables, 'psu-resources-ceiling', date).values.amountCents
  const rateKind = contract.structureKind === 'family' ? 'psu-effort-rates-family' : 'psu-effort-rates'
  const rates = tableOn(tables, rateKind, date).values
  const children = household.childrenInCharge!
  const rateChildren = children + household.aeehChildren
  const ratePpm = effortRatePpm(rates, rateChildren)
  const usedCents = Math.min(Math.max(resources, floor), ceiling)
  const hourlyCents = divHalfUp(usedCents * ratePpm, 1_000_000)
  const steps: ExplanationStep[] = [{ key: 'psu.rate', values: { hourlyCents, usedCents, ratePpm } }]
  if (resources < floor)
    steps.push({ key: 'psu.floor', values: { resourcesCents: resources, floorCents: floor } })
  if (resources > ceiling)
    steps.push({ key: 'psu.ceiling', values: { resourcesCents: resources, ceilingCents: ceiling } })
  steps.push(
    household.aeehChildren > 0
      ? { key: 'psu.aeeh', values: { children, aeehChildren: household.aeehChildren, rateChildren } }
      : { key: 'psu.children', values: { children } },
  )
  return { hourlyCents, steps }
}

/**
 * Research §1.1.7: the PAJE bracket from the household's annual resources (monthly × 12) and the
 * two thresholds for its children in charge; the bracket picks one of three hourly tariffs.
 */
export function pajeBracket(
  annualCents: number,
  children: number,
  values: { thresholdsCents: [number, number][]; extraChildCents: [number, number] },
) {
  const listed = values.thresholdsCents.length
  const base = values.thresholdsCents[Math.min(children, listed) - 1]!
  const extra = Math.max(children - listed, 0)
  const t1 = base[0] + extra * values.extraChildCents[0]
  const t2 = base[1] + extra * values.extraChildCents[1]
  return { bracket: annualCents <= t1 ? 1 : annualCents <= t2 ? 2 : 3, t1, t2 }
}

function pajeHourlyRate(input: ParsedPricingInput, tables: readonly RateTableRow[], date: string) {
  const annualCents = input.household.monthlyResourcesCents! * 12
  const children = input.household.childrenInCharge!
  const { bracket, t1, t2 } = pajeBracket(
    annualCents,
    children,
    tableOn(tables, 'paje-brackets', date).values,
  )
  const hourlyCents = tableOn(tables, 'paje-tariffs', date).values.hourlyCents[bracket - 1]!
  return {
    hourlyCents,
    steps: [
      {
        key: 'paje.bracket',
        values: { bracket, annualCents, children, t1Cents: t1, t2Cents: t2, hourlyCents },
      },
    ] satisfies ExplanationStep[],
  }
}
