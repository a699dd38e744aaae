import { sql } from 'drizzle-orm'
import { breakdownVisible, headlineOf, npsFromCounts } from '@nido/domain/advisor/scores'
import type { AdvisorCampaign, AdvisorCampaignListItem } from '@nido/domain/contracts/advisor'
import type { Queryable } from '../../db/client'
import { selectRows } from '../../db/rows'
import { advisorCampaignSchools, advisorReplies } from '../../db/schema/index'
import { uuidArray } from '../../db/sql'
import type { Actor } from '../../platform/actor'
import { reportSettings, responseRateOf } from './advisor.report'
import { advisorSchoolsOf } from './advisor.service'

/**
 * The dashboard's figures of a page of campaigns (decision 0059; docs/advisor.md "Reports"): what
 * each one's unfiltered report shows as its headline, from one SQL aggregate grouped by campaign
 * (whatever the page's size) and the same domain rules, so the figures equal the report's. Like
 * the report, a campaign counts the replies of its schools within the actor's scope only.
 */
export async function campaignSummaries<C extends AdvisorCampaign>(
  db: Queryable,
  actor: Actor,
  campaigns: readonly C[],
): Promise<Array<C & Required<Pick<AdvisorCampaignListItem, 'summary'>>>> {
  if (campaigns.length === 0) return []
  const { rule, threshold } = await reportSettings(db)
  const ids = campaigns.map((c) => c.id)
  const scope = advisorSchoolsOf(actor)
  // The replies of a school the campaign still reaches (its schools may change while a draft).
  const where = sql`r.campaign_id = any(${uuidArray(ids)}) and r.school_id = any(${uuidArray(scope)})
    and exists (select 1 from ${advisorCampaignSchools} cs
      where cs.campaign_id = r.campaign_id and cs.school_id = r.school_id)`
  // One aggregate grouped by campaign (decision 0062): the answers by question and rating, and the
  // reply sets they open, counted from each set's first row as the report counts its repliers.
  const counts = await selectRows<{
    campaign_id: string
    question_id: string
    rating: number | null
    n: string | number
    sets: string | number
  }>(
    db,
    sql`select r.campaign_id, r.question_id, r.rating, count(*) as n,
          count(*) filter (where r.first_of_set) as sets
        from ${advisorReplies} r where ${where} group by 1, 2, 3`,
  )
  const repliersOf = new Map<string, number>()
  const countsOf = new Map<string, typeof counts>()
  for (const row of counts) {
    repliersOf.set(row.campaign_id, (repliersOf.get(row.campaign_id) ?? 0) + Number(row.sets))
    const list = countsOf.get(row.campaign_id)
    if (list) list.push(row)
    else countsOf.set(row.campaign_id, [row])
  }
  const inScope = new Set(scope)
  return campaigns.map((campaign) => {
    const repliersCount = repliersOf.get(campaign.id) ?? 0
    const visible = breakdownVisible(campaign.anonymous, repliersCount, threshold)
    if (!visible)
      return {
        ...campaign,
        summary: {
          visible,
          repliersCount: 0,
          responseRate: null,
          average: null,
          nps: null,
          npsStandard: null,
        },
      }
    const questions = new Map(campaign.questions.map((q) => [q.id, q]))
    const headline = headlineOf(
      (countsOf.get(campaign.id) ?? []).flatMap((row) => {
        const question = questions.get(row.question_id)
        return question && row.rating !== null
          ? [{ kind: question.kind, nps: question.nps, rating: row.rating, n: Number(row.n) }]
          : []
      }),
      rule,
    )
    // Narrowed as the report's filters say: a campaign reaching schools outside the actor's scope.
    const narrowed = campaign.schools.some((s) => !inScope.has(s.id))
    return {
      ...campaign,
      summary: {
        visible,
        repliersCount,
        responseRate: responseRateOf(repliersCount, campaign.eligibleCount, narrowed),
        average: headline.average,
        nps: npsFromCounts(headline.configured),
        npsStandard: npsFromCounts(headline.standard),
      },
    }
  })
}
