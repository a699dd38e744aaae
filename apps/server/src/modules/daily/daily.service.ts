import type { z } from 'zod'
import { AppError } from '@nido/domain/errors'
import {
  parseDailyOptions,
  type AllowedPerson,
  type AllowedToBring,
  type CheckIn,
  type DailyBoard,
  type DailyCurrent,
  type DailyOptions,
  type DailySettings,
  type DeparturePerson,
  type MorningWord,
  type MorningWordItem,
  type MorningWordSaved,
  type StaffCheckIn,
  type StaffClock,
  type StaffCode,
  type SupervisionAlertView,
  type zCheckInUpdate,
  type zDailyOptions,
  type zMorningWordUpdate,
} from '@nido/domain/contracts/daily'
import { isFeatureOn, type DailyCheckInMode, type FeatureKey } from '@nido/domain/enums/features'
import {
  checkInTimesEnabled,
  guardianCheckInRefusal,
  morningWordEnabled,
} from '@nido/domain/rules/daily-check-in'
import {
  ceilToTimeStep,
  checkInTimesError,
  floorToTimeStep,
  localInstant,
} from '@nido/domain/rules/daily-times'
import {
  defaultMorningWordItems,
  departurePersonExclusive,
  hasDuplicateTypes,
  morningWordItemError,
  prepareMorningWord,
} from '@nido/domain/rules/morning-word'
import { supervisionAlerts, type PresenceInterval } from '@nido/domain/rules/supervision-ratio'
import { openingDay, toMinutes, weekdayOf } from '@nido/domain/rules/openings'
import { idFromRow, type ChildId } from '@nido/domain/ids'
import type { Queryable } from '../../db/client'
import type { Actor } from '../../platform/actor'
import { audit } from '../../platform/audit'
import { localDate, localTimeAndWeekday } from '../../platform/clock'
import type { AppDeps } from '../../platform/deps'
import type { RealtimePush } from '../../platform/realtime-server'
import { flagSchoolId, schoolFeatures, type ResolvedFeature } from '../../platform/features'
import { closingsOn, regularOpenings } from '../openings/index'
import { keyedStaffCodeHash, staffCodeHashes } from './daily.codes'
import {
  boardSections,
  checkInsOfSchoolDay,
  childrenOfSections,
  closeStaffCheckIn,
  dailyAudience,
  dailyFlagRows,
  findCheckIn,
  findChildInScope,
  findMorningWord,
  findSchool,
  findStaffCode,
  findStaffCodeOwner,
  guardiansOf,
  isStaffOfSchool,
  lockCheckIn,
  lockOpenStaffCheckIn,
  morningWordsOfSchoolDay,
  openStaffCheckIn,
  staffCheckInsOfSchoolDay,
  upsertCheckIn,
  upsertMorningWord,
  upsertStaffCode,
  writeDailyOptions,
  type CheckInRow,
  type ChildRow,
  type MorningWordRow,
  type StaffCheckInRow,
} from './daily.queries'

// Daily (docs/daily.md). Spec 000 §6 (daily rules), §7 (current daily check-in; PUT check-in and PUT
// morning word with childId); spec 001 §3–§5, §9. Handlers authorize the action first; this file
// holds the rules that need data: the child's school and its options, the opening hours, the modes.

type CheckInUpdateInput = z.output<typeof zCheckInUpdate>
type MorningWordUpdateInput = z.output<typeof zMorningWordUpdate>
type DailyOptionsInput = z.output<typeof zDailyOptions>

/** Spec 001 §8 "Check-in submit": a refusal the user can act on, with the message key of §5. */
const invalid = (field: string, messageKey: string) => new AppError('VALIDATION_ERROR', { field, messageKey })

const isGuardian = (actor: Actor) => actor.userPermission.profileType === 'GUARDIAN'

interface SchoolDaily {
  schoolId: string
  timezone: string
  features: Record<FeatureKey, ResolvedFeature>
  options: DailyOptions
}

async function schoolDaily(db: Queryable, schoolId: string, timezone: string): Promise<SchoolDaily> {
  const features = await schoolFeatures(db, schoolId)
  return { schoolId, timezone, features, options: parseDailyOptions(features.daily.options) }
}

const dailyOn = (s: SchoolDaily) => isFeatureOn(s.features.daily.state)
const managerOn = (s: SchoolDaily) => isFeatureOn(s.features.manager.state)

