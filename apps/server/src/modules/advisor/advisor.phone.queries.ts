import { and, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm'
import type { Queryable } from '../../db/client'
import {
  advisorCalls,
  advisorCampaigns,
  advisorCampaignSchools,
  advisorParticipations,
  childSections,
  featureFlags,
  guardianships,
  schools,
  sections,
  users,
} from '../../db/schema/index'
import { uuidArray } from '../../db/sql'
import { selectRows } from '../../db/rows'
import { beforeKey, type TimeKey } from '../../platform/keyset'
import type { CampaignRow } from './advisor.queries'

// SQL of the telephone surveys (docs/advisor.md "Telephone surveys"). The campaigns and the call
// list are filtered by the actor's schools in SQL; the call list pages by name on the guardians.

/**
 * The schools among these whose phone surveys are not disabled: advisor option
 * allowPhonecallSurvey of the school's own flag row, else of the global row (platform/features
 * merges them the same way), not false (spec 000 §6 "not disabled").
 */
export async function phoneAllowedSchools(db: Queryable, schoolIds: readonly string[]) {
  if (schoolIds.length === 0) return []
  const rows = await db
    .select({ schoolId: featureFlags.schoolId, options: featureFlags.options })
    .from(featureFlags)
    .where(
      and(
        eq(featureFlags.key, 'advisor'),
        or(isNull(featureFlags.schoolId), inArray(featureFlags.schoolId, [...schoolIds])),
      ),
    )
  const global = rows.find((r) => r.schoolId === null)?.options.allowPhonecallSurvey
  const own = new Map(rows.filter((r) => r.schoolId !== null).map((r) => [r.schoolId!, r.options]))
  return schoolIds.filter((id) => (own.get(id)?.allowPhonecallSurvey ?? global) !== false)
}

/** Active campaigns asking families and reaching one of these schools, newest first. */
export async function listPhoneCampaignRows(
  db: Queryable,
  schoolIds: readonly string[],
  cursor: TimeKey | null,
  limit: number,
): Promise<CampaignRow[]> {
  if (schoolIds.length === 0) return []
  return db
    .select()
    .from(advisorCampaigns)
    .where(
      and(
        eq(advisorCampaigns.status, 'active'),
        sql`'families' = any(${advisorCampaigns.audiences})`,
        sql`exists (select 1 from ${advisorCampaignSchools} where ${advisorCampaignSchools.campaignId} = ${advisorCampaigns.id} and ${advisorCampaignSchools.schoolId} = any(${uuidArray(schoolIds)}))`,
        beforeKey(advisorCampaigns.createdAt, advisorCampaigns.id, cursor),
      ),
    )
    .orderBy(desc(advisorCampaigns.createdAt), desc(advisorCampaigns.id))
    .limit(limit + 1)
}

/** The campaigns' schools among these, by name. */
export async function campaignSchoolsIn(
  db: Queryable,
  campaignIds: readonly string[],
  schoolIds: readonly string[],
) {
  if (campaignIds.length === 0 || schoolIds.length === 0) return []
  return db
    .select({ campaignId: advisorCampaignSchools.campaignId, id: schools.id, name: schools.name })
    .from(advisorCampaignSchools)
    .innerJoin(schools, eq(schools.id, advisorCampaignSchools.schoolId))
    .where(
      and(
        inArray(advisorCampaignSchools.campaignId, [...campaignIds]),
        inArray(advisorCampaignSchools.schoolId, [...schoolIds]),
      ),
    )
    .orderBy(schools.name, schools.id)
}

export async function campaignSchool(db: Queryable, campaignId: string, schoolId: string) {
  const [row] = await db
    .select({ id: schools.id, timezone: schools.timezone })
    .from(advisorCampaignSchools)
    .innerJoin(schools, eq(schools.id, advisorCampaignSchools.schoolId))
    .where(and(eq(advisorCampaignSchools.campaignId, campaignId), eq(schools.id, schoolId)))
  return row
}

/** The guardians a call list offers: those who can be reached (not hidden, not leaving). */
const callableStatuses = sql`('Active', 'Inactive')`

/** Key of the call list's order: the guardian's name and id, then the child's id. */
export interface CallListKey {
  lastname: string
  firstname: string
  guardianId: string
  childId: string
}

export interface CallListRow {
  guardian_id: string
  guardian_firstname: string
  guardian_lastname: string
  phone: string | null
  child_id: string
  child_firstname: string
  child_lastname: string
  answered: boolean
  call_count: number
  outcome: string | null
  called_at: string | null
  note: string | null
  interviewer_firstname: string | null
  interviewer_lastname: string | null
}

/**
 * Every guardian of every child in a section of the school, one line per guardian and child, by
 * the guardian's name; each with whether they took part and their last call (advisor_calls_list_idx).
 */
export async function callListRows(
  db: Queryable,
  campaignId: string,
  schoolId: string,
  cursor: CallListKey | null,
  limit: number,
) {
  const after = cursor
    ? sql`and (g.lastname, g.firstname, g.id, f.child_id) > (${cursor.lastname}, ${cursor.firstname}, ${cursor.guardianId}::uuid, ${cursor.childId}::uuid)`
    : sql``
  return selectRows<CallListRow>(
    db,
    sql`
    select g.id as guardian_id, g.firstname as guardian_firstname, g.lastname as guardian_lastname,
      g.phone, c.id as child_id, c.firstname as child_firstname, c.lastname as child_lastname,
      exists (select 1 from ${advisorParticipations} p where p.campaign_id = ${campaignId}
        and p.user_id = g.id and p.child_id = c.id and p.session_id is null) as answered,
      coalesce(calls.n, 0)::int as call_count,
      last.outcome, last.note,
      to_char(last.called_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as called_at,
      i.firstname as interviewer_firstname, i.lastname as interviewer_lastname
    from (
      select distinct gs.guardian_id, gs.child_id
      from ${guardianships} gs
      join ${childSections} cs on cs.child_id = gs.child_id
      join ${sections} s on s.id = cs.section_id
      where s.school_id = ${schoolId}
    ) f
    join ${users} g on g.id = f.guardian_id
    join ${users} c on c.id = f.child_id
    left join lateral (
      select ac.outcome, ac.called_at, ac.note, ac.interviewer_id from ${advisorCalls} ac
      where ac.campaign_id = ${campaignId} and ac.school_id = ${schoolId}
        and ac.guardian_id = f.guardian_id and ac.child_id = f.child_id
      order by ac.called_at desc, ac.id desc limit 1
    ) last on true
    left join lateral (
      select count(*) as n from ${advisorCalls} ac
      where ac.campaign_id = ${campaignId} and ac.school_id = ${schoolId}
        and ac.guardian_id = f.guardian_id and ac.child_id = f.child_id
    ) calls on true
    left join ${users} i on i.id = last.interviewer_id
    where g.status in ${callableStatuses} ${after}
    order by g.lastname, g.firstname, g.id, f.child_id
    limit ${limit + 1}`,
  )
}

/** The guardian and the child's section in the school, when the guardian is one of the child's. */
export async function familyInSchool(db: Queryable, schoolId: string, guardianId: string, childId: string) {
  const [row] = await db
    .select({ sectionId: sections.id })
    .from(guardianships)
    .innerJoin(users, eq(users.id, guardianships.guardianId))
    .innerJoin(childSections, eq(childSections.childId, guardianships.childId))
    .innerJoin(sections, eq(sections.id, childSections.sectionId))
    .where(
      and(
        eq(guardianships.guardianId, guardianId),
        eq(guardianships.childId, childId),
        eq(sections.schoolId, schoolId),
        sql`${users.status} in ${callableStatuses}`,
      ),
    )
    .orderBy(sections.name)
    .limit(1)
  return row
}

export async function hasParticipation(db: Queryable, campaignId: string, userId: string, childId: string) {
  const [row] = await db
    .select({ id: advisorParticipations.id })
    .from(advisorParticipations)
    .where(
      and(
        eq(advisorParticipations.campaignId, campaignId),
        eq(advisorParticipations.userId, userId),
        eq(advisorParticipations.childId, childId),
        isNull(advisorParticipations.sessionId),
      ),
    )
  return row !== undefined
}

export async function insertCall(db: Queryable, values: typeof advisorCalls.$inferInsert) {
  const [row] = await db.insert(advisorCalls).values(values).returning()
  return row!
}
