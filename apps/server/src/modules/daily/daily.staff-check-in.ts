import { AppError } from '@nido/domain/errors'
import { type StaffClock, type StaffCode } from '@nido/domain/contracts/daily-board'
import type { Queryable } from '../../db/client'
import type { Actor } from '../../platform/actor'
import { audit } from '../../platform/audit'
import { localDate } from '../../platform/clock'
import type { AppDeps } from '../../platform/deps'
import { keyedStaffCodeHash, staffCodeHashes } from './daily.codes'
import { countWrongCheckInCode, mayTryCheckInCode } from './daily.check-in-codes'
import {
  closeStaffCheckIn,
  findStaffCode,
  findStaffCodeOwner,
  isStaffOfSchool,
  lockOpenStaffCheckIn,
  openStaffCheckIn,
  staffCheckInsOfSchoolDay,
  upsertStaffCode,
} from './daily.queries'
import { currentSchoolDaily, dailyOn, managerOn, type DailyChange, type SchoolDaily } from './daily.service'
import { staffView } from './daily.board'

// Staff check-in by personal code on the shared tablet (spec 000 §6; spec 001 §9; docs/daily.md).

// --- staff check-in by code ----------------------------------------------------------------------

/** Spec 000 §6: "Pro check-in needs daily and manager enabled, pro check-in by code allowed". */
async function proCheckInSchool(db: Queryable, actor: Actor): Promise<SchoolDaily> {
  const s = await currentSchoolDaily(db, actor)
  const byCode = s.features.manager.options.allowProCheckInByCode !== false
  if (!dailyOn(s) || !managerOn(s) || !byCode) throw new AppError('FORBIDDEN_BY_FEATURE_SETTINGS')
  return s
}

/**
 * Setting a code tells whether it is taken: 10 changes an hour per person. Wrong codes typed on
 * the tablet are limited in daily.check-in-codes.ts.
 */
export const staffCodeLimits = {
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
  now: Date,
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
    now,
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
  ip: string,
): Promise<{ view: StaffClock; change: DailyChange }> {
  const s = await proCheckInSchool(tx, actor)
  const where = { schoolId: s.schoolId, ip }
  await mayTryCheckInCode(deps, actor, where)
  const owner = await findStaffCodeOwner(tx, s.schoolId, staffCodeHashes(deps.secret, s.schoolId, code))
  // A code of someone who has left the school no longer opens anything.
  if (!owner || !(await isStaffOfSchool(tx, owner.userId, s.schoolId))) {
    await countWrongCheckInCode(deps, actor, where)
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
