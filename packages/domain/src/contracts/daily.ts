import { z } from 'zod'
import { zOptionalName } from './text'
import { dailyCheckInModes, morningWordItemTypes } from '../enums/features'
import {
  dailyEntryKinds,
  dailyEntryVisibilities,
  morningWordFoodQualities,
  morningWordMoodQualities,
  morningWordSleepQualities,
  type DailyEntryKind,
} from '../enums/daily'
import {
  zChildId,
  zChildIdOut,
  zDate,
  zDateTime,
  zMediaIdOut,
  zSchoolId,
  zSchoolIdOut,
  zTime,
  zUserId,
} from '../ids'
import { limits } from '../limits'
import { defineRoute } from './define'

// Daily (docs/daily.md), the family's side and the settings: morning word, check-in,
// allowed-to-bring and the daily settings. The school's side (children check-in board, staff
// check-in by code, supervision ratio) is in daily-board.ts.
// Spec 000 §2 (/daily/check-in/pro, /daily/check-in/children, /daily/settings), §6 (daily menu
// rules, morning-word button), §7 (current daily check-in at start; PUT check-in and PUT morning
// word with childId, sent together), §9 (feature options). Spec 001 §2 (drawer), §3 (Morning word,
// Check-in, Allowed-to-bring, Daily module configuration), §4 (panel), §5, §6, §8, §9.

export const zMode = z.enum(dailyCheckInModes)
const zItemType = z.enum(morningWordItemTypes)
const zVisibility = z.enum(dailyEntryVisibilities)
const zComment = z.string().trim().max(limits.daily.morningWordCommentMaxLength)
const zPickupName = zOptionalName(limits.daily.pickupNameMaxLength)

// --- Settings (spec 001 §3 Daily module configuration, spec 000 §9 feature options) -----------

/** Where the spec is silent, every entry kind is shown to families (a school narrows it). */
export const defaultEntryVisibility = 'always-visible' as const

const visibilityShape = Object.fromEntries(
  dailyEntryKinds.map((kind) => [kind, zVisibility.default(defaultEntryVisibility)]),
) as Record<DailyEntryKind, z.ZodDefault<typeof zVisibility>>

/** Visibility to families per care-log entry kind (spec 001 §3 "Visibility"); missing kinds default. */
export const zEntryVisibility = z.object(visibilityShape)
export type EntryVisibility = z.infer<typeof zEntryVisibility>

/**
 * The daily flag's options of a school (feature_flags.options, key 'daily'). Every field has a
 * default, so `zDailyOptions.parse({})` is the configuration of a school that set nothing:
 * modes none (spec 000 §9 gives no default; an option that unlocks something stays off), the
 * Mood, Food and Sleep cards by default among all seven types, no 'all fine' switch.
 */
export const zDailyOptions = z.object({
  /** Spec 001 §3 allowCheckIn (pros). */
  allowCheckIn: zMode.default('none'),
  /** Spec 001 §3 allowGuardianCheckIn (guardians). */
  allowGuardianCheckIn: zMode.default('none'),
  /** Spec 000 §9 allowTransmissions (care-log entries shown to families). */
  allowTransmissions: z.boolean().default(false),
  defaultMorningWordItems: z.array(zItemType).max(7).default(['Mood', 'Food', 'Sleep']),
  allowedMorningWordItems: z
    .array(zItemType)
    .max(7)
    .default([...morningWordItemTypes]),
  allFineEnabled: z.boolean().default(false),
  /** Per care-log entry kind: always-visible, best-fit, never-visible (read by daily-log). */
  entryVisibility: zEntryVisibility.default(() => zEntryVisibility.parse({})),
})
export type DailyOptions = z.infer<typeof zDailyOptions>
export type DailyOptionsInput = z.input<typeof zDailyOptions>

/**
 * Stored options, read leniently: a field that is missing or not valid takes its default, so a
 * hand-edited row never breaks the module. Use this to read feature_flags.options.
 */
