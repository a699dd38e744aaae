import { z } from 'zod'
import { zEntryInput, type DailyEntry, type EntryInput } from '@nido/domain/contracts/daily-log'
import { dailyEntryKinds } from '@nido/domain/enums/daily'
import { limits } from '@nido/domain/limits'
import { temperatureError } from '@nido/domain/rules/daily-measures'
import { roundToTimeStep } from '@nido/domain/rules/daily-times'
import { messageToken } from '@/ui/form/messages'
import type { ServerErrorFields } from '@/ui/form/server-errors'
import { now as nowDate } from '@/session/clock'

// The care-log entry dialog's values (spec 001 §3 sub-enumerations, docs/daily-log.md), checked by
// the contract's own schema (zEntryInput: 5-minute times, bottle quantity, temperature, the
// comment of notes, incidents and drugs — spec 001 §5, §9). The fields of every kind live side by
// side so that switching kinds keeps what was typed; the entry is built from the chosen kind's.
// docs/forms.md.

/** What the form needs of an entry it changes. */
export type EditedEntry = Pick<DailyEntry, 'kind' | 'time' | 'comment' | 'data'>

const zEntryFields = z.object({
  kind: z.enum(dailyEntryKinds),
  time: z.string(),
  comment: z.string(),
  mealType: z.string(),
  quantity: z.string(),
  content: z.string(),
  quantityMl: z.string(),
  changeType: z.string(),
  stool: z.string(),
  careType: z.string(),
  endTime: z.string(),
  mood: z.string(),
  activities: z.array(z.string()),
  medication: z.string(),
  temperature: z.string(),
  items: z.array(z.string()),
  pickedUpBy: z.string(),
  mediaId: z.string().nullable(),
})
export type EntryFields = z.infer<typeof zEntryFields>
type FieldName = keyof EntryFields

/** The form field of each path of the contract's entry. */
const fieldOfPath: Record<string, FieldName> = {
  time: 'time',
  comment: 'comment',
  'data.quantityMl': 'quantityMl',
  'data.endTime': 'endTime',
  'data.activities': 'activities',
  'data.items': 'items',
  'data.value': 'temperature',
  'data.mediaId': 'mediaId',
}

/**
 * The server's field paths on the form's fields (docs/forms.md): the entry is the body of an
 * update and `entry` in the body of a creation (`{ childIds, entry }`).
 */
export const entryServerFields: ServerErrorFields<EntryFields> = {
  fields: [],
  rename: Object.fromEntries(
    Object.entries(fieldOfPath).flatMap(([path, field]) => [
      [path, field],
      [`entry.${path}`, field],
    ]),
  ),
}

/** The texts the dialog has always shown, one per field (dailyLog namespace). */
function messageOf(field: FieldName, f: EntryFields): string {
  switch (field) {
    case 'quantityMl':
      return messageToken('dailyLog:dialog.bottleMax', { max: limits.daily.bottleQuantityMaxMl })
    case 'temperature':
      return `dailyLog:dialog.${f.temperature === '' ? 'temperatureCelsius' : (temperatureError(Number(f.temperature)) ?? 'temperatureCelsius')}`
    case 'mediaId':
      return 'dailyLog:audio.required'
    case 'activities':
    case 'items':
      return 'dailyLog:dialog.pickOne'
    case 'comment':
      return 'dailyLog:dialog.commentRequired'
    default:
      return 'dailyLog:dialog.timeStep'
  }
}

/** The form's schema: the fields, then the entry they make, through the contract's schema. */
export const zEntryForm = zEntryFields.superRefine((f, ctx) => {
  const parsed = zEntryInput.safeParse(toEntry(f))
  if (parsed.success) return
  const seen = new Set<FieldName>()
  for (const issue of parsed.error.issues) {
    const path = issue.path.join('.')
    const field = fieldOfPath[path] ?? fieldOfPath[path.split('.').slice(0, 2).join('.')]
    if (!field || seen.has(field)) continue
    seen.add(field)
    ctx.addIssue({ code: 'custom', path: [field], message: messageOf(field, f) })
  }
})

