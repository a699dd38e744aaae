import { z } from 'zod'
import { genders } from '../enums/people'
import { zOptionalName } from './text'
import { dailyEntryKinds, dailyEntryVisibilities } from '../enums/daily'
import {
  bottleContents,
  careTypes,
  changeTypes,
  clothingItems,
  dailyActivities,
  dailyExportFormats,
  dailyMoods,
  mealQuantities,
  mealTypes,
  medicationTypes,
  stoolTypes,
  toBringItems,
} from '../enums/daily-log'
import { limits } from '../limits'
import {
  zChildId,
  zChildIdOut,
  zDate,
  zDateTime,
  zMediaId,
  zMediaIdOut,
  zSchoolIdOut,
  zSectionId,
  zTime,
} from '../ids'
import { bottleQuantityError, temperatureError } from '../rules/daily-measures'
import { isOnTimeStep } from '../rules/daily-times'
import { entryCommentMaxLength } from '../rules/daily-log'
import { zIdParams } from './boards-common'
import { zMediaSummary } from './media'
import { defineRoute } from './define'

// The care log (/daily) and its export (/daily/export), docs/daily-log.md. Spec 000 §2 daily routes and
// §6 "Daily: teacher, director, coordinator"; spec 001 §3 "Daily log entry kinds and
// sub-enumerations", §5 (temperature, bottle quantity, 5-minute times), §9 (steps and bounds).

/** Spec 001 §5/§9: every time of the care log is a local `HH:mm` on a 5-minute step. */
export const zEntryTime = zTime.refine(isOnTimeStep, { message: 'timeStep' })

const zComment = z.string().trim().max(entryCommentMaxLength)
const zOptionalComment = zComment.optional().default('')

/**
 * What each kind records besides its time and comment (spec 001 §3). A kind's fields are its
 * sub-enumerations; where the spec gives none (note, incident) the comment is the entry.
 */
const entryData = <Q extends z.ZodType<number, number>>(quantityMl: Q) =>
  z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('meal'), mealType: z.enum(mealTypes), quantity: z.enum(mealQuantities) }),
    z.object({
      kind: z.literal('bottle'),
      content: z.enum(bottleContents),
      quantityMl,
    }),
    z.object({ kind: z.literal('soup'), quantity: z.enum(mealQuantities) }),
    z.object({ kind: z.literal('changes'), changeType: z.enum(changeTypes), stool: z.enum(stoolTypes) }),
    z.object({ kind: z.literal('heals'), careType: z.enum(careTypes) }),
    z.object({
      kind: z.literal('nap'),
      /** When the child woke up; null while asleep (spec 001 §4 sleep badge "sleeping"). */
      endTime: zEntryTime.nullable(),
    }),
    z.object({ kind: z.literal('note') }),
    z.object({ kind: z.literal('audio-message'), mediaId: zMediaId }),
    z.object({ kind: z.literal('mood'), mood: z.enum(dailyMoods) }),
    z.object({ kind: z.literal('activities'), activities: z.array(z.enum(dailyActivities)).min(1).max(13) }),
    z.object({ kind: z.literal('incident') }),
    z.object({ kind: z.literal('drug'), medication: z.enum(medicationTypes).nullable() }),
    z.object({
      kind: z.literal('temperature'),
      // Spec 001 §5: the same rule the form shows (34…42 °C or 93…108 °F, one decimal).
      value: z.number().refine((v) => temperatureError(v) === null, { message: 'temperature' }),
    }),
    z.object({ kind: z.literal('to-bring'), items: z.array(z.enum(toBringItems)).min(1).max(10) }),
    z.object({ kind: z.literal('forgotten'), items: z.array(z.enum(clothingItems)).min(1).max(10) }),
    z.object({
      kind: z.literal('departure'),
      pickedUpBy: zOptionalName(limits.daily.pickupNameMaxLength),
    }),
  ])

/** As written: spec 001 §5 "a number, truncated to an integer", from 0 to the limit. */
export const zEntryData = entryData(
  z
    .number()
    .refine((v) => bottleQuantityError(v) === null, { message: 'bottleMax' })
    .transform((v) => Math.trunc(v)),
)
/** As stored and answered (no transform: responses are serialised through the schema). */
export const zEntryDataOut = entryData(z.number().int())
export type EntryData = z.output<typeof zEntryData>
export type EntryDataInput = z.input<typeof zEntryData>

/** An entry as written: its time, its comment and its kind's data. */
export const zEntryInput = z
  .object({ time: zEntryTime, comment: zOptionalComment, data: zEntryData })
  // Spec 001 §3 note, incident and drug carry their content in the comment: never empty.
  .refine((e) => !['note', 'incident'].includes(e.data.kind) || e.comment.length > 0, {
    message: 'commentRequired',
    path: ['comment'],
  })
  .refine((e) => e.data.kind !== 'drug' || e.data.medication !== null || e.comment.length > 0, {
    message: 'commentRequired',
    path: ['comment'],
  })
export type EntryInput = z.input<typeof zEntryInput>

export const zEntryCreate = z.object({
  /** One or many children, one entry each, in one transaction. */
  childIds: z.array(zChildId).min(1).max(100),
  entry: zEntryInput,
})
export type EntryCreate = z.input<typeof zEntryCreate>

export const zDailyPerson = z.object({ id: z.string(), firstname: z.string(), lastname: z.string() })
/** A child as the care log names them: the gender agrees the words that name them ("endormie"). */
export const zDailyChild = zDailyPerson.extend({ gender: z.enum(genders).nullable() })

