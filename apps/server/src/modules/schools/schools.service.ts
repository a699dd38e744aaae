import { administersGroup } from '@nido/domain/access/scope/admin-scope'
import type { SchoolDetail, SchoolOpenings } from '@nido/domain/contracts/schools'
import type { z } from 'zod'
import type { zSchoolFields, zSchoolOpeningsWrite } from '@nido/domain/contracts/schools'
import { AppError } from '@nido/domain/errors'
import type { Queryable } from '../../db/client'
import { schools } from '../../db/schema/index'
import type { Actor } from '../../platform/actor'
import { adminGroupCondition } from '../../platform/admin-scope'
import { audit } from '../../platform/audit'
import { decodeCursor, encodeCursor, keysetPage } from '../../platform/keyset'
import { attachMedia, detachMedia } from '../media/index'
import {
  groupExists,
  insertSchool,
  openingRows,
  replaceOpeningRows,
  schoolById,
  schoolsPage,
  updateSchool,
} from './schools.queries'

// Administration, schools (docs/administration.md "Schools"). The router has checked the profile
// (super admin, group admin); here a school or group outside the actor's groups answers 404.

type Fields = z.output<typeof zSchoolFields>
type OpeningsWrite = z.output<typeof zSchoolOpeningsWrite>

/** The school, when the actor administers its group (the module's scope function). */
export async function schoolInScope(db: Queryable, actor: Actor, schoolId: string) {
  const school = await schoolById(db, schoolId)
  return school && administersGroup(actor, school.groupId) ? school : undefined
}

export async function listSchools(
  db: Queryable,
  actor: Actor,
  query: { groupId?: string | undefined; cursor?: string | undefined; limit: number },
) {
  if (query.groupId && !administersGroup(actor, query.groupId)) throw new AppError('NOT_FOUND')
  const after = decodeCursor(query.cursor, ['text', 'uuid'])
  const rows = await schoolsPage(db, {
    scope: adminGroupCondition(actor, schools.groupId),
    ...(query.groupId ? { groupId: query.groupId } : {}),
    after: after && { name: after[0], id: after[1] },
    limit: query.limit,
  })
  const page = keysetPage(rows, query.limit, (last) => encodeCursor([last.name, last.id]))
  return { items: page.rows, nextCursor: page.nextCursor }
}

export async function createSchool(
  tx: Queryable,
  actor: Actor,
  input: { groupId: string; school: Fields },
): Promise<SchoolDetail> {
  if (!administersGroup(actor, input.groupId) || !(await groupExists(tx, input.groupId)))
    throw new AppError('NOT_FOUND')
  const schoolId = await insertSchool(tx, { groupId: input.groupId, ...input.school })
  await audit(tx, actor, 'schools.create', { schoolId, groupId: input.groupId })
  return (await schoolById(tx, schoolId))!
}

export async function editSchool(tx: Queryable, actor: Actor, schoolId: string, fields: Fields) {
  await updateSchool(tx, schoolId, fields)
  await audit(tx, actor, 'schools.update', { schoolId })
  return (await schoolById(tx, schoolId))!
}

/** The public page image: a ready picture the actor uploaded as `school-public-image`. */
export async function setSchoolImage(tx: Queryable, actor: Actor, schoolId: string, mediaId: string | null) {
  const kind = 'school-public-image'
  if (mediaId) await attachMedia(tx, actor, { mediaIds: [mediaId], kind, attachedId: schoolId })
  await detachMedia(tx, { kind, attachedId: schoolId, keepIds: mediaId ? [mediaId] : [] })
  await updateSchool(tx, schoolId, { publicImageMediaId: mediaId })
  await audit(tx, actor, 'schools.setImage', { schoolId, mediaId })
  return (await schoolById(tx, schoolId))!
}

/** `HH:mm:ss` from PostgreSQL to the contract's `HH:mm`. */
const hhmm = (time: string) => time.slice(0, 5)

export async function schoolOpenings(db: Queryable, schoolId: string): Promise<SchoolOpenings> {
  const rows = await openingRows(db, schoolId)
  const result: SchoolOpenings = { periods: [], closings: [] }
  for (const r of rows) {
    if (r.type === 'Opening' && r.weekday !== null && r.startsAt && r.endsAt)
      result.periods.push({
        weekday: r.weekday as SchoolOpenings['periods'][number]['weekday'],
        startsAt: hhmm(r.startsAt),
        endsAt: hhmm(r.endsAt),
      })
    if (r.type === 'Closing' && r.dateFrom)
      result.closings.push({ label: r.label ?? '', dateFrom: r.dateFrom, dateTo: r.dateTo ?? r.dateFrom })
  }
  return result
}

/**
 * Replaces the school's weekly periods and closings at once: the page edits the whole set, and
 * one replace keeps the table free of half-saved edits. Overlapping periods of one weekday are
 * refused (the check-in rule reads them as disjoint, spec 000 §5).
 */
export async function replaceSchoolOpenings(
  tx: Queryable,
  actor: Actor,
  schoolId: string,
  input: OpeningsWrite,
) {
  const byDay = new Map<number, Array<{ startsAt: string; endsAt: string }>>()
  for (const p of input.periods) byDay.set(p.weekday, [...(byDay.get(p.weekday) ?? []), p])
  for (const [weekday, periods] of byDay) {
    const sorted = [...periods].sort((a, b) => a.startsAt.localeCompare(b.startsAt))
    for (let i = 1; i < sorted.length; i++)
      if (sorted[i]!.startsAt < sorted[i - 1]!.endsAt)
        throw new AppError('VALIDATION_ERROR', [
          { path: 'body.periods', message: `Periods overlap on weekday ${weekday}` },
        ])
  }
  await replaceOpeningRows(tx, schoolId, [
    ...input.periods.map((p) => ({
      type: 'Opening' as const,
      weekday: p.weekday,
      startsAt: p.startsAt,
      endsAt: p.endsAt,
    })),
    ...input.closings.map((c) => ({
      type: 'Closing' as const,
      dateFrom: c.dateFrom,
      dateTo: c.dateTo,
      label: c.label || null,
    })),
  ])
  await audit(tx, actor, 'schools.replaceOpenings', {
    schoolId,
    periods: input.periods.length,
    closings: input.closings.length,
  })
  return schoolOpenings(tx, schoolId)
}