/** The entry as the contract takes it, once zEntryForm has accepted the fields. */
export function entryOf(f: EntryFields): EntryInput {
  return zEntryInput.parse(toEntry(f))
}

function nowTime(): string {
  const now = nowDate()
  const hhmm = `${String(now.getHours()).padStart(2, '0')}:${String(now.getMinutes()).padStart(2, '0')}`
  return roundToTimeStep(hhmm)
}

export function initialEntryFields(entry: EditedEntry | null): EntryFields {
  const base: EntryFields = {
    kind: 'meal',
    time: nowTime(),
    comment: '',
    mealType: 'Lunch',
    quantity: 'Good',
    content: 'Milk',
    quantityMl: '',
    changeType: 'Changes',
    stool: 'Normal',
    careType: 'Drp',
    endTime: '',
    mood: 'Joyful',
    activities: [],
    medication: '',
    temperature: '',
    items: [],
    pickedUpBy: '',
    mediaId: null,
  }
  if (!entry) return base
  const d = entry.data
  const f: EntryFields = { ...base, kind: entry.kind, time: entry.time, comment: entry.comment }
  if (d.kind === 'meal') Object.assign(f, { mealType: d.mealType, quantity: d.quantity })
  if (d.kind === 'bottle') Object.assign(f, { content: d.content, quantityMl: String(d.quantityMl) })
  if (d.kind === 'soup') f.quantity = d.quantity
  if (d.kind === 'changes') Object.assign(f, { changeType: d.changeType, stool: d.stool })
  if (d.kind === 'heals') f.careType = d.careType
  if (d.kind === 'nap') f.endTime = d.endTime ?? ''
  if (d.kind === 'mood') f.mood = d.mood
  if (d.kind === 'activities') f.activities = d.activities
  if (d.kind === 'drug') f.medication = d.medication ?? ''
  if (d.kind === 'temperature') f.temperature = String(d.value)
  if (d.kind === 'to-bring' || d.kind === 'forgotten') f.items = d.items
  if (d.kind === 'departure') f.pickedUpBy = d.pickedUpBy
  if (d.kind === 'audio-message') f.mediaId = d.mediaId
  return f
}

/** The chosen kind's fields as the contract's entry, unchecked (an empty number reads as NaN). */
function toEntry(f: EntryFields): unknown {
  const number = (text: string) => (text === '' ? Number.NaN : Number(text))
  let data: unknown
  switch (f.kind) {
    case 'meal':
      data = { kind: 'meal', mealType: f.mealType, quantity: f.quantity }
      break
    case 'bottle':
      data = { kind: 'bottle', content: f.content, quantityMl: number(f.quantityMl) }
      break
    case 'soup':
      data = { kind: 'soup', quantity: f.quantity }
      break
    case 'changes':
      data = { kind: 'changes', changeType: f.changeType, stool: f.stool }
      break
    case 'heals':
      data = { kind: 'heals', careType: f.careType }
      break
    case 'nap':
      data = { kind: 'nap', endTime: f.endTime || null }
      break
    case 'note':
    case 'incident':
      data = { kind: f.kind }
      break
    case 'audio-message':
      data = { kind: 'audio-message', mediaId: f.mediaId ?? '' }
      break
    case 'mood':
      data = { kind: 'mood', mood: f.mood }
      break
    case 'activities':
      data = { kind: 'activities', activities: f.activities }
      break
    case 'drug':
      data = { kind: 'drug', medication: f.medication || null }
      break
    case 'temperature':
      data = { kind: 'temperature', value: number(f.temperature) }
      break
    case 'to-bring':
    case 'forgotten':
      data = { kind: f.kind, items: f.items }
      break
    case 'departure':
      data = { kind: 'departure', pickedUpBy: f.pickedUpBy }
      break
  }
  return { time: f.time, comment: f.comment.trim(), data }
}
