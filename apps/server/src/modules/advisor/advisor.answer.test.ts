import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import type { AdvisorCampaign } from '@nido/domain/contracts/advisor'
import type { AdvisorPending } from '@nido/domain/contracts/advisor-answer'
import { advisorReplies, brands, featureFlags, terms } from '../../db/schema/index'
import { createTestApp, type TestApp } from '../../test/app'
import type { World } from '../../test/factories'
import { reviewAverage } from '@nido/domain/advisor/scores'

// Spec 000 §4 (the popup and the external-review prompt), §6 (guardian, child, teacher or director,
// advisor on, terms accepted, not observer), §7 (questions and replies calls), §9 minEboostRating;
// spec 001 §5 (−1 for a missing rating); docs/advisor.md "Answer flows".
describe('advisor answer popup (spec 000 §4, §6, §7)', () => {
  let t: TestApp
  let world: World
  const cookies: Record<string, string> = {}
  const childOf: Record<string, string> = {}
  const reviewUrl = 'https://reviews.example.test/our-nursery'

  const call = (who: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie: cookies[who]! }, ...(payload ? { payload } : {}) })
  const pending = async (who: string) => {
    const res = await call(who, 'GET', '/api/v1/advisor/answer/pending')
    expect(res.statusCode, res.body).toBe(200)
    return res.json<AdvisorPending>()
  }

  async function campaign(audiences: string[], schoolIds = [world.schoolId]) {
    const res = await call('coordinator', 'POST', '/api/v1/advisor/campaigns', {
      name: `Survey ${audiences.join(' ')}`,
      audiences,
      opensOn: '2026-11-01',
      closesOn: '2026-12-31',
      anonymous: false,
      schoolIds,
      questions: [
        { content: 'The welcome', kind: 'stars' },
        { content: 'The meals', kind: 'stars' },
        { content: 'Would you recommend us?', kind: 'scale', nps: true },
        { content: 'Anything to add?', kind: 'text' },
      ],
    })
    expect(res.statusCode, res.body).toBe(201)
    const created = res.json<AdvisorCampaign>()
    const opened = await call('coordinator', 'POST', `/api/v1/advisor/campaigns/${created.id}/status`, {
      status: 'active',
    })
    expect(opened.statusCode, opened.body).toBe(200)
    return opened.json<AdvisorCampaign>()
  }

  /** A new guardian of a new child of section 0, signed in. */
  async function newGuardian(name: string) {
    const child = await t.make.child(world.sectionIds[0])
    const guardian = await t.make.guardianOf([child.id])
    cookies[name] = await t.login(guardian.email!)
    childOf[name] = child.id
    return guardian
  }

  const answers = (c: AdvisorCampaign, stars: [number, number], nps: number) => [
    { questionId: c.questions[0]!.id, rating: stars[0], comment: null },
    { questionId: c.questions[1]!.id, rating: stars[1], comment: 'Could be warmer' },
    { questionId: c.questions[2]!.id, rating: nps, comment: null },
    { questionId: c.questions[3]!.id, rating: null, comment: 'Thank you' },
  ]

  let families: AdvisorCampaign
  let staff: AdvisorCampaign

  beforeAll(async () => {
    t = await createTestApp({ now: '2026-11-18T09:30:00Z' })
    await t.make.feature(null, 'advisor', true)
    world = await t.make.world()
    await t.database.db
      .update(brands)
      .set({ externalRatingRedirectUrl: reviewUrl })
      .where(eq(brands.groupId, world.groupId))
    const people = {
      coordinator: await t.make.staff('COORDINATOR', { groupId: world.groupId }),
      teacher: await t.make.staff('TEACHER', { sectionId: world.sectionIds[0] }),
      observer: await t.make.staff('TEACHER', { sectionId: world.sectionIds[0] }, { observer: true }),
      director: await t.make.staff('DIRECTOR', { schoolId: world.schoolId }),
    }
    for (const [who, user] of Object.entries(people)) cookies[who] = await t.login(user.email!)
    await newGuardian('guardian')
    families = await campaign(['families'])
    staff = await campaign(['staff'])
  })
  afterAll(async () => t.close())

  it('lists the families’ campaign for a guardian, for the current child, and the staff one for staff', async () => {
    const g = await pending('guardian')
    expect(g.schoolId).toBe(world.schoolId)
    expect(g.childId).toBe(childOf.guardian)
    expect(g.surveys.map((s) => s.campaignId)).toEqual([families.id])
    expect(g.surveys[0]!.questions.map((q) => [q.kind, q.textOnly, q.nps])).toEqual([
      ['stars', false, false],
      ['stars', false, false],
      ['scale', false, true],
      ['text', true, false],
    ])
    for (const who of ['teacher', 'director'])
      expect((await pending(who)).surveys.map((s) => s.campaignId)).toEqual([staff.id])
    // Observers are asked nothing (spec 000 §6), nor coordinators (not a popup profile).
    expect((await pending('observer')).surveys).toEqual([])
    expect((await call('coordinator', 'GET', '/api/v1/advisor/answer/pending')).statusCode).toBe(403)
  })

  it('records the answers with −1 for a skipped rating, then refuses a second set', async () => {
    const g = await newGuardian('skipper')
    const payload = {
      campaignId: families.id,
      schoolId: world.schoolId,
      childId: childOf.skipper,
      // The meals are skipped, the NPS question left out entirely: both are recorded as −1.
      ratings: [
        { questionId: families.questions[0]!.id, rating: 5, comment: null },
        { questionId: families.questions[1]!.id, rating: -1, comment: null },
        { questionId: families.questions[3]!.id, rating: null, comment: 'Lovely team' },
      ],
    }
    const sent = await call('skipper', 'POST', '/api/v1/advisor/answer/replies', payload)
    expect(sent.statusCode, sent.body).toBe(201)
    // Average 5 (the skipped answers never count) ≥ 4.5, and the brand has an address.
    expect(sent.json()).toEqual({ reviewPrompt: { url: reviewUrl } })
    const rows = await t.database.db
      .select({
        questionId: advisorReplies.questionId,
        rating: advisorReplies.rating,
        comment: advisorReplies.comment,
      })
      .from(advisorReplies)
      .where(and(eq(advisorReplies.campaignId, families.id), eq(advisorReplies.userId, g.id)))
    const byQuestion = new Map(rows.map((r) => [r.questionId, r]))
    expect(rows).toHaveLength(4)
    expect(byQuestion.get(families.questions[1]!.id)!.rating).toBe(-1)
    expect(byQuestion.get(families.questions[2]!.id)!.rating).toBe(-1)
    expect(byQuestion.get(families.questions[3]!.id)).toEqual(
      expect.objectContaining({ rating: null, comment: 'Lovely team' }),
    )
    expect((await pending('skipper')).surveys).toEqual([])
    const again = await call('skipper', 'POST', '/api/v1/advisor/answer/replies', payload)
    expect(again.statusCode).toBe(409)
    expect(again.json().errorCode).toBe('ADVISOR_ALREADY_ANSWERED')
  })

  it('refuses another child, another audience’s campaign, and a comment over the limit', async () => {
    await newGuardian('stranger')
    const base = { campaignId: families.id, schoolId: world.schoolId, ratings: answers(families, [4, 4], 8) }
    const otherChild = await call('stranger', 'POST', '/api/v1/advisor/answer/replies', {
      ...base,
      childId: childOf.guardian,
    })
    expect(otherChild.statusCode).toBe(404)
    const staffCampaign = await call('stranger', 'POST', '/api/v1/advisor/answer/replies', {
      ...base,
      campaignId: staff.id,
      childId: childOf.stranger,
      ratings: answers(staff, [4, 4], 8),
    })
    expect(staffCampaign.statusCode).toBe(404)
    const long = await call('stranger', 'POST', '/api/v1/advisor/answer/replies', {
      ...base,
      childId: childOf.stranger,
      ratings: [{ questionId: families.questions[3]!.id, rating: null, comment: 'x'.repeat(1001) }],
    })
    expect(long.statusCode).toBe(400)
  })

  it('asks for an external review under the average rule, or everyone when the setting says so', async () => {
    await newGuardian('unhappy')
    const low = await call('unhappy', 'POST', '/api/v1/advisor/answer/replies', {
      campaignId: families.id,
      schoolId: world.schoolId,
      childId: childOf.unhappy,
      ratings: answers(families, [3, 4], 6),
    })
    expect(low.statusCode, low.body).toBe(201)
    expect(low.json()).toEqual({ reviewPrompt: null })

    await t.database.db
      .update(featureFlags)
      .set({ options: { reviewPromptForEveryone: true } })
      .where(and(eq(featureFlags.key, 'advisor')))
    await newGuardian('unhappy2')
    const everyone = await call('unhappy2', 'POST', '/api/v1/advisor/answer/replies', {
      campaignId: families.id,
      schoolId: world.schoolId,
      childId: childOf.unhappy2,
      ratings: answers(families, [2, 2], 3),
    })
    expect(everyone.json()).toEqual({ reviewPrompt: { url: reviewUrl } })
  })

  it('stops asking once the person went to the reviews page', async () => {
    const visit = await call('guardian', 'POST', '/api/v1/advisor/answer/review-visits', {
      schoolId: world.schoolId,
    })
    expect(visit.statusCode, visit.body).toBe(204)
    const sent = await call('guardian', 'POST', '/api/v1/advisor/answer/replies', {
      campaignId: families.id,
      schoolId: world.schoolId,
      childId: childOf.guardian,
      ratings: answers(families, [5, 5], 10),
    })
    expect(sent.statusCode, sent.body).toBe(201)
    expect(sent.json()).toEqual({ reviewPrompt: null })
  })

  it('asks nothing before the terms are accepted, and nothing with advisor off at the school', async () => {
    await newGuardian('late')
    expect((await pending('late')).surveys).toHaveLength(1)
    await t.database.db.insert(terms).values({
      brandId: null,
      language: 'en',
      version: 1,
      url: 'https://t.test/1.pdf',
      publishedAt: new Date('2026-01-01T00:00:00Z'),
    })
    expect((await pending('late')).surveys).toEqual([])
    expect((await pending('teacher')).surveys).toEqual([])
    const refused = await call('late', 'POST', '/api/v1/advisor/answer/replies', {
      campaignId: families.id,
      schoolId: world.schoolId,
      childId: childOf.late,
      ratings: answers(families, [5, 5], 10),
    })
    expect(refused.statusCode).toBe(404)
    await t.make.feature(world.schoolId, 'advisor', false)
    const off = await call('late', 'GET', '/api/v1/advisor/answer/pending')
    expect(off.statusCode).toBe(403)
    expect(off.json().errorCode).toBe('FORBIDDEN_BY_FEATURE_SETTINGS')
  })

  it.each([
    [
      [
        { kind: 'stars', rating: 5 },
        { kind: 'stars', rating: -1 },
      ],
      5,
    ],
    [
      [
        { kind: 'stars', rating: 4 },
        { kind: 'scale', rating: 10 },
      ],
      4.5,
    ],
    [
      [
        { kind: 'text', rating: null },
        { kind: 'scale', rating: -1 },
      ],
      null,
    ],
  ])('the review average of %j is %s (0–10 halved, skipped never count)', (list, expected) => {
    expect(reviewAverage(list)).toBe(expected)
  })
})