/** The mode that applies to the actor: guardians allowGuardianCheckIn, pros allowCheckIn (§6). */
function modeFor(actor: Actor, s: SchoolDaily): DailyCheckInMode {
  return isGuardian(actor) ? s.options.allowGuardianCheckIn : s.options.allowCheckIn
}

interface ChildDaily extends SchoolDaily {
  child: ChildRow
  today: string
}

/**
 * A child the actor may see, with their school's daily settings. Outside the scope: 404. The
 * action rule checked the flag of the actor's current school; the child's school decides here.
 */
async function childDaily(db: Queryable, actor: Actor, childId: ChildId, now: Date): Promise<ChildDaily> {
  const child = await findChildInScope(db, actor, childId)
  if (!child) throw new AppError('NOT_FOUND')
  const s = await schoolDaily(db, child.schoolId, child.timezone)
  if (!dailyOn(s)) throw new AppError('FORBIDDEN_BY_FEATURE_SETTINGS')
  return { ...s, child, today: localDate(now, child.timezone) }
}

/** Spec 001 §5: the school has openings today, and now is within one (school time zone). */
async function openingNow(db: Queryable, schoolId: string, timezone: string, now: Date) {
  const date = localDate(now, timezone)
  const [regular, closings] = await Promise.all([
    regularOpenings(db, schoolId, weekdayOf(date)),
    closingsOn(db, schoolId, date),
  ])
  const day = openingDay({ regular, closings, date, time: localTimeAndWeekday(now, timezone).time })
  return { openToday: day.isOpen, withinOpening: day.isOpenNow === true }
}

/**
 * Guardians write only today, inside the opening hours (spec 001 §5 → CHECK_IN_CLOSED); staff
 * write today or an earlier day, never a future one.
 */
async function writableDate(db: Queryable, actor: Actor, c: ChildDaily, now: Date, date?: string) {
  const day = date ?? c.today
  if (isGuardian(actor)) {
    if (day !== c.today) throw invalid('date', 'notToday')
    const { openToday, withinOpening } = await openingNow(db, c.schoolId, c.timezone, now)
    if (!openToday || !withinOpening) throw new AppError('CHECK_IN_CLOSED')
  } else if (day > c.today) throw invalid('date', 'future')
  return day
}

// --- views ---------------------------------------------------------------------------------------

function checkInView(childId: string, schoolId: string, date: string, row: CheckInRow | undefined): CheckIn {
  return {
    childId,
    schoolId: row?.schoolId ?? schoolId,
    date,
    arrival: row?.arrival ?? null,
    departure: row?.departure ?? null,
    pickup: row?.pickup ?? null,
    exists: row !== undefined,
    updatedAt: row?.updatedAt.toISOString() ?? null,
  }
}

function morningWordView(
  childId: string,
  s: SchoolDaily,
  date: string,
  row: MorningWordRow | undefined,
): MorningWord {
  if (!row)
    return {
      childId,
      schoolId: s.schoolId,
      date,
      allFine: false,
      items: defaultMorningWordItems(s.options),
      exists: false,
      updatedAt: null,
    }
  return {
    childId,
    schoolId: row.schoolId,
    date,
    allFine: row.allFine,
    items: row.items,
    exists: true,
    updatedAt: row.updatedAt.toISOString(),
  }
}

// --- settings ------------------------------------------------------------------------------------

/** The current school of a staff member, in their scope (404 otherwise). */
function currentSchoolOf(actor: Actor): string {
  const schoolId = flagSchoolId(actor)
  if (!schoolId || !actor.structureTreeScope.schoolIds.includes(schoolId)) throw new AppError('NOT_FOUND')
  return schoolId
}

async function currentSchoolDaily(db: Queryable, actor: Actor): Promise<SchoolDaily> {
  const school = await findSchool(db, currentSchoolOf(actor))
  if (!school) throw new AppError('NOT_FOUND')
  return schoolDaily(db, school.id, school.timezone)
}

export async function getSettings(db: Queryable, actor: Actor): Promise<DailySettings> {
  // Spec 000 §6 "Daily parameters: director, coordinator, non-observer": not even a read.
  if (actor.observer) throw new AppError('FORBIDDEN_OBSERVER')
  const s = await currentSchoolDaily(db, actor)
  return { schoolId: s.schoolId, options: s.options }
}

