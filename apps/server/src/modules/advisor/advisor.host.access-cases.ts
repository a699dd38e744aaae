import { contracts } from '@nido/domain/contracts/index'
import type { AccessCase, MatrixWorld } from '../../test/matrix'
import { advisorCampaigns, advisorCampaignSchools, advisorQuestions } from '../../db/schema/index'

// Spec 000 §6 "Advisor-guest coordinators can open the host answer dialog": coordinatorA is an
// advisor guest whose current school is A1. Every other profile is refused by the action's
// profiles (403); a child of another school than the host's current one is 404; an observer does
// not figure among coordinators here (advisor.host.test.ts refuses an observer's sending).

const c = contracts.advisorHost
const others = { anonymous: 401, others: 403 } as const

/** An active campaign of school A1 for visitors and children, with one star question. */
async function hostCampaignA1(w: MatrixWorld) {
  const db = w.app.database.db
  const [row] = await db
    .insert(advisorCampaigns)
    .values({
      groupId: w.ids.groupA,
      name: 'Matrix host',
      audiences: ['visitors', 'children'],
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

const reply =
  (respondent: 'guest' | 'child', childId: (w: MatrixWorld) => string | null) => async (w: MatrixWorld) => {
    const { campaignId, questionId } = await hostCampaignA1(w)
    return {
      payload: {
        respondent,
        campaignId,
        schoolId: w.ids.schoolA1,
        childId: childId(w),
        sessionId: crypto.randomUUID(),
        ratings: [{ questionId, rating: 4, comment: null }],
      },
    }
  }

export const accessCases: AccessCase[] = [
  {
    route: c.surveys,
    name: 'a guest',
    request: () => ({ query: { respondent: 'guest' } }),
    expect: { ...others, coordinatorA: 200 },
  },
  {
    route: c.surveys,
    name: 'a child of school A1',
    request: (w) => ({ query: { respondent: 'child', childId: w.ids.childA1s2 } }),
    expect: { ...others, coordinatorA: 200 },
  },
  {
    route: c.surveys,
    name: 'a child of school B1',
    request: (w) => ({ query: { respondent: 'child', childId: w.ids.childB1 } }),
    expect: { ...others, coordinatorA: 404 },
  },
  { route: c.children, expect: { ...others, coordinatorA: 200 } },
  {
    route: c.reply,
    name: 'a visitor at school A1',
    request: reply('guest', () => null),
    expect: { ...others, coordinatorA: 204 },
  },
  {
    route: c.reply,
    name: 'child A1s2',
    request: reply('child', (w) => w.ids.childA1s2),
    expect: { ...others, coordinatorA: 204 },
  },
  {
    route: c.reply,
    name: 'child B1, of another school',
    request: reply('child', (w) => w.ids.childB1),
    expect: { ...others, coordinatorA: 404 },
  },
]
