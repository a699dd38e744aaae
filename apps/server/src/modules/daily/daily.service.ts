import type { z } from 'zod'
import { AppError } from '@nido/domain/errors'
import {
  parseDailyOptions,
  type AllowedPerson,
  type AllowedToBring,
  type CheckIn,
  type DailyOptions,
  type DailySettings,
  type DeparturePerson,
  type MorningWord,
  type zCheckInUpdate,
  type zDailyOptions,
  type zMorningWordUpdate,
} from '@nido/domain/contracts/daily'
import { isFeatureOn, type DailyCheckInMode, type FeatureKey } from '@nido/domain/enums/features'
import { defaultMorningWordItems, departurePersonExclusive } from '@nido/domain/rules/morning-word'
import { openingDay, toMinutes, weekdayOf } from '@nido/domain/rules/openings'
import { addDays } from '@nido/domain/rules/calendar'
import { type ChildId, type SchoolId, idFromRow } from '@nido/domain/ids'
import type { Queryable } from '../../db/client'
import type { Actor } from '../../platform/actor'
import type { InScope } from '../../platform/http'
import { audit } from '../../platform/audit'
import { localDate, localTimeAndWeekday } from '../../platform/clock'
import type { RealtimePush } from '../../platform/realtime-server'
import { flagSchoolId, schoolFeatures, type ResolvedFeature } from '../../platform/features'
import { closingsOn, regularOpenings } from '../openings/index'
import { contractHoldersOf, pickupPersonsOf } from '../manager-children/index'
import {
  dailyAudience,
  dailyFlagRows,
  findChildInScope,
  findSchool,
  guardiansOf,
  writeDailyOptions,
  type CheckInRow,
  type ChildRow,
  type MorningWordRow,
} from './daily.queries'

// Daily (docs/daily.md). Spec 000 §6 (daily rules), §7 (current daily check-in; PUT check-in and PUT
// morning word with childId); spec 001 §3–§5, §9. Handlers authorize the action first; this file
// holds what every daily action shares: the child's or the current school and its options, the
// opening hours, the modes, the views of a day, the settings and who may bring a child. The
// actions are beside it: daily.check-in.ts, daily.morning-word.ts, daily.board.ts (with the
// supervision ratio) and daily.staff-check-in.ts.

export type CheckInUpdateInput = z.output<typeof zCheckInUpdate>
export type MorningWordUpdateInput = z.output<typeof zMorningWordUpdate>
type DailyOptionsInput = z.output<typeof zDailyOptions>

/** Spec 001 §8 "Check-in submit": a refusal the user can act on, with the message key of §5. */
export const invalid = (field: string, messageKey: string) =>
  new AppError('VALIDATION_ERROR', { field, messageKey })

export const isGuardian = (actor: Actor) => actor.userPermission.profileType === 'GUARDIAN'

export interface SchoolDaily {
  schoolId: string
  timezone: string
  features: Record<FeatureKey, ResolvedFeature>
  options: DailyOptions
}

export async function schoolDaily(db: Queryable, schoolId: string, timezone: string): Promise<SchoolDaily> {
  const features = await schoolFeatures(db, schoolId)
  return { schoolId, timezone, features, options: parseDailyOptions(features.daily.options) }
}

export const dailyOn = (s: SchoolDaily) => isFeatureOn(s.features.daily.state)
export const managerOn = (s: SchoolDaily) => isFeatureOn(s.features.manager.state)

/** The mode that applies to the actor: guardians allowGuardianCheckIn, pros allowCheckIn (§6). */
export function modeFor(actor: Actor, s: SchoolDaily): DailyCheckInMode {
  return isGuardian(actor) ? s.options.allowGuardianCheckIn : s.options.allowCheckIn
}

export interface ChildDaily extends SchoolDaily {
  child: ChildRow
  today: string
}

/**
 * The child as the actor may see them, for `requireFor` (decision 0013): outside the actor's
 * scope, NOT_FOUND.
 */
export const dailyChildInScope: InScope<ChildId, ChildRow> = (db, actor, id) =>
  findChildInScope(db, actor, id)

/**
 * A child in scope with their school's daily settings. The action rule checked the flag of the
 * actor's current school; the child's school decides here.
 */
export async function childDaily(db: Queryable, child: ChildRow, now: Date): Promise<ChildDaily> {
  const s = await schoolDaily(db, child.schoolId, child.timezone)
  if (!dailyOn(s)) throw new AppError('FORBIDDEN_BY_FEATURE_SETTINGS')
  return { ...s, child, today: localDate(now, child.timezone) }
}

/** Spec 001 §5: the school has openings today, and now is within one (school time zone). */
export async function openingNow(db: Queryable, schoolId: string, timezone: string, now: Date) {
  const date = localDate(now, timezone)
  const [regular, closings] = await Promise.all([
    regularOpenings(db, schoolId, weekdayOf(date)),
    closingsOn(db, schoolId, date),
  ])
  const day = openingDay({ regular, closings, date, time: localTimeAndWeekday(now, timezone).time })
  return { openToday: day.isOpen, withinOpening: day.isOpenNow === true }
}

/** How many days ahead the next opening is looked for (a week covers every weekly schedule). */
const nextOpeningHorizonDays = 7

/**
 * When the school opens next (its local date and `HH:mm`), from now: a later period today, else
 * the first period of the next open day within a week, or null. The morning-word button shows it
 * while check-in is closed (spec 000 §6 "subject to school opening hours").
 */
