import { AppError } from '@nido/domain/errors'
import { type CheckIn, type DailyCurrent } from '@nido/domain/contracts/daily'
import {
  checkInTimesEnabled,
  guardianCheckInRefusal,
  morningWordEnabled,
} from '@nido/domain/rules/daily-check-in'
import { ceilToTimeStep, checkInTimesError, floorToTimeStep } from '@nido/domain/rules/daily-times'
import { toMinutes } from '@nido/domain/rules/openings'
import { type ChildId, type MediaId, type SchoolId, idFromRow } from '@nido/domain/ids'
import type { Queryable } from '../../db/client'
import type { Actor } from '../../platform/actor'
import { audit } from '../../platform/audit'
import { pushCareLogReady } from './daily.push'
import { localDate, localTimeAndWeekday } from '../../platform/clock'
import {
  findCheckIn,
  findChildInScope,
  findMorningWord,
  lockCheckIn,
  upsertCheckIn,
  type ChildRow,
} from './daily.queries'
import {
  checkDeparturePerson,
  checkInView,
  childDaily,
  dailyOn,
  invalid,
  isGuardian,
  modeFor,
  morningWordView,
  nextOpening,
  openingNow,
  schoolDaily,
  writableDate,
  type CheckInUpdateInput,
  type DailyChange,
} from './daily.service'

// Daily check-in (docs/daily.md): the guardian's current check-in (spec 000 §7), a child's day
// read and written (spec 001 §3 Check-in, §5), and the board's one-tap arrival and departure.

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
    opensAt: null,
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
  const closed = refusal === 'closed-today' || refusal === 'outside-opening'
  const [checkIn, word, opensAt] = await Promise.all([
    findCheckIn(db, child.id, today),
    findMorningWord(db, child.id, today),
    closed ? nextOpening(db, child.schoolId, child.timezone, now) : null,
  ])
  return {
    child: {
      id: child.id,
      firstname: child.firstname,
      lastname: child.lastname,
      avatarMediaId: idFromRow<MediaId>(child.avatarMediaId),
      checkIn: checkInView(child.id, child.schoolId, today, checkIn),
      morningWord: morningWordView(child.id, s, today, word),
    },
    schoolId: idFromRow<SchoolId>(child.schoolId),
    date: today,
    timezone: child.timezone,
    mode,
    mayCheckIn: refusal === null,
    refusal,
    opensAt,
    timePickers: checkInTimesEnabled(mode),
    morningWordEnabled: morningWordEnabled(mode),
    allFineEnabled: s.options.allFineEnabled,
    allowedMorningWordItems: s.options.allowedMorningWordItems,
  }
}

// --- check-in ------------------------------------------------------------------------------------

export async function getCheckIn(
  db: Queryable,
  actor: Actor,
  child: ChildRow,
  now: Date,
  date?: string,
): Promise<CheckIn> {
  const c = await childDaily(db, child, now)
  const day = date ?? c.today
  return checkInView(c.child.id, c.schoolId, day, await findCheckIn(db, c.child.id, day))
}

export async function updateCheckIn(
  tx: Queryable,
  actor: Actor,
  child: ChildRow,
  now: Date,
  input: CheckInUpdateInput,
): Promise<{ view: CheckIn; change: DailyChange }> {
  const c = await childDaily(tx, child, now)
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
  child: ChildRow,
  now: Date,
  direction: 'arrival' | 'departure',
): Promise<{ view: CheckIn; change: DailyChange }> {
  const c = await childDaily(tx, child, now)
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
  // The first check-out of the day sends the care-log notice (the care log is then complete).
  if (direction === 'departure' && !current?.departure)
    await pushCareLogReady(tx, now, { childId: c.child.id, schoolId: c.schoolId })
  await audit(tx, actor, direction === 'arrival' ? 'daily.checkIn.arrive' : 'daily.checkIn.depart', {
    childId: c.child.id,
    date: c.today,
  })
  return {
    view: checkInView(c.child.id, c.schoolId, c.today, row),
    change: { schoolId: c.schoolId, childId: c.child.id, date: c.today },
  }
}