export function parseDailyOptions(raw: Record<string, unknown> | null | undefined): DailyOptions {
  const source = raw ?? {}
  const defaults = zDailyOptions.parse({})
  const field = <K extends keyof DailyOptions>(key: K): DailyOptions[K] => {
    const parsed = zDailyOptions.shape[key].safeParse(source[key])
    return parsed.success ? (parsed.data as DailyOptions[K]) : defaults[key]
  }
  const visibility = (source.entryVisibility ?? {}) as Record<string, unknown>
  const entryVisibility = Object.fromEntries(
    dailyEntryKinds.map((kind) => {
      const parsed = zVisibility.safeParse(visibility[kind])
      return [kind, parsed.success ? parsed.data : defaultEntryVisibility]
    }),
  ) as EntryVisibility
  return {
    allowCheckIn: field('allowCheckIn'),
    allowGuardianCheckIn: field('allowGuardianCheckIn'),
    allowTransmissions: field('allowTransmissions'),
    defaultMorningWordItems: [...new Set(field('defaultMorningWordItems'))],
    allowedMorningWordItems: [...new Set(field('allowedMorningWordItems'))],
    allFineEnabled: field('allFineEnabled'),
    entryVisibility,
  }
}

export const zDailySettings = z.object({
  schoolId: zSchoolIdOut,
  options: zDailyOptions,
})
export type DailySettings = z.infer<typeof zDailySettings>

// --- Morning word (spec 001 §3, §4, §5) ---------------------------------------------------------

/** Times of items: local `HH:mm` of the school, on 5-minute steps (spec 001 §5). */
const zItemTime = zTime.nullable().default(null)

export const zMoodItem = z.object({
  type: z.literal('Mood'),
  quality: z.enum(morningWordMoodQualities).nullable().default(null),
})
export const zFoodItem = z.object({
  type: z.literal('Food'),
  quality: z.enum(morningWordFoodQualities).nullable().default(null),
  /** Whole number of mL (spec 001 §3). */
  quantity: z.number().int().min(0).max(limits.daily.bottleQuantityMaxMl).nullable().default(null),
  time: zItemTime,
})
export const zSleepItem = z.object({
  type: z.literal('Sleep'),
  quality: z.enum(morningWordSleepQualities).nullable().default(null),
  time: zItemTime,
})
/**
 * Who picks the child up (spec 001 §3 Departure, §5 "a known person or free text; choosing a
 * person clears the text and vice versa"): at most one of the four is set.
 */
export const zDeparturePerson = z.object({
  rawTextPicker: zPickupName.nullable().default(null),
  guardianId: zUserId.nullable().default(null),
  contractHolderId: z.uuid().nullable().default(null),
  allowedToBringChildId: z.uuid().nullable().default(null),
})
export type DeparturePerson = z.infer<typeof zDeparturePerson>
export const zDepartureItem = zDeparturePerson.extend({
  type: z.literal('Departure'),
  time: zItemTime,
})
export const zHealthItem = z.object({
  type: z.literal('Health'),
  /** °C or °F (spec 001 §5: °F above 50), validated by rules/daily-measures temperatureError. */
  temperature: z.number().nullable().default(null),
  comment: zComment.nullable().default(null),
})
export const zTreatmentItem = z.object({
  type: z.literal('Treatment'),
  /** Drug names and quantities. */
  comment: zComment.nullable().default(null),
})
export const zNoteItem = z.object({ type: z.literal('Note'), comment: zComment.nullable().default(null) })

export const zMorningWordItem = z.discriminatedUnion('type', [
  zMoodItem,
  zFoodItem,
  zSleepItem,
  zDepartureItem,
  zHealthItem,
  zTreatmentItem,
  zNoteItem,
])
export type MorningWordItem = z.infer<typeof zMorningWordItem>
export type MorningWordItemInput = z.input<typeof zMorningWordItem>

