import { eq } from 'drizzle-orm'
import {
  advisorCalls,
  advisorCampaigns,
  advisorParticipations,
  advisorReplies,
  advisorReviewVisits,
} from '../../db/schema/index'
import type { PersonalData } from '../module'

// What the advisor module holds about people (docs/data-protection.md, docs/advisor.md): the
// campaigns a person took part in, and their answers to identified campaigns. Anonymous answers
// carry no user nor child, so they belong to nobody's export. A telephone survey's call belongs to
// the guardian called and the child it was about; for the interviewer it is a work record of the
// school, like a campaign's author (kept, set null when their account goes).
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
    {
      table: advisorCalls,
      rows: ({ db }, id) => db.select().from(advisorCalls).where(eq(advisorCalls.guardianId, id)),
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
    {
      table: advisorCalls,
      rows: ({ db }, id) => db.select().from(advisorCalls).where(eq(advisorCalls.childId, id)),
    },
  ],
  excluded: [
    {
      table: advisorCampaigns,
      reason: 'The author of a campaign is a work record of the school, kept when they leave (set null).',
    },
  ],
}
