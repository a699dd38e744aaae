import { contracts } from '@nido/domain/contracts/index'
import type { AccessCase, MatrixWorld } from '../../test/matrix'
import {
  advisorCampaigns,
  advisorCampaignSchools,
  advisorQuestions,
  featureFlags,
} from '../../db/schema/index'

// Spec 000 §6 "Advisor pages: director, coordinator, ETUDE with the global advisor flag (on in the
// matrix world). Telephone surveys also need phone-call surveys not disabled." A campaign or
// school outside the actor's scope answers 404; a school whose option allowPhonecallSurvey is false
// (school A2 here), 403.

const c = contracts.advisorPhone
const others = { anonymous: 401, others: 403 } as const

/** An active families' campaign of one school, open since 2020, with one star question. */
async function activeFamiliesCampaign(w: MatrixWorld, schoolId: string) {
  const db = w.app.database.db
  const [row] = await db
    .insert(advisorCampaigns)
    .values({
      groupId: w.ids.groupA,
      name: 'Matrix phone survey',
      audiences: ['families'],
      opensOn: '2020-01-01',
      closesOn: null,
      status: 'active',
      anonymous: true,
    })
    .returning()
  await db.insert(advisorCampaignSchools).values({ campaignId: row!.id, schoolId })
  const [question] = await db
    .insert(advisorQuestions)
    .values({ campaignId: row!.id, position: 0, content: 'How?', kind: 'stars' })
    .returning()
  return { campaignId: row!.id, questionId: question!.id }
}

/** School A2 turns its phone surveys off (its own advisor row, on, with the option false). */
async function phoneOffInA2(w: MatrixWorld) {
  await w.app.database.db
    .insert(featureFlags)
    .values({
      schoolId: w.ids.schoolA2,
      key: 'advisor',
      enabled: true,
      options: { allowPhonecallSurvey: false },
    })
    .onConflictDoNothing()
}

const callFor = (w: MatrixWorld) => ({
  schoolId: w.ids.schoolA1,
  guardianId: w.ids.users.guardianA1s1,
  childId: w.ids.childA1s1,
})

export const accessCases: AccessCase[] = [
  {
    route: c.campaigns,
    expect: { ...others, coordinatorA: 200, directorA1: 200, directorB1: 200, etudeA: 200 },
  },
  {
    route: c.callList,
    name: 'school A1',
    request: async (w) => {
      const { campaignId } = await activeFamiliesCampaign(w, w.ids.schoolA1)
      return { params: { id: campaignId, schoolId: w.ids.schoolA1 } }
    },
    expect: { ...others, coordinatorA: 200, directorA1: 200, etudeA: 200, directorB1: 404 },
  },
  {
    route: c.callList,
    name: 'school A2, phone surveys off',
    request: async (w) => {
      await phoneOffInA2(w)
      const { campaignId } = await activeFamiliesCampaign(w, w.ids.schoolA2)
      return { params: { id: campaignId, schoolId: w.ids.schoolA2 } }
    },
    expect: { ...others, coordinatorA: 403, etudeA: 403, directorA1: 404, directorB1: 404 },
  },
  {
    route: c.recordCall,
    name: 'guardian A1s1 about child A1s1',
    request: async (w) => {
      const { campaignId } = await activeFamiliesCampaign(w, w.ids.schoolA1)
      return { params: { id: campaignId }, payload: { ...callFor(w), outcome: 'no_answer' } }
    },
    expect: { ...others, coordinatorA: 201, directorA1: 201, etudeA: 201, directorB1: 404 },
  },
  {
    route: c.recordAnswers,
    name: 'guardian A1s1 about child A1s1',
    request: async (w) => {
      const { campaignId, questionId } = await activeFamiliesCampaign(w, w.ids.schoolA1)
      return {
        params: { id: campaignId },
        payload: { ...callFor(w), ratings: [{ questionId, rating: 4, comment: null }] },
      }
    },
    expect: { ...others, coordinatorA: 201, directorA1: 201, etudeA: 201, directorB1: 404 },
  },
  {
    route: c.recordAnswers,
    name: 'school A2, phone surveys off',
    request: async (w) => {
      await phoneOffInA2(w)
      const { campaignId, questionId } = await activeFamiliesCampaign(w, w.ids.schoolA2)
      return {
        params: { id: campaignId },
        payload: {
          schoolId: w.ids.schoolA2,
          guardianId: w.ids.users.guardianA1s1,
          childId: w.ids.childA1s1,
          ratings: [{ questionId, rating: 4, comment: null }],
        },
      }
    },
    expect: { ...others, coordinatorA: 403, etudeA: 403, directorA1: 404, directorB1: 404 },
  },
]
