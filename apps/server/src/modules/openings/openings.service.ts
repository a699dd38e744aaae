import { AppError } from '@nido/domain/errors'
import { idFromRow, type SchoolId } from '@nido/domain/ids'
import type { OpeningDetails, RegularOpenings } from '@nido/domain/contracts/openings'
import { openingDay, weekdayOf, weeklyHours } from '@nido/domain/rules/openings'
import type { Queryable } from '../../db/client'
import type { Actor } from '../../platform/actor'
import { localDate, localTimeAndWeekday } from '../../platform/clock'
import { closingsOn, findSchoolInScope, regularOpenings } from './openings.queries'

/** A school outside the actor's structure tree answers 404, so ids cannot be probed. */
async function schoolInScope(db: Queryable, actor: Actor, schoolId: string) {
  const school = await findSchoolInScope(db, schoolId, actor.structureTreeScope.schoolIds)
  if (!school) throw new AppError('NOT_FOUND')
  return school
}

/**
 * Spec 000 §7 opening details: the date defaults to the school's today (ARCHITECTURE §5), and
 * isOpenNow is only given for today, where "now" has a meaning (spec 000 §5 guardian check-in).
 */
export async function openingDetails(
  db: Queryable,
  actor: Actor,
  now: Date,
  input: { schoolId: string; date?: string | undefined },
): Promise<OpeningDetails> {
  const school = await schoolInScope(db, actor, input.schoolId)
  const today = localDate(now, school.timezone)
  const date = input.date ?? today
  const [regular, closings] = await Promise.all([
    regularOpenings(db, school.id, weekdayOf(date)),
    closingsOn(db, school.id, date),
  ])
  const time = date === today ? localTimeAndWeekday(now, school.timezone).time : undefined
  const day = openingDay({ regular, closings, date, time })
  return { schoolId: idFromRow<SchoolId>(school.id), date, timezone: school.timezone, ...day }
}

export async function regularOpeningsOf(
  db: Queryable,
  actor: Actor,
  schoolId: string,
): Promise<RegularOpenings> {
  const school = await schoolInScope(db, actor, schoolId)
  const regular = await regularOpenings(db, school.id)
  return {
    schoolId: idFromRow<SchoolId>(school.id),
    timezone: school.timezone,
    weekdays: weeklyHours(regular),
  }
}
