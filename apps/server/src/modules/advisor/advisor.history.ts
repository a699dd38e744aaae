import { sql, type SQL } from 'drizzle-orm'
import type { z } from 'zod'
import { AppError } from '@nido/domain/errors'
import type {
  AdvisorHistoryPage,
  AdvisorReplySet,
  AdvisorRespondent,
  zAdvisorHistoryQuery,
} from '@nido/domain/contracts/advisor-history'
import type { AdvisorChannel, AdvisorQuestionKind } from '@nido/domain/contracts/advisor'
import { idFromRow, type SchoolId } from '@nido/domain/ids'
import type { Queryable } from '../../db/client'
import { selectRows } from '../../db/rows'
import {
  advisorCampaigns,
  advisorCampaignSchools,
  advisorQuestions,
  advisorReplies,
  schools,
  sections,
  users,
} from '../../db/schema/index'
import { uuidArray } from '../../db/sql'
import type { Actor } from '../../platform/actor'
import {
  decodeTimeKey,
  encodeTimeKey,
  instantOfPgText,
  keysetPage,
  type TimeKey,
} from '../../platform/keyset'
import { reportSettings } from './advisor.report'
import { findCampaign } from './advisor.queries'
import { advisorSchoolsOf } from './advisor.service'

// The history (spec 000 §2 /advisor/history; docs/advisor.md "History", decision 0068): the reply
// sets received in the actor's schools, newest first, each with its answers. A set is read from
// its `first_of_set` row (decision 0062). An anonymous campaign's sets name nobody and no section,
// and are withheld while the selection has fewer repliers than the anonymity threshold, as its
// report is.

type HistoryQuery = z.output<typeof zAdvisorHistoryQuery>

export interface Selection {
  schoolIds: readonly string[]
  campaignId?: string | undefined
  channel?: AdvisorChannel | undefined
  /** The sets about one child (identified campaigns only keep the child). */
  childId?: string | undefined
}

/** The schools and campaign asked for, within the actor's scope (outside it, NOT_FOUND). */
async function selectionOf(db: Queryable, actor: Actor, query: HistoryQuery): Promise<Selection> {
  const scope = advisorSchoolsOf(actor)
  if (query.schoolId && !scope.includes(query.schoolId)) throw new AppError('NOT_FOUND')
  if (query.campaignId && !(await findCampaign(db, scope, query.campaignId))) throw new AppError('NOT_FOUND')
  return {
    schoolIds: query.schoolId ? [query.schoolId] : [...scope],
    campaignId: query.campaignId,
    channel: query.channel,
  }
}

function setsWhere(s: Selection): SQL {
  // One school as `=`: PostgreSQL 15 reads an index in order for it, not for `= any(array)`.
  const school =
    s.schoolIds.length === 1
      ? sql`r.school_id = ${s.schoolIds[0]}::uuid`
      : sql`r.school_id = any(${uuidArray(s.schoolIds)})`
  const parts = [sql`r.first_of_set`, school]
  if (s.campaignId) parts.push(sql`r.campaign_id = ${s.campaignId}::uuid`)
  if (s.channel) parts.push(sql`r.channel = ${s.channel}`)
  if (s.childId) parts.push(sql`r.child_id = ${s.childId}::uuid`)
  return sql.join(parts, sql` and `)
}

/** The anonymous campaigns with some, but too few, repliers in the selection. */
async function withheldCampaigns(db: Queryable, s: Selection, threshold: number) {
  return selectRows<{ id: string; name: string }>(
    db,
    sql`select c.id, c.name from ${advisorCampaigns} c
        where c.anonymous ${s.campaignId ? sql`and c.id = ${s.campaignId}::uuid` : sql``}
          and exists (select 1 from ${advisorCampaignSchools} cs
                      where cs.campaign_id = c.id and cs.school_id = any(${uuidArray(s.schoolIds)}))
          and (select count(*) from ${advisorReplies} r where r.campaign_id = c.id and ${setsWhere(s)})
              between 1 and ${threshold - 1}
        order by c.name`,
  )
}

interface SetRow {
  id: string
  campaign_id: string
  campaign: string
  anonymous: boolean
  school_id: string
  school: string
  section: string | null
  channel: string
  created_at: string
  user_id: string | null
  child_id: string | null
  person: string | null
  child: string | null
}

