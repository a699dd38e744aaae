import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { Queryable } from '../../db/client'
import {
  advisorCampaigns,
  advisorCampaignSchools,
  advisorParticipations,
  childSections,
  sections,
  users,
} from '../../db/schema/index'

// Reads of the host dialog (docs/advisor.md "The host dialog").

/** A school holds a few hundred children at most; the dialog's list is capped beyond that. */
export const hostChildrenLimit = 1000

/** Active campaigns of the school for the audience, open on `today` (campaign_schools_school_idx). */
export async function openCampaignsOf(db: Queryable, schoolId: string, audience: string, today: string) {
  return db
    .select({ id: advisorCampaigns.id, name: advisorCampaigns.name })
    .from(advisorCampaignSchools)
    .innerJoin(advisorCampaigns, eq(advisorCampaigns.id, advisorCampaignSchools.campaignId))
    .where(
      and(
        eq(advisorCampaignSchools.schoolId, schoolId),
        eq(advisorCampaigns.status, 'active'),
        sql`${audience} = any(${advisorCampaigns.audiences})`,
        sql`${advisorCampaigns.opensOn} <= ${today}`,
        sql`(${advisorCampaigns.closesOn} is null or ${advisorCampaigns.closesOn} >= ${today})`,
      ),
    )
    .orderBy(asc(advisorCampaigns.opensOn), asc(advisorCampaigns.createdAt))
}

/**
 * The campaigns among these that the child took part in, by any flow (the host dialog, or their
 * own sign-in): on advisor_participations_child_idx.
 */
export async function campaignsAnsweredByChildren(db: Queryable, campaignIds: string[], childIds: string[]) {
  if (campaignIds.length === 0 || childIds.length === 0) return []
  return db
    .selectDistinct({ childId: advisorParticipations.childId, campaignId: advisorParticipations.campaignId })
    .from(advisorParticipations)
    .where(
      and(
        inArray(advisorParticipations.childId, childIds),
        inArray(advisorParticipations.campaignId, campaignIds),
      ),
    )
}

/** The school's children by name (child_sections_section_idx through the school's sections). */
export async function childrenOfSchool(db: Queryable, schoolId: string) {
  return db
    .selectDistinct({ id: users.id, firstname: users.firstname, lastname: users.lastname })
    .from(childSections)
    .innerJoin(sections, eq(sections.id, childSections.sectionId))
    .innerJoin(users, eq(users.id, childSections.childId))
    .where(and(eq(sections.schoolId, schoolId), eq(users.status, 'Active')))
    .orderBy(asc(users.lastname), asc(users.firstname), asc(users.id))
    .limit(hostChildrenLimit)
}
