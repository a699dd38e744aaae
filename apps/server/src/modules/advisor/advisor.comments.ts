import { sql } from 'drizzle-orm'
import type { z } from 'zod'
import { breakdownVisible } from '@nido/domain/advisor/scores'
import type { AdvisorChannel, AdvisorComment, zAdvisorCommentsQuery } from '@nido/domain/contracts/advisor'
import { idFromRow, type SchoolId, type SectionId } from '@nido/domain/ids'
import type { Queryable } from '../../db/client'
import { selectRows } from '../../db/rows'
import { advisorQuestions, advisorReplies, schools } from '../../db/schema/index'
import type { Actor } from '../../platform/actor'
import { csvFile } from '../../platform/csv'
import {
  decodeTimeKey,
  encodeTimeKey,
  instantOfPgText,
  keysetPage,
  type TimeKey,
} from '../../platform/keyset'
import type { CampaignRow } from './advisor.queries'
import { filtersOf, replyWhere, reportSettings, type Filters } from './advisor.report'

// A campaign's comments (docs/advisor.md "Reports"): a keyset list and its CSV export, over the
// report's filters; an anonymous campaign's are withheld under the anonymity threshold.

type CommentsQuery = z.output<typeof zAdvisorCommentsQuery>

interface CommentRow {
  id: string
  question_id: string
  question: string
  school_id: string
  school: string
  section_id: string | null
  rating: number | null
  comment: string
  channel: string
  created_at: string
}

async function commentRows(
  db: Queryable,
  campaignId: string,
  f: Filters,
  questionId: string | undefined,
  cursor: TimeKey | null,
  limit: number,
): Promise<CommentRow[]> {
  if (f.schoolIds.length === 0) return []
  return selectRows<CommentRow>(
    db,
    sql`select r.id, r.question_id, q.content as question, r.school_id, s.name as school, r.section_id,
          r.rating, r.comment, r.channel, r.created_at::text as created_at
        from ${advisorReplies} r
        join ${advisorQuestions} q on q.id = r.question_id
        join ${schools} s on s.id = r.school_id
        where ${replyWhere(campaignId, f)} and r.comment is not null
          ${questionId ? sql`and r.question_id = ${questionId}::uuid` : sql``}
          ${cursor ? sql`and (r.created_at, r.id) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)` : sql``}
        order by r.created_at desc nulls last, r.id desc nulls last
        limit ${limit + 1}`,
  )
}

/** An anonymous campaign's comments show only when the selection has enough repliers. */
async function commentsVisible(db: Queryable, campaign: CampaignRow, f: Filters, threshold: number) {
  if (!campaign.anonymous) return true
  if (f.schoolIds.length === 0) return false
  const [row] = await selectRows<{ n: string | number }>(
    db,
    sql`select count(*) as n from ${advisorReplies} r where ${replyWhere(campaign.id, f)} and r.first_of_set`,
  )
  return breakdownVisible(true, Number(row?.n ?? 0), threshold)
}

const commentView = (row: CommentRow): AdvisorComment => ({
  id: row.id,
  questionId: row.question_id,
  question: row.question,
  schoolId: idFromRow<SchoolId>(row.school_id),
  school: row.school,
  sectionId: row.section_id ? idFromRow<SectionId>(row.section_id) : null,
  rating: row.rating,
  comment: row.comment,
  channel: row.channel as AdvisorChannel,
  createdAt: instantOfPgText(row.created_at),
})

export async function campaignComments(
  db: Queryable,
  actor: Actor,
  campaign: CampaignRow,
  query: CommentsQuery,
) {
  const { threshold } = await reportSettings(db)
  const filters = await filtersOf(db, actor, campaign, query)
  if (!(await commentsVisible(db, campaign, filters, threshold))) return { items: [], nextCursor: null }
  const rows = await commentRows(
    db,
    campaign.id,
    filters,
    query.questionId,
    decodeTimeKey(query.cursor),
    query.limit,
  )
  // The cursor keeps PostgreSQL's microseconds (keyset.ts), so no row is skipped or repeated.
  const page = keysetPage(rows, query.limit, (last) => encodeTimeKey({ at: last.created_at, id: last.id }))
  return { items: page.rows.map(commentView), nextCursor: page.nextCursor }
}

const csvHeader = ['createdAt', 'school', 'sectionId', 'question', 'rating', 'comment', 'channel']

export async function exportCampaignComments(
  db: Queryable,
  actor: Actor,
  campaign: CampaignRow,
  query: CommentsQuery,
): Promise<Buffer> {
  const { items } = await campaignComments(db, actor, campaign, query)
  return csvFile(
    csvHeader,
    items.map((c) => [
      c.createdAt,
      c.school,
      c.sectionId ?? '',
      c.question,
      c.rating === null ? '' : String(c.rating),
      c.comment,
      c.channel,
    ]),
  )
}