export async function updateSettings(
  tx: Queryable,
  actor: Actor,
  input: DailyOptionsInput,
): Promise<DailySettings> {
  const schoolId = currentSchoolOf(actor)
  const { own, global } = await dailyFlagRows(tx, schoolId)
  // Unknown keys of the row (another version's options) are kept; ours are replaced.
  const options = { ...(own?.options ?? {}), ...input }
  // A school without its own row inherits the global state; its first options row keeps it.
  await writeDailyOptions(tx, schoolId, options, own ? own.enabled : (global?.enabled ?? null))
  await audit(tx, actor, 'daily.settings.update', { schoolId })
  return { schoolId, options: parseDailyOptions(options) }
}

// --- current daily check-in (spec 000 §7) --------------------------------------------------------

export async function currentDaily(db: Queryable, actor: Actor, now: Date): Promise<DailyCurrent> {
  const none: DailyCurrent = {
    child: null,
    schoolId: null,
    date: null,
    timezone: null,
    mode: 'none',
    mayCheckIn: false,
    refusal: 'not-guardian',
    timePickers: false,
    morningWordEnabled: false,
    allFineEnabled: false,
    allowedMorningWordItems: [],
  }
  if (!isGuardian(actor)) return none
  const childId = actor.currentChildId ?? actor.familyScope.childIds[0]
  const child = childId ? await findChildInScope(db, actor, idFromRow<ChildId>(childId)) : undefined
  if (!child) return { ...none, refusal: 'no-child' }
  const s = await schoolDaily(db, child.schoolId, child.timezone)
  const today = localDate(now, child.timezone)
  const opening = await openingNow(db, child.schoolId, child.timezone, now)
  const mode = s.options.allowGuardianCheckIn
  const refusal = guardianCheckInRefusal({
    isGuardian: true,
    hasChild: true,
    dailyOn: dailyOn(s),
    mode,
    observer: actor.observer,
    ...opening,
  })
  const [checkIn, word] = await Promise.all([
    findCheckIn(db, child.id, today),
    findMorningWord(db, child.id, today),
  ])
  return {
    child: {
      id: child.id,
      firstname: child.firstname,
      lastname: child.lastname,
      avatarMediaId: child.avatarMediaId,
      checkIn: checkInView(child.id, child.schoolId, today, checkIn),
      morningWord: morningWordView(child.id, s, today, word),
    },
    schoolId: child.schoolId,
    date: today,
    timezone: child.timezone,
    mode,
    mayCheckIn: refusal === null,
    refusal,
    timePickers: checkInTimesEnabled(mode),
    morningWordEnabled: morningWordEnabled(mode),
    allFineEnabled: s.options.allFineEnabled,
    allowedMorningWordItems: s.options.allowedMorningWordItems,
  }
}

// --- allowed to bring (spec 001 §3, §6) ----------------------------------------------------------

async function allowedToBringOf(db: Queryable, c: ChildDaily): Promise<AllowedToBring> {
  const guardians = await guardiansOf(db, c.child.id)
  const person = (
    g: { id: string; firstname: string; lastname: string },
    position: number,
  ): AllowedPerson => ({
    id: g.id,
    firstname: g.firstname,
    lastname: g.lastname,
    position,
  })
  const manager = managerOn(c)
  // No manager contracts exist yet: the contract holders are the referent guardians, and nobody
  // else is registered as allowed to bring the child (docs/daily.md).
  const holders = manager ? guardians.filter((g) => g.referent).map(person) : []
  return {
    managerOn: manager,
    holders,
    guardians: guardians.map(person),
    allowedToBringChild: [],
  }
}

export async function allowedToBring(
  db: Queryable,
  actor: Actor,
  childId: ChildId,
  now: Date,
): Promise<AllowedToBring> {
  return allowedToBringOf(db, await childDaily(db, actor, childId, now))
}

/** A known person must be one of the child's (spec 001 §6 lists); the free text is length-checked. */
async function checkDeparturePerson(db: Queryable, c: ChildDaily, person: DeparturePerson, field: string) {
  if (!departurePersonExclusive(person)) throw invalid(field, 'departureExclusive')
  if (!person.guardianId && !person.contractHolderId && !person.allowedToBringChildId) return
  const allowed = await allowedToBringOf(db, c)
  const known = (list: AllowedPerson[], id: string | null) => id === null || list.some((p) => p.id === id)
  // With the manager on the drawer lists holders and allowed persons, otherwise guardians (§6).
  const ok =
    known(allowed.guardians, person.guardianId) &&
    known(allowed.holders, person.contractHolderId) &&
    known(allowed.allowedToBringChild, person.allowedToBringChildId)
  if (!ok) throw invalid(field, 'departureUnknownPerson')
}

