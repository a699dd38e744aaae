import { sql, type SQL } from 'drizzle-orm'
import type { z } from 'zod'
import { AppError } from '@nido/domain/errors'
import {
  averageFromSum,
  breakdownVisible,
  defaultAnonymityThreshold,
  emptyNpsCounts,
  headlineOf,
  npsBandOf,
  npsBandRules,
  npsFromCounts,
  questionFiguresOf,
  type AnswerCount,
  type NpsBandRule,
  type NpsCounts,
} from '@nido/domain/advisor/scores'
import type {
  AdvisorGranularity,
  AdvisorQuestionKind,
  AdvisorReport,
  AdvisorTrendPoint,
  zAdvisorReportQuery,
} from '@nido/domain/contracts/advisor'
import type { Queryable } from '../../db/client'
import { selectRows } from '../../db/rows'
import { advisorReplies } from '../../db/schema/index'
import { uuidArray } from '../../db/sql'
import type { Actor } from '../../platform/actor'
import { schoolAndGlobalFeatures } from '../../platform/features'
import {
  campaignSchoolsOf,
  findSector,
  questionsOf,
  sectionSchool,
  sectorSchoolIds,
  type CampaignRow,
} from './advisor.queries'
import { advisorSchoolsOf } from './advisor.service'

// Reports (spec 001 §9; docs/advisor.md "Reports"): one SQL aggregate by period, question and rating
// value, with the repliers; the scores are computed from those counts with the domain rules,
// so NPS pools the answers of every school instead of averaging per-school scores. An anonymous
// campaign's figures are withheld under the anonymity threshold, on the server. Its comments:
// advisor.comments.ts.

type ReportQuery = z.output<typeof zAdvisorReportQuery>

/** The global advisor options that shape reports (feature options, docs/advisor.md "Settings"). */
export async function reportSettings(db: Queryable) {
  const { global } = await schoolAndGlobalFeatures(db, null)
  const options = global.advisor.options
  const rule = npsBandRules.find((r) => r === options.npsBandRule) ?? 'default'
  const threshold =
    typeof options.anonymityThreshold === 'number' && options.anonymityThreshold >= 1
      ? Math.floor(options.anonymityThreshold)
      : defaultAnonymityThreshold
  return { rule: rule satisfies NpsBandRule, threshold }
}

export interface Filters {
  schoolIds: string[]
  sectionId?: string | undefined
  from?: string | undefined
  to?: string | undefined
  /** A filter narrower than everything the campaign reaches: no response rate then. */
  narrowed: boolean
}

/**
 * The schools a report covers: the campaign's, within the actor's scope (a director sees their
 * school's answers only), narrowed by the filters; a filter outside them answers NOT_FOUND.
 */
export async function filtersOf(
  db: Queryable,
  actor: Actor,
  campaign: CampaignRow,
  query: {
    schoolId?: string | undefined
    sectorId?: string | undefined
    sectionId?: string | undefined
    from?: string | undefined
    to?: string | undefined
  },
): Promise<Filters> {
  const scope = new Set(advisorSchoolsOf(actor))
  // Independent reads, sent together: a report's latency is mostly round trips besides its aggregate.
  const [campaignSchools, sector, sectorMembers, sectionSchoolId] = await Promise.all([
    campaignSchoolsOf(db, [campaign.id]),
    query.sectorId ? findSector(db, advisorSchoolsOf(actor), query.sectorId) : undefined,
    query.sectorId ? sectorSchoolIds(db, [query.sectorId]) : [],
    query.sectionId ? sectionSchool(db, query.sectionId) : undefined,
  ])
  const all = campaignSchools.map((s) => s.id)
  let schoolIds = all.filter((id) => scope.has(id))
  if (query.schoolId) {
    if (!schoolIds.includes(query.schoolId)) throw new AppError('NOT_FOUND')
    schoolIds = [query.schoolId]
  }
  if (query.sectorId) {
    if (!sector) throw new AppError('NOT_FOUND')
    const members = new Set(sectorMembers.map((m) => m.schoolId))
    schoolIds = schoolIds.filter((id) => members.has(id))
  }
  if (query.sectionId) {
    if (!sectionSchoolId || !schoolIds.includes(sectionSchoolId)) throw new AppError('NOT_FOUND')
  }
  return {
    schoolIds,
    sectionId: query.sectionId,
    from: query.from,
    to: query.to,
    narrowed: schoolIds.length !== all.length || Boolean(query.sectionId || query.from || query.to),
  }
}