async function setRows(
  db: Queryable,
  s: Selection,
  withheld: readonly string[],
  cursor: TimeKey | null,
  limit: number,
): Promise<SetRow[]> {
  // The page of sets first, alone on advisor_replies, so that PostgreSQL reads it in index order
  // and stops at the limit; the names are joined to those rows only. `nulls last` is the indexes'
  // order (drizzle's desc()), without which PostgreSQL sorts every set of the selection.
  return selectRows<SetRow>(
    db,
    sql`with page as (
          select r.reply_set_id, r.campaign_id, r.school_id, r.section_id, r.channel, r.created_at,
            r.user_id, r.child_id
          from ${advisorReplies} r
          where ${setsWhere(s)}
            ${withheld.length > 0 ? sql`and r.campaign_id <> all(${uuidArray(withheld)})` : sql``}
            ${cursor ? sql`and (r.created_at, r.reply_set_id) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)` : sql``}
          order by r.created_at desc nulls last, r.reply_set_id desc nulls last
          limit ${limit + 1})
        select r.reply_set_id as id, r.campaign_id, c.name as campaign, c.anonymous,
          r.school_id, s.name as school, case when c.anonymous then null else sec.name end as section,
          r.channel, r.created_at::text as created_at, r.user_id, r.child_id,
          u.firstname || ' ' || u.lastname as person, ch.firstname || ' ' || ch.lastname as child
        from page r
        join ${advisorCampaigns} c on c.id = r.campaign_id
        join ${schools} s on s.id = r.school_id
        left join ${sections} sec on sec.id = r.section_id
        left join ${users} u on u.id = r.user_id
        left join ${users} ch on ch.id = r.child_id
        order by r.created_at desc nulls last, r.reply_set_id desc nulls last`,
  )
}

interface AnswerRow {
  reply_set_id: string
  question_id: string
  question: string
  kind: AdvisorQuestionKind
  nps: boolean
  rating: number | null
  comment: string | null
}

/** The answers of a page's sets, in their campaigns' question order: one query for the page. */
async function answerRows(db: Queryable, setIds: readonly string[]): Promise<AnswerRow[]> {
  if (setIds.length === 0) return []
  return selectRows<AnswerRow>(
    db,
    sql`select r.reply_set_id, r.question_id, q.content as question, q.kind, q.nps, r.rating, r.comment
        from ${advisorReplies} r join ${advisorQuestions} q on q.id = r.question_id
        where r.reply_set_id = any(${uuidArray(setIds)})
        order by r.reply_set_id, q.position`,
  )
}

/**
 * Who sent a set, as the flows record it (docs/advisor.md "Recording replies"): a signed-in person
 * about a child (popup, phone), the child themself (popup), a named resident (host dialog), or
 * nobody known (a visitor, a public link); an anonymous campaign keeps no one.
 */
export function respondentOf(row: Pick<SetRow, 'anonymous' | 'user_id' | 'child_id' | 'person' | 'child'>) {
  const respondent = (kind: AdvisorRespondent['kind'], name: string | null, child: string | null) => ({
    kind,
    name,
    child,
  })
  if (row.anonymous) return respondent('anonymous', null, null)
  if (row.user_id && row.user_id === row.child_id) return respondent('child', row.child, null)
  if (row.user_id) return respondent('person', row.person, row.child)
  if (row.child_id) return respondent('child', row.child, null)
  return respondent('visitor', null, null)
}

/**
 * A keyset page of the selection's reply sets, newest first, with their answers: the history's,
 * and a child's page's (advisor.children.service.ts) with `childId`.
 */
export async function replySetPage(
  db: Queryable,
  selection: Selection,
  withheld: readonly string[],
  cursor: string | undefined,
  limit: number,
): Promise<{ items: AdvisorReplySet[]; nextCursor: string | null }> {
  const rows = await setRows(db, selection, withheld, decodeTimeKey(cursor), limit)
  // The cursor keeps PostgreSQL's microseconds (keyset.ts), so no set is skipped or repeated.
  const page = keysetPage(rows, limit, (last) => encodeTimeKey({ at: last.created_at, id: last.id }))
  const answers = new Map<string, AnswerRow[]>()
  for (const a of await answerRows(
    db,
    page.rows.map((r) => r.id),
  ))
    answers.set(a.reply_set_id, [...(answers.get(a.reply_set_id) ?? []), a])
  const items = page.rows.map((row): AdvisorReplySet => ({
    id: row.id,
    campaign: { id: row.campaign_id, name: row.campaign, anonymous: row.anonymous },
    school: { id: idFromRow<SchoolId>(row.school_id), name: row.school },
    section: row.section,
    channel: row.channel as AdvisorChannel,
    receivedAt: instantOfPgText(row.created_at),
    respondent: respondentOf(row),
    answers: (answers.get(row.id) ?? []).map((a) => ({
      questionId: a.question_id,
      question: a.question,
      kind: a.kind,
      nps: a.nps,
      rating: a.rating,
      comment: a.comment,
    })),
  }))
  return { items, nextCursor: page.nextCursor }
}

export async function replyHistory(
  db: Queryable,
  actor: Actor,
  query: HistoryQuery,
): Promise<AdvisorHistoryPage> {
  const [selection, { threshold }] = await Promise.all([selectionOf(db, actor, query), reportSettings(db)])
  if (selection.schoolIds.length === 0)
    return { items: [], nextCursor: null, withheld: [], anonymityThreshold: threshold }
  const withheld = await withheldCampaigns(db, selection, threshold)
  const page = await replySetPage(
    db,
    selection,
    withheld.map((c) => c.id),
    query.cursor,
    query.limit,
  )
  return { ...page, withheld, anonymityThreshold: threshold }
}