export const zDailyEntry = z.object({
  id: z.string(),
  childId: zChildIdOut,
  date: zDate,
  time: z.string(),
  kind: z.enum(dailyEntryKinds),
  comment: z.string(),
  data: zEntryDataOut,
  /** The recorded message of an audio-message entry. */
  media: zMediaSummary.nullable(),
  author: zDailyPerson.nullable(),
  /** The entries written by one request for several children share it. */
  batchId: z.string(),
  /** What families see of this kind (the daily settings; spec 001 §3 Visibility). */
  visibility: z.enum(dailyEntryVisibilities),
  createdAt: zDateTime,
  updatedAt: zDateTime,
})
export type DailyEntry = z.infer<typeof zDailyEntry>

/**
 * An entry on the board: the child, the day and the batch are the board's own, so they are left
 * out (a 60-child board holds about 1 200 entries: every byte counts, bench/src/daily-board.ts).
 */
export const zBoardEntry = zDailyEntry.omit({ childId: true, date: true, batchId: true, updatedAt: true })
export type BoardEntry = z.infer<typeof zBoardEntry>

export const zBoardChild = z.object({
  id: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  gender: z.enum(genders).nullable(),
  avatarMediaId: zMediaIdOut.nullable(),
  /** The day's check-in (daily module), if any. */
  arrival: z.string().nullable(),
  departure: z.string().nullable(),
  /** Arrived and not left yet: listed first. */
  present: z.boolean(),
  entries: z.array(zBoardEntry),
})
export type BoardChild = z.infer<typeof zBoardChild>

export const zBoard = z.object({
  date: zDate,
  /** The school's today (its time zone): entries are written, changed and deleted on it only. */
  today: zDate,
  section: z.object({ id: z.string(), name: z.string(), schoolId: zSchoolIdOut }),
  /** The actor may write (staff, not an observer) and the day is today. */
  canWrite: z.boolean(),
  /**
   * The school records arrivals (the daily settings' allowCheckIn or allowGuardianCheckIn with
   * times, spec 001 §4): a child without arrival has not come yet, and the board asks before
   * logging for them (decision 0041).
   */
  arrivalsRecorded: z.boolean(),
  children: z.array(zBoardChild),
})
export type Board = z.infer<typeof zBoard>

export const zBoardQuery = z.object({ sectionId: zSectionId, date: zDate.optional() })

export const zDailySection = z.object({
  id: z.string(),
  name: z.string(),
  schoolId: zSchoolIdOut,
  schoolName: z.string(),
  childCount: z.number().int(),
})

export const zExportQuery = z
  .object({
    format: z.enum(dailyExportFormats),
    from: zDate,
    to: zDate,
    sectionId: zSectionId.optional(),
    childId: zChildId.optional(),
  })
  .refine((q) => q.from <= q.to, { message: 'period', path: ['to'] })
  .refine((q) => (q.sectionId === undefined) !== (q.childId === undefined), {
    message: 'sectionOrChild',
    path: ['sectionId'],
  })
export type ExportQuery = z.input<typeof zExportQuery>

/** The family's view of a child's day: the timeline of the Daily news item (spec 001 §3 News). */
export const zDailyTimeline = z.object({
  child: zDailyChild,
  date: zDate,
  entries: z.array(zDailyEntry),
})
export type DailyTimeline = z.infer<typeof zDailyTimeline>

/** A CSV or PDF file, streamed; not JSON. */
export const zExportFile = z.unknown().describe('text/csv or application/pdf')

export const dailyLogContract = {
  sections: defineRoute({
    action: 'dailyLog.sections',
    method: 'GET',
    path: '/api/v1/daily-log/sections',
    summary: 'The sections whose care log the actor keeps (staff scope), in the current school',
    auth: 'session',
    response: z.object({ items: z.array(zDailySection) }),
  }),
  board: defineRoute({
    action: 'dailyLog.board',
    method: 'GET',
    path: '/api/v1/daily-log/board',
    summary: 'A section’s children for a day, present ones first, with their care-log entries',
    auth: 'session',
    query: zBoardQuery,
    response: zBoard,
  }),
  create: defineRoute({
    action: 'dailyLog.create',
    method: 'POST',
    path: '/api/v1/daily-log/entries',
    summary: 'Log one entry for one or many children today, in one transaction',
    auth: 'session',
    body: zEntryCreate,
    response: z.object({ items: z.array(zDailyEntry) }),
    successStatus: 201,
  }),
  update: defineRoute({
    action: 'dailyLog.update',
    method: 'PUT',
    path: '/api/v1/daily-log/entries/:id',
    summary: 'Change an entry, on its own day only (school time zone)',
    auth: 'session',
    params: zIdParams,
    body: zEntryInput,
    response: zDailyEntry,
  }),
  delete: defineRoute({
    action: 'dailyLog.delete',
    method: 'DELETE',
    path: '/api/v1/daily-log/entries/:id',
    summary: 'Delete an entry, on its own day only (school time zone)',
    auth: 'session',
    params: zIdParams,
    response: z.null(),
    successStatus: 204,
  }),
  timeline: defineRoute({
    action: 'dailyLog.timeline',
    method: 'GET',
    path: '/api/v1/daily-log/children/:childId/days/:date',
    summary: 'A child’s day as a timeline; families see only the kinds the settings show them',
    auth: 'session',
    params: z.object({ childId: zChildId, date: zDate }),
    response: zDailyTimeline,
  }),
  export: defineRoute({
    action: 'dailyLog.export',
    method: 'GET',
    path: '/api/v1/daily-log/export',
    summary: 'Entries and check-ins of a period, for a section or a child, as CSV or PDF',
    auth: 'session',
    query: zExportQuery,
    response: zExportFile,
  }),
}
