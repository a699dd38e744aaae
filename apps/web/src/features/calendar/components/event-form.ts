import { z } from 'zod'
import {
  zCalendarEventInput,
  zCalendarRecurrence,
  zTimeZone,
  type CalendarEvent,
  type CalendarEventInput,
} from '@nido/domain/contracts/calendar'
import { zDate } from '@nido/domain/ids'
import {
  addDays,
  allDayLastDay,
  defaultAlert,
  localDateOf,
  wallClock,
  zonedInstant,
} from '@nido/domain/rules/calendar'
import { now } from '@/session/clock'

// The event dialog's values, validated by the contract's own rules (zCalendarEventInput, spec
// 001 §3) plus what the form adds: wall-clock times in the chosen zone that must not end before
// they start, and at least one sharing target (spec 001 §4). docs/forms.md.

const input = zCalendarEventInput.shape
const recurrence = zCalendarRecurrence.shape
const when = () => true

function timesInOrder(f: EventForm): boolean {
  const out = toInput(f)
  return out !== null && Date.parse(out.endsAt) >= Date.parse(out.startsAt)
}

const zEventFields = z.object({
  title: input.title,
  allDay: input.allDay.unwrap(),
  /** `YYYY-MM-DDTHH:mm` wall-clock in `timezone`. */
  start: z.string(),
  end: z.string(),
  firstDay: z.string(),
  lastDay: z.string(),
  description: input.description.unwrap(),
  colour: input.colour.unwrap(),
  alert: input.alert.unwrap(),
  alertNumber: input.alertNumber.unwrap(),
  alertUnit: input.alertUnit.unwrap(),
  frequency: recurrence.frequency.unwrap(),
  until: z.union([z.literal(''), zDate]),
  exceptions: z.array(zDate).max(500),
  sharing: z.object({
    sectionIds: z.array(z.string()),
    schoolIds: z.array(z.string()),
    childIds: z.array(z.string()),
  }),
  timezone: zTimeZone,
})
export type EventForm = z.infer<typeof zEventFields>

export const zEventForm = zEventFields
  // `when`: checked even while another field is wrong, as the dialog always showed them together.
  .refine((f) => f.allDay || timesInOrder(f), {
    path: ['end'],
    message: 'calendar:form.endBeforeStart',
    when,
  })
  .refine((f) => !f.allDay || timesInOrder(f), {
    path: ['lastDay'],
    message: 'calendar:form.endBeforeStart',
    when,
  })
  .refine(({ sharing: s }) => s.schoolIds.length + s.sectionIds.length + s.childIds.length > 0, {
    path: ['sharing'],
    message: 'calendar:form.sharingRequired',
    when,
  })

/** Checked before the second step (spec 001 §4: what every event needs). */
export const firstStepFields = ['title', 'start', 'end', 'firstDay', 'lastDay'] as const

export function initialEventForm(event: CalendarEvent | null, day: string | null, zone: string): EventForm {
  if (event) {
    const tz = event.timezone
    const start = new Date(event.startsAt)
    const end = new Date(event.endsAt)
    return {
      title: event.title,
      allDay: event.allDay,
      start: wallClock(start, tz).slice(0, 16),
      end: wallClock(end, tz).slice(0, 16),
      firstDay: localDateOf(start, tz),
      lastDay: event.allDay ? allDayLastDay(start, end, tz) : localDateOf(end, tz),
      description: event.description,
      colour: event.colour,
      alert: event.alert,
      alertNumber: event.alertNumber,
      alertUnit: event.alertUnit,
      frequency: event.recurrence.frequency,
      until: event.recurrence.until ?? '',
      exceptions: event.recurrence.exceptions,
      sharing: event.sharing,
      timezone: tz,
    }
  }
  const date = day ?? localDateOf(now(), zone)
  return {
    title: '',
    allDay: false,
    start: `${date}T10:00`,
    end: `${date}T11:00`,
    firstDay: date,
    lastDay: date,
    description: '',
    colour: 'blue',
    alert: false,
    alertNumber: defaultAlert.number,
    alertUnit: defaultAlert.unit,
    frequency: 'none',
    until: '',
    exceptions: [],
    sharing: { sectionIds: [], schoolIds: [], childIds: [] },
    timezone: zone,
  }
}

/** The form as the contract's input; null when the times cannot be read. */
export function toInput(f: EventForm): CalendarEventInput | null {
  try {
    const startsAt = f.allDay ? zonedInstant(f.firstDay, f.timezone) : zonedInstant(f.start, f.timezone)
    const endsAt = f.allDay
      ? zonedInstant(addDays(f.lastDay, 1), f.timezone)
      : zonedInstant(f.end, f.timezone)
    return {
      title: f.title.trim(),
      description: f.description,
      startsAt: startsAt.toISOString(),
      endsAt: endsAt.toISOString(),
      allDay: f.allDay,
      colour: f.colour,
      alert: f.alert,
      alertNumber: f.alertNumber,
      alertUnit: f.alertUnit,
      sharing: f.sharing,
      recurrence: {
        frequency: f.frequency,
        until: f.frequency === 'none' || !f.until ? null : f.until,
        exceptions: f.frequency === 'none' ? [] : f.exceptions,
      },
      timezone: f.timezone,
    }
  } catch {
    return null
  }
}

/** Where the server's field errors go (ui/form/server-errors.ts): its body paths, on this form. */
export function serverFields(allDay: boolean) {
  return {
    fields: [
      'title',
      'description',
      'colour',
      'alert',
      'alertNumber',
      'alertUnit',
      'sharing',
      'timezone',
    ] as const,
    rename: {
      startsAt: allDay ? 'firstDay' : 'start',
      endsAt: allDay ? 'lastDay' : 'end',
      'recurrence.frequency': 'frequency',
      'recurrence.until': 'until',
      'recurrence.exceptions': 'exceptions',
    } as const,
  }
}
