import { z } from 'zod'
import {
  managerContractLimits,
  zContractFields,
  type ContractFields,
  type ManagerContract,
} from '@nido/domain/contracts/manager-contracts'
import { contractSchedules, contractTypes } from '@nido/domain/enums/manager'
import { tarificationTypes, type TarificationType } from '@nido/domain/manager/pricing/input'
import { amountText, centsOf } from '@/ui/money'

// The contract form (docs/manager-contracts.md, docs/forms.md): inputs hold text ('' for "none");
// the week of presences is a row per weekday (present, arrival, departure, and a second slot for
// a day split in two — a morning and an afternoon), Monday first, and up to two weeks of cycle; amounts are typed in the currency and sent in integer cents. The whole
// body is checked with the contract's own schema (zContractFields) and its issues shown on the
// form's fields; `contractBody` turns values into that body.

export const weekdayNumbers = [1, 2, 3, 4, 5, 6, 7] as const
export const maxWeeks = 2

const zDay = z.object({
  on: z.boolean(),
  start: z.string(),
  end: z.string(),
  /** A second slot the same day (the child goes home at noon and comes back). */
  split: z.boolean(),
  start2: z.string(),
  end2: z.string(),
})
export type DayValues = z.infer<typeof zDay>

/** The tariffs priced from a price staff type (PSU and PAJE come from the tables). */
export const fixedTariffs: readonly TarificationType[] = ['hourly', 'semi-daily', 'daily', 'monthly']
export const hasBaseCost = (t: TarificationType) => fixedTariffs.includes(t)
export const hasAfternoonCost = (t: TarificationType) => t === 'semi-daily'

const amountInvalid = 'managerContracts:form.amountInvalid'
const zAmount = z.string().refine((s) => s.trim() === '' || centsOf(s) !== null, amountInvalid)

const zForm = z.object({
  type: z.enum(contractTypes),
  schedule: z.enum(contractSchedules),
  tarificationType: z.enum(tarificationTypes),
  /** The catalogue's childcare option the contract uses ('' for none). */
  serviceOptionId: z.string(),
  startDate: z.string().min(1),
  endDate: z.string().min(1),
  adaptationEndDate: z.string(),
  weekend: z.boolean(),
  weeks: z
    .array(z.object({ days: z.array(zDay) }))
    .min(1)
    .max(maxWeeks),
  holidayWeeks: z.array(z.object({ date: z.string().min(1) })),
  baseCost: zAmount,
  afternoonCost: zAmount,
  note: z.string().max(managerContractLimits.noteMax),
})
export type ContractForm = z.infer<typeof zForm>

const orNull = (s: string) => (s.trim() === '' ? null : s.trim())

export function contractBody(v: ContractForm): ContractFields {
  const days = v.weekend ? weekdayNumbers : weekdayNumbers.slice(0, 5)
  return {
    type: v.type,
    schedule: v.schedule,
    tarificationType: v.tarificationType,
    serviceOptionId: orNull(v.serviceOptionId),
    startDate: v.startDate,
    endDate: v.endDate,
    adaptationEndDate: orNull(v.adaptationEndDate),
    weeks:
      v.schedule === 'Irregular'
        ? []
        : v.weeks.map((week) =>
            days.flatMap((weekday) => {
              const day = week.days[weekday - 1]
              if (!day?.on) return []
              const first = { weekday, start: day.start, end: day.end }
              return day.split ? [first, { weekday, start: day.start2, end: day.end2 }] : [first]
            }),
          ),
    holidayWeeks: v.holidayWeeks.map((h) => h.date),
    baseCostCents: hasBaseCost(v.tarificationType) ? centsOf(v.baseCost) : null,
    afternoonCostCents: hasAfternoonCost(v.tarificationType) ? centsOf(v.afternoonCost) : null,
    note: orNull(v.note),
  }
}

/** The contract's messages are English; the form words its own checks (tokens, docs/forms.md). */
const ownMessages: Record<string, string> = {
  endDate: 'managerContracts:form.endBeforeStart',
  adaptationEndDate: 'managerContracts:form.adaptationOutside',
}

