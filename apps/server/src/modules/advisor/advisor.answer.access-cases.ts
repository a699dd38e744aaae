import { eq } from 'drizzle-orm'
import { contracts } from '@nido/domain/contracts/index'
import type { AccessCase, MatrixWorld } from '../../test/matrix'
import { advisorCampaigns, advisorCampaignSchools, advisorQuestions, brands } from '../../db/schema/index'

// Spec 000 §6 "Advisor popup: guardian, child, teacher or director, advisor enabled, terms
// accepted, not observer" (advisor on, no terms published in the matrix world). Who answers comes
// from the session: another child or school than the session's answers 404; an observer's list is
// empty and its sending refused as a write.

const c = contracts.advisorAnswer
const others = { anonymous: 401, others: 403 } as const

/** An active campaign of school A1 for every audience, with one star question. */
async function activeCampaignA1(w: MatrixWorld) {
  const db = w.app.database.db
  const [row] = await db
    .insert(advisorCampaigns)
    .values({
      groupId: w.ids.groupA,
      name: 'Matrix popup',
      audiences: ['families', 'children', 'staff'],
      opensOn: '2020-01-01',
      closesOn: null,
      status: 'active',
      anonymous: false,
    })
    .returning()
  await db.insert(advisorCampaignSchools).values({ campaignId: row!.id, schoolId: w.ids.schoolA1 })
  const [question] = await db
    .insert(advisorQuestions)
    .values({ campaignId: row!.id, position: 0, content: 'How?', kind: 'stars' })
    .returning()
  return { campaignId: row!.id, questionId: question!.id }
}

const reply = (childId: (w: MatrixWorld) => string | null) => async (w: MatrixWorld) => {
  const { campaignId, questionId } = await activeCampaignA1(w)
  return {
    payload: {
      campaignId,
      schoolId: w.ids.schoolA1,
      childId: childId(w),
      ratings: [{ questionId, rating: 5, comment: null }],
    },
  }
}

export const accessCases: AccessCase[] = [
  {
    route: c.pending,
    expect: {
      ...others,
      guardianA1s1: 200,
      guardianB1: 200,
      childA1s1: 200,
      teacherA1s1: 200,
      teacherA1s2: 200,
      observerA1s1: 200,
      directorA1: 200,
      directorB1: 200,
    },
  },
  {
    route: c.reply,
    name: 'for child A1s1 at school A1',
    request: reply((w) => w.ids.childA1s1),
    expect: {
      ...others,
      guardianA1s1: 201,
      childA1s1: 201,
      guardianB1: 404,
      teacherA1s1: 404,
      teacherA1s2: 404,
      directorA1: 404,
      directorB1: 404,
      observerA1s1: 403,
    },
  },
  {
    route: c.reply,
    name: 'as staff of school A1',
    request: reply(() => null),
    expect: {
      ...others,
      teacherA1s1: 201,
      teacherA1s2: 201,
      directorA1: 201,
      guardianA1s1: 404,
      childA1s1: 404,
      guardianB1: 404,
      directorB1: 404,
      observerA1s1: 403,
    },
  },
  {
    route: c.reviewVisit,
    name: 'school A1, whose brand has a reviews address',
    request: async (w) => {
      await w.app.database.db
        .update(brands)
        .set({ externalRatingRedirectUrl: 'https://reviews.example.test/a' })
        .where(eq(brands.groupId, w.ids.groupA))
      return { payload: { schoolId: w.ids.schoolA1 } }
    },
    expect: {
      ...others,
      guardianA1s1: 204,
      childA1s1: 204,
      teacherA1s1: 204,
      teacherA1s2: 204,
      directorA1: 204,
      guardianB1: 404,
      directorB1: 404,
      observerA1s1: 403,
    },
  },
]
