import { sql } from 'drizzle-orm'
import type { Queryable } from '../../db/client'
import { selectRows } from '../../db/rows'
import {
  advisorCampaigns,
  advisorCampaignSchools,
  advisorQuestions,
  advisorReplies,
} from '../../db/schema/index'
import { uuidArray } from '../../db/sql'

// SQL of a library question's page (docs/advisor.md "A library question's page"): the campaign
// questions copied from it, in campaigns reaching the actor's schools, newest campaign first
// (advisor_questions_library_idx), and one aggregate of their answers for the whole page.

/** A campaign reaching one of these schools (the campaign list's scope). */
const reaches = (schoolIds: readonly string[]) =>
  sql`exists (select 1 from ${advisorCampaignSchools} cs0
    where cs0.campaign_id = c.id and cs0.school_id = any(${uuidArray(schoolIds)}))`

export interface UseRow {
  question_id: string
  content: string
  kind: string
  nps: boolean
  campaign_id: string
  name: string
  status: string
  opens_on: string
  closes_on: string | null
  anonymous: boolean
  /** As PostgreSQL prints it, microseconds kept, for the cursor (platform/keyset.ts). */
  created_at: string
}

export type UseKey = readonly [at: string, campaignId: string, questionId: string]

/** A keyset page (`limit + 1` rows) of the copies, by (campaign created_at, campaign id, question id) descending. */
export async function listUseRows(
  db: Queryable,
  libraryQuestionId: string,
  schoolIds: readonly string[],
  cursor: UseKey | null,
  limit: number,
): Promise<UseRow[]> {
  const after = cursor
    ? sql`and (c.created_at, c.id, q.id) < (${cursor[0]}::timestamptz, ${cursor[1]}::uuid, ${cursor[2]}::uuid)`
    : sql``
  return selectRows<UseRow>(
    db,
    sql`select q.id as question_id, q.content, q.kind, q.nps, c.id as campaign_id, c.name, c.status,
        c.opens_on::text as opens_on, c.closes_on::text as closes_on, c.anonymous,
        c.created_at::text as created_at
      from ${advisorQuestions} q join ${advisorCampaigns} c on c.id = q.campaign_id
      where q.library_question_id = ${libraryQuestionId}::uuid and ${reaches(schoolIds)} ${after}
      order by c.created_at desc, c.id desc, q.id desc
      limit ${limit + 1}`,
  )
}

export interface UseCountRow {
  question_id: string
  campaign_id: string
  kind: string
  nps: boolean
  anonymous: boolean
  /** The copy's own answers by rating; null on the row that only counts the campaign's repliers. */
  rating: number | null
  own: boolean
  n: string | number
  comments: string | number
  /** Reply sets opened (decision 0062: counted from each set's first row), whatever their question. */
  sets: string | number
}

/**
 * One aggregate for the page: per copy, its answers by rating with their comments, and its
 * campaign's repliers, over the campaign's schools within the actor's scope (a director's: their
 * school). `questionIds` narrows it to a page's copies; null takes every copy in scope (the pooled
 * line). Answers to the campaign's other questions are read for their first-of-set rows only.
 */
export async function useCounts(
  db: Queryable,
  libraryQuestionId: string,
  schoolIds: readonly string[],
  questionIds: readonly string[] | null,
): Promise<UseCountRow[]> {
  const only = questionIds ? sql`and q.id = any(${uuidArray(questionIds)})` : sql``
  return selectRows<UseCountRow>(
    db,
    sql`select q.id as question_id, q.campaign_id, q.kind, q.nps, c.anonymous,
        case when r.question_id = q.id then r.rating end as rating,
        coalesce(r.question_id = q.id, false) as own,
        count(r.question_id) as n,
        count(*) filter (where r.question_id = q.id and r.has_comment) as comments,
        count(*) filter (where r.first_of_set) as sets
      from ${advisorQuestions} q
      join ${advisorCampaigns} c on c.id = q.campaign_id
      left join ${advisorReplies} r on r.campaign_id = q.campaign_id
        and r.school_id = any(${uuidArray(schoolIds)})
        and (r.question_id = q.id or r.first_of_set)
        and exists (select 1 from ${advisorCampaignSchools} cs
          where cs.campaign_id = r.campaign_id and cs.school_id = r.school_id)
      where q.library_question_id = ${libraryQuestionId}::uuid and ${reaches(schoolIds)} ${only}
      group by 1, 2, 3, 4, 5, 6, 7`,
  )
}
