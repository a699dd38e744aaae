import { sql } from 'drizzle-orm'
import type { Queryable } from '../../db/client'
import { selectRows } from '../../db/rows'
import {
  advisorCampaigns,
  advisorQuestions,
  advisorReplies,
  childSections,
  schools,
  sections,
  users,
} from '../../db/schema/index'
import { uuidArray } from '../../db/sql'
import type { TimeKey } from '../../platform/keyset'

// SQL of a child's answers (docs/advisor.md "A child's answers"). Every query takes the actor's
// schools into its where: a child is seen through a section of one of them, and only the replies
// given in one of them. The replies are read on advisor_replies_child_idx: a child has a few
// dozen rows (a handful of campaigns a year times their questions), so sorting them costs less
// than a further index on the table every answer flow writes to.

/** The key of the section's children list: by name, then id. */
export interface NameKey {
  lastname: string
  firstname: string
  id: string
}

export interface SectionChildRow {
  id: string
  firstname: string
  lastname: string
}

/** The children of a section of one of these schools, by name (none when it is outside). */
export async function sectionChildRows(
  db: Queryable,
  schoolIds: readonly string[],
  sectionId: string,
  cursor: NameKey | null,
  limit: number,
) {
  const after = cursor
    ? sql`and (c.lastname, c.firstname, c.id) > (${cursor.lastname}, ${cursor.firstname}, ${cursor.id}::uuid)`
    : sql``
  return selectRows<SectionChildRow>(
    db,
    sql`select c.id, c.firstname, c.lastname
    from ${childSections} cs
    join ${sections} s on s.id = cs.section_id
    join ${users} c on c.id = cs.child_id
    where cs.section_id = ${sectionId} and s.school_id = any(${uuidArray(schoolIds)})
      and c.profile_type = 'CHILD' ${after}
    order by c.lastname, c.firstname, c.id
    limit ${limit + 1}`,
  )
}

export interface ChildRow {
  id: string
  firstname: string
  lastname: string
  school_id: string
  school_name: string
  section_id: string
  section_name: string
}

/**
 * The child, through a section of one of these schools (the first by school and section name
 * when there are several); undefined when the id is not a child's or the child is outside them.
 */
export async function childInSchools(db: Queryable, schoolIds: readonly string[], childId: string) {
  const [row] = await selectRows<ChildRow>(
    db,
    sql`select c.id, c.firstname, c.lastname, sc.id as school_id, sc.name as school_name,
      s.id as section_id, s.name as section_name
    from ${users} c
    join ${childSections} cs on cs.child_id = c.id
    join ${sections} s on s.id = cs.section_id
    join ${schools} sc on sc.id = s.school_id
    where c.id = ${childId} and c.profile_type = 'CHILD' and s.school_id = any(${uuidArray(schoolIds)})
    order by sc.name, sc.id, s.name, s.id
    limit 1`,
  )
  return row
}

export interface HeadlineRow {
  kind: string
  nps: boolean
  rating: number | null
  n: number
  sets: number
}

/** Every answer about the child in these schools, counted by question kind and rating. */
export async function childRatingCounts(db: Queryable, schoolIds: readonly string[], childId: string) {
  return selectRows<HeadlineRow>(
    db,
    sql`select q.kind, q.nps, r.rating, count(*)::int as n,
      (count(*) filter (where r.first_of_set))::int as sets
    from ${advisorReplies} r
    join ${advisorQuestions} q on q.id = r.question_id
    where r.child_id = ${childId} and r.school_id = any(${uuidArray(schoolIds)})
    group by 1, 2, 3`,
  )
}

export interface ReplySetRow {
  reply_set_id: string
  campaign_id: string
  campaign_name: string
  school_id: string
  channel: string
  /** ISO-8601 in UTC, for the page. */
  answered_at: string
  /** As PostgreSQL prints it, microseconds kept, for the cursor. */
  at_key: string
  respondent_kind: 'guardian' | 'child' | null
  respondent_firstname: string | null
  respondent_lastname: string | null
}

/**
 * One row per reply set about the child in these schools (its first answer, decision 0062),
 * newest first. The respondent is the reply's user when a guardian or the child themself.
 */
export async function childReplySetRows(
  db: Queryable,
  schoolIds: readonly string[],
  childId: string,
  cursor: TimeKey | null,
  limit: number,
) {
  const before = cursor
    ? sql`and (r.created_at, r.reply_set_id) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)`
    : sql``
  return selectRows<ReplySetRow>(
    db,
    sql`select r.reply_set_id, r.campaign_id, c.name as campaign_name, r.school_id, r.channel,
      to_char(r.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as answered_at,
      r.created_at::text as at_key,
      case when u.profile_type = 'GUARDIAN' then 'guardian'
        when u.id = r.child_id then 'child' end as respondent_kind,
      u.firstname as respondent_firstname, u.lastname as respondent_lastname
    from ${advisorReplies} r
    join ${advisorCampaigns} c on c.id = r.campaign_id
    left join ${users} u on u.id = r.user_id
    where r.child_id = ${childId} and r.first_of_set and r.school_id = any(${uuidArray(schoolIds)}) ${before}
    order by r.created_at desc, r.reply_set_id desc
    limit ${limit + 1}`,
  )
}

export interface AnswerRow {
  reply_set_id: string
  question_id: string
  content: string
  kind: string
  nps: boolean
  rating: number | null
  comment: string | null
}

/** The answers of these reply sets about the child, in question order. */
export async function answersOfSets(db: Queryable, childId: string, replySetIds: readonly string[]) {
  if (replySetIds.length === 0) return []
  return selectRows<AnswerRow>(
    db,
    sql`select r.reply_set_id, r.question_id, q.content, q.kind, q.nps, r.rating, r.comment
    from ${advisorReplies} r
    join ${advisorQuestions} q on q.id = r.question_id
    where r.child_id = ${childId} and r.reply_set_id = any(${uuidArray(replySetIds)})
    order by r.reply_set_id, q.position, q.id`,
  )
}