/** A path of the body (`weeks.0.2.end`) → the form's field (`weeks.0.days.<weekday-1>.end`). */
function formPath(path: PropertyKey[], body: ContractFields): string | null {
  const [head, ...rest] = path.map(String)
  switch (head) {
    case 'weeks': {
      const [w, s, field] = rest
      const week = body.weeks[Number(w)]
      const slot = week?.[Number(s)]
      if (!slot) return 'weeks'
      // The day's second slot follows its first in the body.
      const second = week[Number(s) - 1]?.weekday === slot.weekday ? '2' : ''
      return `weeks.${w}.days.${slot.weekday - 1}.${field === 'start' ? 'start' : 'end'}${second}`
    }
    case 'holidayWeeks':
      return rest[0] === undefined ? 'holidayWeeks' : `holidayWeeks.${rest[0]}.date`
    case 'baseCostCents':
      return 'baseCost'
    case 'afternoonCostCents':
      return 'afternoonCost'
    case undefined:
      return null
    default:
      return head
  }
}

export const zContractForm = zForm.superRefine((v, ctx) => {
  // The form's own checks, shown with the contract's.
  const days = v.weekend ? weekdayNumbers : weekdayNumbers.slice(0, 5)
  if (v.schedule === 'Regular')
    v.weeks.forEach((week, w) =>
      days.forEach((weekday) => {
        const day = week.days[weekday - 1]
        if (!day?.on) return
        for (const end of day.split
          ? (['start', 'end', 'start2', 'end2'] as const)
          : (['start', 'end'] as const))
          if (!/^\d{2}:\d{2}$/.test(day[end]))
            ctx.addIssue({
              code: 'custom',
              path: ['weeks', w, 'days', weekday - 1, end],
              message: 'form:errors.required',
            })
      }),
    )
  if (hasBaseCost(v.tarificationType) && v.baseCost.trim() === '')
    ctx.addIssue({ code: 'custom', path: ['baseCost'], message: 'form:errors.required' })
  if (hasAfternoonCost(v.tarificationType) && v.afternoonCost.trim() === '')
    ctx.addIssue({ code: 'custom', path: ['afternoonCost'], message: 'form:errors.required' })

  const body = contractBody(v)
  const checked = zContractFields.safeParse(body)
  if (checked.success) return
  for (const issue of checked.error.issues) {
    const path = formPath(issue.path, body)
    if (!path) continue
    const message =
      issue.message === 'overlap'
        ? 'managerContracts:form.slotOverlap'
        : /\.end2?$/.test(path) && issue.code === 'custom'
          ? 'managerContracts:form.slotInvalid'
          : (ownMessages[path] ?? undefined)
    ctx.addIssue({ code: 'custom', path: path.split('.'), message: message ?? 'form:errors.invalid' })
  }
})

/** A day's second slot, when it is ticked: the afternoon after a midday break. */
const noSecondSlot = { split: false, start2: '13:30', end2: '17:30' } as const

const emptyWeek = (): { days: DayValues[] } => ({
  days: weekdayNumbers.map((d) => ({ on: d <= 5, start: '08:30', end: '17:30', ...noSecondSlot })),
})

export function contractFormValues(contract: ManagerContract | null): ContractForm {
  if (!contract)
    return {
      type: 'RegularContract',
      schedule: 'Regular',
      tarificationType: 'psu',
      serviceOptionId: '',
      startDate: '',
      endDate: '',
      adaptationEndDate: '',
      weekend: false,
      weeks: [emptyWeek()],
      holidayWeeks: [],
      baseCost: '',
      afternoonCost: '',
      note: '',
    }
  const weeks = contract.weeks.length > 0 ? contract.weeks.slice(0, maxWeeks) : [[]]
  return {
    type: contract.type,
    schedule: contract.schedule,
    tarificationType: contract.tarificationType,
    serviceOptionId: contract.serviceOption?.id ?? '',
    startDate: contract.startDate,
    endDate: contract.endDate,
    adaptationEndDate: contract.adaptationEndDate ?? '',
    weekend: contract.weeks.some((w) => w.some((s) => s.weekday >= 6)),
    weeks: weeks.map((slots) => ({
      days: weekdayNumbers.map((weekday) => {
        const [slot, second] = slots
          .filter((s) => s.weekday === weekday)
          .sort((a, b) => a.start.localeCompare(b.start))
        if (!slot) return { on: false, start: '08:30', end: '17:30', ...noSecondSlot }
        const two = second ? { split: true, start2: second.start, end2: second.end } : noSecondSlot
        return { on: true, start: slot.start, end: slot.end, ...two }
      }),
    })),
    holidayWeeks: contract.holidayWeeks.map((date) => ({ date })),
    baseCost: contract.baseCostCents === null ? '' : amountText(contract.baseCostCents),
    afternoonCost: contract.afternoonCostCents === null ? '' : amountText(contract.afternoonCostCents),
    note: contract.note ?? '',
  }
}

export { emptyWeek }