export async function nextOpening(db: Queryable, schoolId: string, timezone: string, now: Date) {
  const today = localDate(now, timezone)
  const time = toMinutes(localTimeAndWeekday(now, timezone).time)
  for (let offset = 0; offset <= nextOpeningHorizonDays; offset++) {
    const date = addDays(today, offset)
    const [regular, closings] = await Promise.all([
      regularOpenings(db, schoolId, weekdayOf(date)),
      closingsOn(db, schoolId, date),
    ])
    const start = openingDay({ regular, closings, date }).periods.find(
      (p) => offset > 0 || toMinutes(p.startsAt) > time,
    )
    if (start) return { date, time: start.startsAt }
  }
  return null
}

/**
 * Guardians write only today, inside the opening hours (spec 001 §5 → CHECK_IN_CLOSED); staff
 * write today or an earlier day, never a future one.
 */
export async function writableDate(db: Queryable, actor: Actor, c: ChildDaily, now: Date, date?: string) {
  const day = date ?? c.today
  if (isGuardian(actor)) {
    if (day !== c.today) throw invalid('date', 'notToday')
    const { openToday, withinOpening } = await openingNow(db, c.schoolId, c.timezone, now)
    if (!openToday || !withinOpening) throw new AppError('CHECK_IN_CLOSED')
  } else if (day > c.today) throw invalid('date', 'future')
  return day
}

// --- views ---------------------------------------------------------------------------------------

export function checkInView(
  childId: string,
  schoolId: string,
  date: string,
  row: CheckInRow | undefined,
): CheckIn {
  return {
    childId: idFromRow<ChildId>(childId),
    schoolId: idFromRow<SchoolId>(row?.schoolId ?? schoolId),
    date,
    arrival: row?.arrival ?? null,
    departure: row?.departure ?? null,
    pickup: row?.pickup ?? null,
    exists: row !== undefined,
    updatedAt: row?.updatedAt.toISOString() ?? null,
  }
}

export function morningWordView(
  childId: string,
  s: SchoolDaily,
  date: string,
  row: MorningWordRow | undefined,
): MorningWord {
  if (!row)
    return {
      childId: idFromRow<ChildId>(childId),
      schoolId: idFromRow<SchoolId>(s.schoolId),
      date,
      allFine: false,
      items: defaultMorningWordItems(s.options),
      exists: false,
      updatedAt: null,
    }
  return {
    childId: idFromRow<ChildId>(childId),
    schoolId: idFromRow<SchoolId>(row.schoolId),
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

export async function currentSchoolDaily(db: Queryable, actor: Actor): Promise<SchoolDaily> {
  const school = await findSchool(db, currentSchoolOf(actor))
  if (!school) throw new AppError('NOT_FOUND')
  return schoolDaily(db, school.id, school.timezone)
}

export async function getSettings(db: Queryable, actor: Actor): Promise<DailySettings> {
  // Spec 000 §6 "Daily parameters: director, coordinator, non-observer": not even a read.
  if (actor.observer) throw new AppError('FORBIDDEN_OBSERVER')
  const s = await currentSchoolDaily(db, actor)
  return { schoolId: idFromRow<SchoolId>(s.schoolId), options: s.options }
}

export async function updateSettings(
  tx: Queryable,
  actor: Actor,
  now: Date,
  input: DailyOptionsInput,
): Promise<DailySettings> {
  const schoolId = currentSchoolOf(actor)
  const { own, global } = await dailyFlagRows(tx, schoolId)
  // Unknown keys of the row (another version's options) are kept; ours are replaced.
  const options = { ...(own?.options ?? {}), ...input }
  // A school without its own row inherits the global state; its first options row keeps it.
  await writeDailyOptions(tx, schoolId, options, own ? own.enabled : (global?.enabled ?? null), now)
  await audit(tx, actor, 'daily.settings.update', { schoolId })
  return { schoolId: idFromRow<SchoolId>(schoolId), options: parseDailyOptions(options) }
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
  // Spec 001 §6: with the manager on, the contract holders and the persons allowed to pick the
  // child up, from the manager file (docs/manager-children.md); with it off, the guardians.
  const holders = manager ? (await contractHoldersOf(db, c.child.id)).map(person) : []
  const allowed = manager ? (await pickupPersonsOf(db, c.child.id)).map(person) : []
  return {
    managerOn: manager,
    holders,
    guardians: guardians.map(person),
    allowedToBringChild: allowed,
  }
}

export async function allowedToBring(db: Queryable, child: ChildRow, now: Date): Promise<AllowedToBring> {
  return allowedToBringOf(db, await childDaily(db, child, now))
}

/** A known person must be one of the child's (spec 001 §6 lists); the free text is length-checked. */
export async function checkDeparturePerson(
  db: Queryable,
  c: ChildDaily,
  person: DeparturePerson,
  field: string,
) {
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

export interface DailyChange {
  schoolId: string
  childId: string | null
  date: string
}

/** Tells the school's staff and the child's guardians that a day changed (boards refresh). */
export async function announce(db: Queryable, realtime: RealtimePush, change: DailyChange): Promise<void> {
  const audience = await dailyAudience(db, change.schoolId, change.childId)
  realtime.toUsers(audience, 'daily.check-ins', { ...change })
}