// --- check-in ------------------------------------------------------------------------------------

export async function getCheckIn(
  db: Queryable,
  actor: Actor,
  childId: ChildId,
  now: Date,
  date?: string,
): Promise<CheckIn> {
  const c = await childDaily(db, actor, childId, now)
  const day = date ?? c.today
  return checkInView(c.child.id, c.schoolId, day, await findCheckIn(db, c.child.id, day))
}

export interface DailyChange {
  schoolId: string
  childId: string | null
  date: string
}

export async function updateCheckIn(
  tx: Queryable,
  actor: Actor,
  childId: ChildId,
  now: Date,
  input: CheckInUpdateInput,
): Promise<{ view: CheckIn; change: DailyChange }> {
  const c = await childDaily(tx, actor, childId, now)
  if (input.schoolId !== undefined && input.schoolId !== c.schoolId) throw invalid('schoolId', 'wrongSchool')
  if (!checkInTimesEnabled(modeFor(actor, c))) throw new AppError('FORBIDDEN_BY_FEATURE_SETTINGS')
  const date = await writableDate(tx, actor, c, now, input.date)
  const timesError = checkInTimesError(input.arrival, input.departure)
  if (timesError) throw invalid(timesError === 'timeStep' ? 'arrival' : 'departure', timesError)
  if (input.pickup) await checkDeparturePerson(tx, c, input.pickup, 'pickup')
  const row = await upsertCheckIn(tx, now, {
    schoolId: c.schoolId,
    childId: c.child.id,
    date,
    arrival: input.arrival,
    departure: input.departure,
    pickup: input.pickup,
    updatedById: actor.userId,
  })
  await audit(tx, actor, 'daily.checkIn.update', { childId: c.child.id, date })
  return {
    view: checkInView(c.child.id, c.schoolId, date, row),
    change: { schoolId: c.schoolId, childId: c.child.id, date },
  }
}

/**
 * One tap on the board (our choice, docs/daily.md): arrival is now rounded down and departure now
 * rounded up to the 5-minute step (spec 001 §9), so the recorded presence covers the real one and
 * the supervision ratio never under-counts a child.
 */
export async function tapCheckIn(
  tx: Queryable,
  actor: Actor,
  childId: ChildId,
  now: Date,
  direction: 'arrival' | 'departure',
): Promise<{ view: CheckIn; change: DailyChange }> {
  const c = await childDaily(tx, actor, childId, now)
  if (!checkInTimesEnabled(c.options.allowCheckIn)) throw new AppError('FORBIDDEN_BY_FEATURE_SETTINGS')
  const time = localTimeAndWeekday(now, c.timezone).time
  const current = await lockCheckIn(tx, c.child.id, c.today)
  let arrival = current?.arrival ?? null
  let departure = current?.departure ?? null
  if (direction === 'arrival') {
    arrival = floorToTimeStep(time)
    // A departure planned before the real arrival no longer means anything.
    if (departure !== null && toMinutes(departure) < toMinutes(arrival)) departure = null
  } else {
    if (arrival === null) throw new AppError('CONFLICT', { reason: 'notArrived' })
    departure = ceilToTimeStep(time)
    if (toMinutes(arrival) > toMinutes(departure)) arrival = departure
  }
  const row = await upsertCheckIn(tx, now, {
    schoolId: c.schoolId,
    childId: c.child.id,
    date: c.today,
    arrival,
    departure,
    pickup: current?.pickup ?? null,
    updatedById: actor.userId,
  })
  await audit(tx, actor, direction === 'arrival' ? 'daily.checkIn.arrive' : 'daily.checkIn.depart', {
    childId: c.child.id,
    date: c.today,
  })
  return {
    view: checkInView(c.child.id, c.schoolId, c.today, row),
    change: { schoolId: c.schoolId, childId: c.child.id, date: c.today },
  }
}

// --- morning word --------------------------------------------------------------------------------