export function replyWhere(campaignId: string, f: Filters): SQL {
  const parts: SQL[] = [
    sql`r.campaign_id = ${campaignId}::uuid`,
    sql`r.school_id = any(${uuidArray(f.schoolIds)})`,
  ]
  if (f.sectionId) parts.push(sql`r.section_id = ${f.sectionId}::uuid`)
  // Dates are read in UTC: an anonymous reply keeps only its UTC day (advisor.service.ts).
  if (f.from) parts.push(sql`r.created_at >= ${f.from}::date::timestamp at time zone 'UTC'`)
  if (f.to) parts.push(sql`r.created_at < (${f.to}::date + 1)::timestamp at time zone 'UTC'`)
  return sql.join(parts, sql` and `)
}

/**
 * The report's one aggregate (decision 0062): answers by period × question × rating, with their
 * comments and the reply sets they open. Rows are first grouped by UTC day with `date_bin`, which is
 * plain arithmetic on the stored instant, then the few day rows by the asked period, so the costly
 * calendar functions run once per day instead of once per answer. A reply set is written at one
 * instant, so its `first_of_set` row falls in the period of all its answers.
 */
function countsQuery(where: SQL, granularity: AdvisorGranularity): SQL {
  return sql`with days as (
      select date_bin('1 day', r.created_at, timestamptz '1970-01-01 00:00:00+00') as day,
        r.question_id, r.rating, count(*) as n,
        count(*) filter (where r.has_comment) as comments,
        count(*) filter (where r.first_of_set) as sets
      from ${advisorReplies} r where ${where} group by 1, 2, 3)
    select to_char(date_trunc(${granularity}, day at time zone 'UTC'), 'YYYY-MM-DD') as period,
      question_id, rating, sum(n) as n, sum(comments) as comments, sum(sets) as sets
    from days group by 1, 2, 3`
}

interface CountRow {
  period: string
  question_id: string
  rating: number | null
  n: string | number
  comments: string | number
  sets: string | number
}

function npsScores(configured: NpsCounts, standard: NpsCounts) {
  const total = configured.positive + configured.neutral + configured.negative
  if (total === 0) return null
  return {
    configured: npsFromCounts(configured),
    standard: npsFromCounts(standard),
    ...configured,
    standardPositive: standard.positive,
    standardNegative: standard.negative,
  }
}

/** Repliers over eligible people, in percent to 1 decimal; only for the whole campaign. */
export function responseRateOf(repliersCount: number, eligibleCount: number | null, narrowed: boolean) {
  return !narrowed && eligibleCount ? Math.round((repliersCount * 1000) / eligibleCount) / 10 : null
}

