import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { Queryable } from '../../db/client'
import {
  advisorCampaigns,
  advisorCampaignSchools,
  advisorParticipations,
  schools,
} from '../../db/schema/index'

// Reads of the public survey links (docs/advisor.md "The public links").

/** The campaign and school behind a link id, on advisor_campaign_schools_public_link_key. */
export async function findPublicLink(db: Queryable, linkId: string) {
  const [row] = await db
    .select({
      campaignId: advisorCampaigns.id,
      name: advisorCampaigns.name,
      audiences: advisorCampaigns.audiences,
      status: advisorCampaigns.status,
      opensOn: advisorCampaigns.opensOn,
      closesOn: advisorCampaigns.closesOn,
      anonymous: advisorCampaigns.anonymous,
      schoolId: schools.id,
      schoolName: schools.name,
      timezone: schools.timezone,
    })
    .from(advisorCampaignSchools)
    .innerJoin(advisorCampaigns, eq(advisorCampaigns.id, advisorCampaignSchools.campaignId))
    .innerJoin(schools, eq(schools.id, advisorCampaignSchools.schoolId))
    .where(eq(advisorCampaignSchools.publicLinkId, linkId))
  return row
}

/** Whether this visitor session took part in the campaign already (the participation key). */
export async function sessionAnswered(db: Queryable, campaignId: string, sessionId: string) {
  const [row] = await db
    .select({ id: advisorParticipations.id })
    .from(advisorParticipations)
    .where(
      and(
        eq(advisorParticipations.campaignId, campaignId),
        eq(advisorParticipations.sessionId, sessionId),
        sql`${advisorParticipations.userId} is null and ${advisorParticipations.childId} is null`,
      ),
    )
  return row !== undefined
}

/** The campaign's links at the given schools, by school name. */
export async function publicLinksOf(db: Queryable, campaignId: string, schoolIds: readonly string[]) {
  if (schoolIds.length === 0) return []
  return db
    .select({
      schoolId: schools.id,
      schoolName: schools.name,
      linkId: advisorCampaignSchools.publicLinkId,
    })
    .from(advisorCampaignSchools)
    .innerJoin(schools, eq(schools.id, advisorCampaignSchools.schoolId))
    .where(
      and(
        eq(advisorCampaignSchools.campaignId, campaignId),
        inArray(advisorCampaignSchools.schoolId, [...schoolIds]),
      ),
    )
    .orderBy(asc(schools.name))
}