export async function getMorningWord(
  db: Queryable,
  actor: Actor,
  childId: ChildId,
  now: Date,
  date?: string,
): Promise<MorningWord> {
  const c = await childDaily(db, actor, childId, now)
  const day = date ?? c.today
  return morningWordView(c.child.id, c, day, await findMorningWord(db, c.child.id, day))
}

export async function updateMorningWord(
  tx: Queryable,
  actor: Actor,
  childId: ChildId,
  now: Date,
  input: MorningWordUpdateInput,
): Promise<{ view: MorningWordSaved; change: DailyChange }> {
  const c = await childDaily(tx, actor, childId, now)
  if (input.schoolId !== undefined && input.schoolId !== c.schoolId) throw invalid('schoolId', 'wrongSchool')
  if (!morningWordEnabled(modeFor(actor, c))) throw new AppError('FORBIDDEN_BY_FEATURE_SETTINGS')
  const date = await writableDate(tx, actor, c, now, input.date)
  const items: MorningWordItem[] = input.items
  if (hasDuplicateTypes(items)) throw invalid('items', 'duplicateType')
  // Errors block the save (the drawer disables submit on them); incomplete items are dropped.
  for (const [index, item] of items.entries()) {
    const error = morningWordItemError(item)
    if (error) throw invalid(`items.${index}`, error)
    if (item.type === 'Departure') await checkDeparturePerson(tx, c, item, `items.${index}`)
  }
  const prepared = prepareMorningWord({ allFine: input.allFine, items }, c.options)
  const row = await upsertMorningWord(tx, now, {
    schoolId: c.schoolId,
    childId: c.child.id,
    date,
    allFine: prepared.allFine,
    items: prepared.items,
    updatedById: actor.userId,
  })
  await audit(tx, actor, 'daily.morningWord.update', { childId: c.child.id, date })
  return {
    view: { ...morningWordView(c.child.id, c, date, row), droppedItemTypes: prepared.dropped },
    change: { schoolId: c.schoolId, childId: c.child.id, date },
  }
}

// --- supervision ratio (spec 001 §9) -------------------------------------------------------------

function staffView(row: StaffCheckInRow): StaffCheckIn {
  return {
    id: row.id,
    user: {
      id: row.userId,
      firstname: row.firstname,
      lastname: row.lastname,
      avatarMediaId: row.avatarMediaId,
    },
    date: row.date,
    arrivedAt: row.arrivedAt.toISOString(),
    departedAt: row.departedAt?.toISOString() ?? null,
  }
}

/**
 * The alerts of a school's day, from its children's check-ins and its staff check-ins. Exported
 * for the daily-log export. A presence without an end lasts until now on today; on a past
 * day until the day's last recorded event (a forgotten check-out must not invent a whole evening).
 */
export function supervisionAlertsOfDay(input: {
  date: string
  timezone: string
  today: string
  now: Date
  children: readonly Pick<CheckInRow, 'arrival' | 'departure'>[]
  staff: readonly Pick<StaffCheckInRow, 'arrivedAt' | 'departedAt'>[]
}): SupervisionAlertView[] {
  if (input.date > input.today) return []
  // Many children share an arrival time: each local time is turned into an instant once.
  const instants = new Map<string, number>()
  const at = (time: string) => {
    let instant = instants.get(time)
    if (instant === undefined) {
      instant = localInstant(input.date, time, input.timezone).getTime()
      instants.set(time, instant)
    }
    return instant
  }
  const children: PresenceInterval[] = input.children.flatMap((c) =>
    c.arrival === null ? [] : [{ start: at(c.arrival), end: c.departure === null ? null : at(c.departure) }],
  )
  const staff: PresenceInterval[] = input.staff.map((s) => ({
    start: s.arrivedAt.getTime(),
    end: s.departedAt?.getTime() ?? null,
  }))
  const events = [...children, ...staff].flatMap((i) => (i.end === null ? [i.start] : [i.start, i.end]))
  const isToday = input.date === input.today
  const openEnd = isToday ? input.now.getTime() : Math.max(0, ...events)
  // Today, times announced for later (a planned departure, an arrival declared ahead) have not
  // happened yet: the ratio looks at the day up to now only.
  const upToNow = (list: PresenceInterval[]) =>
    isToday
      ? list.flatMap((i) =>
          i.start >= openEnd
            ? []
            : [{ start: i.start, end: i.end === null ? null : Math.min(i.end, openEnd) }],
        )
      : list
  return supervisionAlerts(upToNow(children), upToNow(staff), { openEnd }).map((a) => ({
    startsAt: new Date(a.start).toISOString(),
    endsAt: new Date(a.end).toISOString(),
    maxChildren: a.maxChildren,
    minStaff: a.minStaff,
    ended: !(isToday && a.end >= openEnd),
  }))
}