export const zMorningWord = z.object({
  childId: zChildIdOut,
  schoolId: zSchoolIdOut,
  date: zDate,
  allFine: z.boolean(),
  /** One item per type at most, in the order of spec 001 §3. */
  items: z.array(zMorningWordItem),
  /** False: nothing saved yet; `items` are the default cards of the configuration (spec 001 §4). */
  exists: z.boolean(),
  updatedAt: zDateTime.nullable(),
})
export type MorningWord = z.infer<typeof zMorningWord>

export const zMorningWordUpdate = z.object({
  /** Spec 001 §3 "Morning word payload: schoolId"; when given it must be the child's school. */
  schoolId: zSchoolId.optional(),
  /** The school's today when missing; guardians write today only, staff today or an earlier day. */
  date: zDate.optional(),
  allFine: z.boolean().default(false),
  items: z.array(zMorningWordItem).max(morningWordItemTypes.length),
})
export type MorningWordUpdate = z.input<typeof zMorningWordUpdate>

export const zMorningWordSaved = zMorningWord.extend({
  /** Items dropped on save: failing validity (spec 001 §4) or not allowed by the settings. */
  droppedItemTypes: z.array(zItemType),
})
export type MorningWordSaved = z.infer<typeof zMorningWordSaved>

// --- Check-in (spec 001 §3, §5) -------------------------------------------------------------------

export const zCheckIn = z.object({
  childId: zChildIdOut,
  schoolId: zSchoolIdOut,
  date: zDate,
  /** Local `HH:mm` of the school, or null. */
  arrival: zTime.nullable(),
  departure: zTime.nullable(),
  /** Who will pick the child up, or null (exclusive fields, spec 001 §5). */
  pickup: zDeparturePerson.nullable(),
  exists: z.boolean(),
  updatedAt: zDateTime.nullable(),
})
export type CheckIn = z.infer<typeof zCheckIn>

export const zCheckInUpdate = z.object({
  /** Spec 001 §3 "Check-in payload: schoolId"; when given it must be the child's school. */
  schoolId: zSchoolId.optional(),
  /** The school's today when missing; guardians write today only, staff today or an earlier day. */
  date: zDate.optional(),
  arrival: zTime.nullable(),
  departure: zTime.nullable(),
  pickup: zDeparturePerson.nullable().default(null),
})
export type CheckInUpdate = z.input<typeof zCheckInUpdate>

export const zChildDateParams = z.object({ childId: zChildId })
/** The school's today when missing (ARCHITECTURE §5). */
export const zDateQuery = z.object({ date: zDate.optional() })

// --- Current daily check-in at start (spec 000 §7) ----------------------------------------------

/** Why a guardian may not check in now (spec 001 §5, spec 000 §6), or null when they may. */
export const dailyCheckInRefusals = [
  'not-guardian',
  'no-child',
  'feature-off',
  'mode-none',
  'observer',
  'closed-today',
  'outside-opening',
] as const
export type DailyCheckInRefusal = (typeof dailyCheckInRefusals)[number]

/** Spec 001 §3 "Check-in child: id, firstname, lastname, avatar, checkIn, morningWord". */
export const zCheckInChild = z.object({
  id: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  avatarMediaId: zMediaIdOut.nullable(),
  checkIn: zCheckIn,
  morningWord: zMorningWord,
})
export type CheckInChild = z.infer<typeof zCheckInChild>

export const zDailyCurrent = z.object({
  /** The current child of the guardian with today's check-in and morning word; null otherwise. */
  child: zCheckInChild.nullable(),
  schoolId: zSchoolIdOut.nullable(),
  /** The school's today. */
  date: zDate.nullable(),
  timezone: z.string().nullable(),
  /** allowGuardianCheckIn of the school. */
  mode: zMode,
  /** The morning-word button shows and the drawer may save (spec 000 §6, spec 001 §5). */
  mayCheckIn: z.boolean(),
  refusal: z.enum(dailyCheckInRefusals).nullable(),
  /** While closed (closed-today, outside-opening): the next opening within a week, school time; else null. */
  opensAt: z.object({ date: zDate, time: z.string() }).nullable(),
  /** Spec 001 §4: time pickers on the guardian panel with All or CheckIn. */
  timePickers: z.boolean(),
  /** Spec 001 §4: morning word with MorningWord or All. */
  morningWordEnabled: z.boolean(),
  allFineEnabled: z.boolean(),
  allowedMorningWordItems: z.array(zItemType),
})
export type DailyCurrent = z.infer<typeof zDailyCurrent>

