import { eq } from 'drizzle-orm'
import {
  advisorCampaigns,
  advisorParticipations,
  advisorReplies,
  advisorReviewVisits,
} from '../../db/schema/index'
import type { PersonalData } from '../module'

// What the advisor module holds about people (docs/data-protection.md, docs/advisor.md): the
// campaigns a person took part in, and their answers to identified campaigns. Anonymous answers
// carry no user nor child, so they belong to nobody's export.
export const advisorPersonalData: PersonalData = {
  user: [
    {
      table: advisorParticipations,
      rows: ({ db }, id) =>
        db.select().from(advisorParticipations).where(eq(advisorParticipations.userId, id)),
    },
    {
      table: advisorReplies,
      rows: ({ db }, id) => db.select().from(advisorReplies).where(eq(advisorReplies.userId, id)),
    },
    {
      table: advisorReviewVisits,
      rows: ({ db }, id) => db.select().from(advisorReviewVisits).where(eq(advisorReviewVisits.userId, id)),
    },
  ],
  child: [
    {
      table: advisorParticipations,
      rows: ({ db }, id) =>
        db.select().from(advisorParticipations).where(eq(advisorParticipations.childId, id)),
    },
    {
      table: advisorReplies,
      rows: ({ db }, id) => db.select().from(advisorReplies).where(eq(advisorReplies.childId, id)),
    },
  ],
  excluded: [
    {
      table: advisorCampaigns,
      reason: 'The author of a campaign is a work record of the school, kept when they leave (set null).',
    },
  ],
}