/** Reads a school's day and computes its alerts (the export calls this with its own school). */
export async function loadSupervisionAlerts(
  db: Queryable,
  school: { id: string; timezone: string },
  date: string,
  now: Date,
): Promise<SupervisionAlertView[]> {
  const [children, staff] = await Promise.all([
    checkInsOfSchoolDay(db, school.id, date),
    staffCheckInsOfSchoolDay(db, school.id, date),
  ])
  return supervisionAlertsOfDay({
    date,
    timezone: school.timezone,
    today: localDate(now, school.timezone),
    now,
    children,
    staff,
  })
}

// --- board ---------------------------------------------------------------------------------------

function statusOf(row: CheckInRow | undefined, date: string, today: string, nowTime: string) {
  if (!row?.arrival) return 'expected' as const
  // An arrival announced by a guardian for later today: the child is not there yet.
  if (date === today && toMinutes(row.arrival) > toMinutes(nowTime)) return 'expected' as const
  if (row.departure === null) return 'present' as const
  // A departure planned for later today leaves the child present until then.
  if (date === today && toMinutes(row.departure) > toMinutes(nowTime)) return 'present' as const
  return 'left' as const
}

export async function board(db: Queryable, actor: Actor, now: Date, date?: string): Promise<DailyBoard> {
  const s = await currentSchoolDaily(db, actor)
  const today = localDate(now, s.timezone)
  const day = date ?? today
  const nowTime = localTimeAndWeekday(now, s.timezone).time
  const sections = await boardSections(db, actor, s.schoolId)
  // One after the other: PGlite answers one query at a time anyway.
  const children = await childrenOfSections(
    db,
    sections.map((x) => x.id),
  )
  const checkIns = await checkInsOfSchoolDay(db, s.schoolId, day)
  const words = await morningWordsOfSchoolDay(db, s.schoolId, day)
  const staff = await staffCheckInsOfSchoolDay(db, s.schoolId, day)
  const checkInOf = new Map(checkIns.map((r) => [r.childId, r]))
  const wordOf = new Map(words.map((r) => [r.childId, r]))
  const mode = s.options.allowCheckIn
  return {
    schoolId: s.schoolId,
    date: day,
    timezone: s.timezone,
    mode,
    canWrite: !actor.observer && checkInTimesEnabled(mode) && day === today,
    sections: sections.map((section) => ({
      id: section.id,
      name: section.name,
      children: children
        .filter((child) => child.sectionId === section.id)
        .map((child) => {
          const checkIn = checkInOf.get(child.id)
          const word = wordOf.get(child.id)
          return {
            id: child.id,
            firstname: child.firstname,
            lastname: child.lastname,
            avatarMediaId: child.avatarMediaId,
            status: statusOf(checkIn, day, today, nowTime),
            checkIn: checkIn ? checkInView(child.id, s.schoolId, day, checkIn) : null,
            morningWord: word ? morningWordView(child.id, s, day, word) : null,
          }
        }),
    })),
    staff: staff.map(staffView),
    supervisionAlerts: supervisionAlertsOfDay({
      date: day,
      timezone: s.timezone,
      today,
      now,
      children: checkIns,
      staff,
    }),
  }
}

// --- staff check-in by code ----------------------------------------------------------------------

/** Spec 000 §6: "Pro check-in needs daily and manager enabled, pro check-in by code allowed". */
async function proCheckInSchool(db: Queryable, actor: Actor): Promise<SchoolDaily> {
  const s = await currentSchoolDaily(db, actor)
  const byCode = s.features.manager.options.allowProCheckInByCode !== false
  if (!dailyOn(s) || !managerOn(s) || !byCode) throw new AppError('FORBIDDEN_BY_FEATURE_SETTINGS')
  return s
}

/** Wrong codes on the tablet: 5 per session and 20 per school in 5 minutes, then 429. */
export const staffCodeLimits = {
  windowMs: 5 * 60 * 1000,
  maxFailuresPerSession: 5,
  maxFailuresPerSchool: 20,
  /** Setting a code tells whether it is taken: 10 changes an hour per person. */
  maxChangesPerHour: 10,
}