// --- Allowed-to-bring data (spec 001 §3, §6) ------------------------------------------------------

export const zAllowedPerson = z.object({
  id: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  position: z.number().int(),
})
export type AllowedPerson = z.infer<typeof zAllowedPerson>

export const zAllowedToBring = z.object({
  /** True: list holders and allowed persons with group headers; false: guardians (spec 001 §6). */
  managerOn: z.boolean(),
  holders: z.array(zAllowedPerson),
  guardians: z.array(zAllowedPerson),
  allowedToBringChild: z.array(zAllowedPerson),
})
export type AllowedToBring = z.infer<typeof zAllowedToBring>

// --- Routes ---------------------------------------------------------------------------------------

export const dailyContract = {
  settings: defineRoute({
    action: 'daily.settings.get',
    method: 'GET',
    path: '/api/v1/daily/settings',
    summary: 'Daily module configuration of the current school (spec 001 §3)',
    auth: 'session',
    response: zDailySettings,
  }),
  updateSettings: defineRoute({
    action: 'daily.settings.update',
    method: 'PUT',
    path: '/api/v1/daily/settings',
    summary: 'Change the daily configuration of the current school (director, coordinator)',
    auth: 'session',
    body: zDailyOptions,
    response: zDailySettings,
  }),
  current: defineRoute({
    action: 'daily.current',
    method: 'GET',
    path: '/api/v1/daily/current',
    summary: 'Current daily check-in at start (spec 000 §7): may the guardian check in now, and today’s data',
    auth: 'session',
    response: zDailyCurrent,
  }),
  morningWord: defineRoute({
    action: 'daily.morningWord.get',
    method: 'GET',
    path: '/api/v1/daily/children/:childId/morning-word',
    summary: 'A child’s morning word of a day, or the default cards of the configuration',
    auth: 'session',
    params: zChildDateParams,
    query: zDateQuery,
    response: zMorningWord,
  }),
  updateMorningWord: defineRoute({
    action: 'daily.morningWord.update',
    method: 'PUT',
    path: '/api/v1/daily/children/:childId/morning-word',
    summary: 'Save today’s morning word (invalid items dropped, all-fine rules applied)',
    auth: 'session',
    params: zChildDateParams,
    body: zMorningWordUpdate,
    response: zMorningWordSaved,
  }),
  checkIn: defineRoute({
    action: 'daily.checkIn.get',
    method: 'GET',
    path: '/api/v1/daily/children/:childId/check-in',
    summary: 'A child’s check-in of a day (arrival, departure, pickup)',
    auth: 'session',
    params: zChildDateParams,
    query: zDateQuery,
    response: zCheckIn,
  }),
  updateCheckIn: defineRoute({
    action: 'daily.checkIn.update',
    method: 'PUT',
    path: '/api/v1/daily/children/:childId/check-in',
    summary: 'Save today’s arrival and departure (spec 000 §7 daily check-in update)',
    auth: 'session',
    params: zChildDateParams,
    body: zCheckInUpdate,
    response: zCheckIn,
  }),
  allowedToBring: defineRoute({
    action: 'daily.allowedToBring',
    method: 'GET',
    path: '/api/v1/daily/children/:childId/allowed-to-bring',
    summary: 'Who may pick the child up: holders, guardians, allowed persons (spec 001 §3, §6)',
    auth: 'session',
    params: zChildDateParams,
    response: zAllowedToBring,
  }),
}
