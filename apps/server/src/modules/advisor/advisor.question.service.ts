import {
  breakdownVisible,
  npsFromCounts,
  questionFiguresOf,
  type NpsBandRule,
} from '@nido/domain/advisor/scores'
import type { AdvisorCampaignStatus, AdvisorQuestionKind } from '@nido/domain/contracts/advisor'
import type {
  AdvisorLibraryQuestionPage,
  AdvisorQuestionFigures,
  AdvisorQuestionUse,
} from '@nido/domain/contracts/advisor-question'
import type { Queryable } from '../../db/client'
import type { Actor } from '../../platform/actor'
import { decodeCursor, encodeCursor, keysetPage } from '../../platform/keyset'
import type { LibraryRow } from './advisor.queries'
import { listUseRows, useCounts, type UseCountRow } from './advisor.question.queries'
import { reportSettings } from './advisor.report'
import { advisorSchoolsOf, libraryView } from './advisor.service'

// A library question's page (spec 000 §2 /advisor/questions/{id}; docs/advisor.md "A library
// question's page", decision 0067): the question, then each campaign that copied it with that
// copy's figures, as its report shows them (same schools in scope, same domain rules, same
// anonymity floor), and a line pooled from the visible campaigns' answer counts.

type PageQuery = { cursor?: string | undefined; limit: number }

/**
 * A question's figures from its grouped counts (one copy's, or several pooled): the reports' own
 * fold (questionFiguresOf), so a campaign's figures here and in its report never disagree.
 */
function figuresOf(
  rows: readonly UseCountRow[],
  question: { kind: string; nps: boolean },
  rule: NpsBandRule,
): AdvisorQuestionFigures {
  const { npsCounts, distribution, ...counts } = questionFiguresOf(
    rows
      .filter((row) => row.own)
      .map((row) => ({ rating: row.rating, n: Number(row.n), comments: Number(row.comments) })),
    question,
    rule,
  )
  return {
    ...counts,
    average: question.kind === 'text' ? null : counts.average,
    nps: npsCounts ? npsFromCounts(npsCounts.configured) : null,
    npsStandard: npsCounts ? npsFromCounts(npsCounts.standard) : null,
    distribution,
  }
}

/** Each copy's rows, and whether its campaign shows under the anonymity floor (the report's rule). */
function byCopy(counts: readonly UseCountRow[], threshold: number) {
  const rowsOf = new Map<string, UseCountRow[]>()
  for (const row of counts) {
    const list = rowsOf.get(row.question_id)
    if (list) list.push(row)
    else rowsOf.set(row.question_id, [row])
  }
  return new Map(
    [...rowsOf].map(([questionId, rows]) => {
      // The campaign's repliers in the schools counted, whatever the questions they answered.
      const repliers = rows.reduce((total, row) => total + Number(row.sets), 0)
      const first = rows[0]!
      return [questionId, { rows, first, visible: breakdownVisible(first.anonymous, repliers, threshold) }]
    }),
  )
}

export async function libraryQuestionPage(
  db: Queryable,
  actor: Actor,
  library: LibraryRow,
  query: PageQuery,
): Promise<AdvisorLibraryQuestionPage> {
  const scope = advisorSchoolsOf(actor)
  const cursor = decodeCursor(query.cursor, ['at', 'uuid', 'uuid'])
  // The first page carries the pooled line, so its aggregate takes every copy in scope, which it
  // can ask for together with the page; a later page's aggregate takes that page's copies only.
  const [{ rule, threshold }, rows, allCounts] = await Promise.all([
    reportSettings(db),
    listUseRows(db, library.id, scope, cursor, query.limit),
    cursor ? null : useCounts(db, library.id, scope, null),
  ])
  const page = keysetPage(rows, query.limit, (last) =>
    encodeCursor([last.created_at, last.campaign_id, last.question_id]),
  )
  const counts =
    allCounts ??
    (page.rows.length === 0
      ? []
      : await useCounts(
          db,
          library.id,
          scope,
          page.rows.map((r) => r.question_id),
        ))
  const copies = byCopy(counts, threshold)

  const items: AdvisorQuestionUse[] = page.rows.map((row) => {
    const copy = copies.get(row.question_id)
    const visible = copy?.visible ?? breakdownVisible(row.anonymous, 0, threshold)
    return {
      questionId: row.question_id,
      content: row.content,
      kind: row.kind as AdvisorQuestionKind,
      nps: row.nps,
      campaign: {
        id: row.campaign_id,
        name: row.name,
        status: row.status as AdvisorCampaignStatus,
        opensOn: row.opens_on,
        closesOn: row.closes_on,
        anonymous: row.anonymous,
      },
      visible,
      figures: visible ? figuresOf(copy?.rows ?? [], row, rule) : null,
    }
  })

  // Pooled over the visible copies that ask as the library question does (a campaign may have
  // changed a copy's kind before its first reply; stars and a 0–10 scale do not add up).
  const pooled = allCounts
    ? (() => {
        const alike = [...copies.values()].filter(
          (c) => c.visible && c.first.kind === library.kind && c.first.nps === library.nps,
        )
        return {
          ...figuresOf(
            alike.flatMap((c) => c.rows),
            library,
            rule,
          ),
          campaignsCount: new Set(alike.map((c) => c.first.campaign_id)).size,
        }
      })()
    : null

  return {
    question: libraryView(library),
    npsBandRule: rule,
    anonymityThreshold: threshold,
    pooled,
    items,
    nextCursor: page.nextCursor,
  }
}