export async function getStaffCode(db: Queryable, actor: Actor): Promise<StaffCode> {
  const s = await proCheckInSchool(db, actor)
  const row = await findStaffCode(db, s.schoolId, actor.userId)
  return { hasCode: row !== undefined, updatedAt: row?.updatedAt.toISOString() ?? null }
}

export async function setStaffCode(
  tx: Queryable,
  deps: AppDeps,
  actor: Actor,
  code: string,
): Promise<StaffCode> {
  const s = await proCheckInSchool(tx, actor)
  const changes = await deps.rateLimits.hit(`staff-code:set:${actor.userId}`, 60 * 60 * 1000)
  if (changes > staffCodeLimits.maxChangesPerHour) throw new AppError('TOO_MANY_REQUESTS')
  const owner = await findStaffCodeOwner(tx, s.schoolId, staffCodeHashes(deps.secret, s.schoolId, code))
  if (owner && owner.userId !== actor.userId) throw new AppError('STAFF_CODE_TAKEN')
  const row = await upsertStaffCode(
    tx,
    s.schoolId,
    actor.userId,
    keyedStaffCodeHash(deps.secret, s.schoolId, code),
  )
  await audit(tx, actor, 'daily.staffCode.set', { schoolId: s.schoolId })
  return { hasCode: true, updatedAt: row.updatedAt.toISOString() }
}

export async function clockByCode(
  tx: Queryable,
  deps: AppDeps,
  actor: Actor,
  now: Date,
  code: string,
): Promise<{ view: StaffClock; change: DailyChange }> {
  const s = await proCheckInSchool(tx, actor)
  const sessionKey = `staff-code:fail:${actor.sessionId}`
  const schoolKey = `staff-code:fail:school:${s.schoolId}`
  if (
    (await deps.rateLimits.peek(sessionKey)) >= staffCodeLimits.maxFailuresPerSession ||
    (await deps.rateLimits.peek(schoolKey)) >= staffCodeLimits.maxFailuresPerSchool
  )
    throw new AppError('TOO_MANY_REQUESTS')
  const owner = await findStaffCodeOwner(tx, s.schoolId, staffCodeHashes(deps.secret, s.schoolId, code))
  // A code of someone who has left the school no longer opens anything.
  if (!owner || !(await isStaffOfSchool(tx, owner.userId, s.schoolId))) {
    await deps.rateLimits.hit(sessionKey, staffCodeLimits.windowMs)
    await deps.rateLimits.hit(schoolKey, staffCodeLimits.windowMs)
    throw new AppError('STAFF_CODE_INVALID')
  }
  const today = localDate(now, s.timezone)
  const open = await lockOpenStaffCheckIn(tx, s.schoolId, owner.userId)
  let direction: 'in' | 'out'
  let id: string
  if (open && open.date === today) {
    id = (await closeStaffCheckIn(tx, open.id, now)).id
    direction = 'out'
  } else {
    // A presence left open on an earlier day is closed at its own arrival: its length is unknown,
    // and counting it as a whole evening would hide supervision alerts (docs/daily.md).
    if (open) await closeStaffCheckIn(tx, open.id, open.arrivedAt)
    const opened = await openStaffCheckIn(tx, {
      schoolId: s.schoolId,
      userId: owner.userId,
      date: today,
      arrivedAt: now,
    })
    if (!opened) throw new AppError('CONFLICT', { reason: 'alreadyClockedIn' })
    id = opened.id
    direction = 'in'
  }
  await audit(tx, actor, 'daily.staffCheckIn.clock', {
    schoolId: s.schoolId,
    userId: owner.userId,
    direction,
  })
  const rows = await staffCheckInsOfSchoolDay(tx, s.schoolId, today)
  const row = rows.find((r) => r.id === id)!
  return {
    view: { direction, checkIn: staffView(row) },
    change: { schoolId: s.schoolId, childId: null, date: today },
  }
}

/** Tells the school's staff and the child's guardians that a day changed (boards refresh). */
export async function announce(db: Queryable, realtime: RealtimePush, change: DailyChange): Promise<void> {
  const audience = await dailyAudience(db, change.schoolId, change.childId)
  realtime.toUsers(audience, 'daily.check-ins', { ...change })
}