export async function campaignReport(
  db: Queryable,
  actor: Actor,
  campaign: CampaignRow,
  query: ReportQuery,
): Promise<AdvisorReport> {
  const [{ rule, threshold }, filters, questions] = await Promise.all([
    reportSettings(db),
    filtersOf(db, actor, campaign, query),
    questionsOf(db, [campaign.id]),
  ])
  const granularity = query.granularity
  const counts =
    filters.schoolIds.length === 0
      ? []
      : await selectRows<CountRow>(db, countsQuery(replyWhere(campaign.id, filters), granularity))
  // Repliers by period, from the reply sets' first rows (every row counts, whatever its question).
  const repliersOf = new Map<string, number>()
  for (const row of counts) repliersOf.set(row.period, (repliersOf.get(row.period) ?? 0) + Number(row.sets))
  const repliers = [...repliersOf]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([period, n]) => ({ period, n }))
  const repliersCount = repliers.reduce((sum, r) => sum + r.n, 0)
  const visible = breakdownVisible(campaign.anonymous, repliersCount, threshold)
  const base = {
    campaignId: campaign.id,
    anonymous: campaign.anonymous,
    npsBandRule: rule,
    anonymityThreshold: threshold,
    visible,
    eligibleCount: campaign.eligibleCount,
    granularity,
  }
  if (!visible)
    return {
      ...base,
      repliersCount: 0,
      ratingsCount: 0,
      commentsCount: 0,
      average: null,
      npsScores: null,
      responseRate: null,
      questions: [],
      trends: [],
    }

  const kindOf = new Map(questions.map((q) => [q.id, q]))
  const answered = (row: CountRow) => row.rating !== null && row.rating >= 0
  // Star questions give the ratings average (spec 001 §9 "average rounded to 1 decimal"); NPS
  // questions give the NPS; a 0–10 question without the flag has its own average only.
  let ratingsCount = 0
  let commentsCount = 0
  const perQuestion = new Map(questions.map((q) => [q.id, [] as AnswerCount[]]))
  const perPeriod = new Map<
    string,
    { sum: number; count: number; ratings: number; comments: number; nps: NpsCounts }
  >()
  const periodBucket = (p: string) => {
    let bucket = perPeriod.get(p)
    if (!bucket) {
      bucket = { sum: 0, count: 0, ratings: 0, comments: 0, nps: emptyNpsCounts() }
      perPeriod.set(p, bucket)
    }
    return bucket
  }
  for (const row of counts) {
    const question = kindOf.get(row.question_id)
    const answers = perQuestion.get(row.question_id)
    if (!question || !answers) continue
    const n = Number(row.n)
    const comments = Number(row.comments)
    answers.push({ rating: row.rating, n, comments })
    const bucket = periodBucket(row.period)
    commentsCount += comments
    bucket.comments += comments
    if (!answered(row)) continue
    const rating = row.rating!
    ratingsCount += n
    bucket.ratings += n
    if (question.kind === 'stars') {
      bucket.sum += rating * n
      bucket.count += n
    }
    if (question.nps) bucket.nps[npsBandOf(rating, rule)] += n
  }

  const trends: AdvisorTrendPoint[] = repliers.map((r) => {
    const bucket = periodBucket(r.period)
    const n = r.n
    // A period is a breakdown too: under the threshold its figures are withheld.
    if (!breakdownVisible(campaign.anonymous, n, threshold))
      return {
        period: r.period,
        average: null,
        nps: null,
        positive: 0,
        neutral: 0,
        negative: 0,
        ratingsCount: 0,
        commentsCount: 0,
        repliersCount: 0,
      }
    return {
      period: r.period,
      average: averageFromSum(bucket.sum, bucket.count),
      nps: npsFromCounts(bucket.nps),
      ...bucket.nps,
      ratingsCount: bucket.ratings,
      commentsCount: bucket.comments,
      repliersCount: n,
    }
  })

  // The headline folds the same counts as the dashboard's cards do (advisor.summary.ts).
  const headline = headlineOf(
    counts.flatMap((row) => {
      const question = kindOf.get(row.question_id)
      return question && row.rating !== null
        ? [{ kind: question.kind, nps: question.nps, rating: row.rating, n: Number(row.n) }]
        : []
    }),
    rule,
  )
  return {
    ...base,
    repliersCount,
    ratingsCount,
    commentsCount,
    average: headline.average,
    npsScores: npsScores(headline.configured, headline.standard),
    responseRate: responseRateOf(repliersCount, campaign.eligibleCount, filters.narrowed),
    questions: questions.map((q) => {
      const { npsCounts, ...figures } = questionFiguresOf(perQuestion.get(q.id)!, q, rule)
      return {
        questionId: q.id,
        content: q.content,
        kind: q.kind as AdvisorQuestionKind,
        nps: q.nps,
        ...figures,
        npsScores: npsCounts ? npsScores(npsCounts.configured, npsCounts.standard) : null,
      }
    }),
    trends,
  }
}
