import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AdvisorCampaign, AdvisorReport } from '@nido/domain/contracts/advisor'
import { createTestApp, type TestApp } from '../../test/app'
import type { World } from '../../test/factories'
import { recordReplySet } from './index'

// The report's figures through HTTP, over two schools of different sizes and two weeks (spec 001
// §9; docs/advisor.md "Reports", "Scores"): what the one aggregate of decision 0062 must give —
// NPS pooled from the answers, skipped answers left out, repliers by period counted once per reply
// set whatever its answers (a set of one text answer too), and the anonymity floor per period.
describe('advisor report figures (spec 001 §9; decision 0062)', () => {
  let t: TestApp
  let world: World
  let small: string
  const cookies: Record<string, string> = {}

  const report = async (who: string, id: string, query: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/advisor/campaigns/${id}/report?${query}`,
      headers: { cookie: cookies[who]! },
    })
    expect(res.statusCode, res.body).toBe(200)
    return res.json<AdvisorReport>()
  }

  beforeAll(async () => {
    t = await createTestApp({ now: '2026-11-18T09:30:00Z' })
    await t.make.feature(null, 'advisor', true)
    world = await t.make.world()
    small = (await t.make.school(world.groupId)).id
    const coordinator = await t.make.staff('COORDINATOR', { groupId: world.groupId })
    const director = await t.make.staff('DIRECTOR', { schoolId: small })
    cookies.coordinator = await t.login(coordinator.email!)
    cookies.director = await t.login(director.email!)
  })
  afterAll(async () => t.close())

  async function campaign(anonymous: boolean) {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/advisor/campaigns',
      headers: { cookie: cookies.coordinator! },
      payload: {
        name: 'Figures',
        audiences: ['families'],
        opensOn: '2026-11-01',
        closesOn: '2026-12-31',
        anonymous,
        schoolIds: [world.schoolId, small],
        questions: [
          { content: 'Would you recommend us?', kind: 'scale', nps: true },
          { content: 'The welcome', kind: 'stars' },
          { content: 'Anything to add?', kind: 'text' },
        ],
      },
    })
    expect(created.statusCode, created.body).toBe(201)
    const id = created.json<AdvisorCampaign>().id
    const opened = await t.app.inject({
      method: 'POST',
      url: `/api/v1/advisor/campaigns/${id}/status`,
      headers: { cookie: cookies.coordinator! },
      payload: { status: 'active' },
    })
    expect(opened.statusCode, opened.body).toBe(200)
    return opened.json<AdvisorCampaign>()
  }

  /** One reply set per entry, at `at`: an NPS rating (undefined: not sent), stars, a comment. */
  async function answer(
    c: AdvisorCampaign,
    schoolId: string,
    at: string,
    sets: ReadonlyArray<{ nps?: number; stars?: number; text?: string }>,
  ) {
    const [npsQ, starsQ, textQ] = c.questions
    for (const set of sets)
      await t.database.db.transaction((tx) =>
        recordReplySet(
          tx,
          new Date(at),
          c.id,
          { schoolId, sessionId: crypto.randomUUID(), channel: 'host' },
          [
            ...(set.nps === undefined ? [] : [{ questionId: npsQ!.id, rating: set.nps, comment: null }]),
            ...(set.stars === undefined
              ? []
              : [{ questionId: starsQ!.id, rating: set.stars, comment: null }]),
            ...(set.text === undefined ? [] : [{ questionId: textQ!.id, rating: null, comment: set.text }]),
          ],
        ),
      )
  }

  it('pools NPS and stars over two schools of different sizes, by week, day and month', async () => {
    const c = await campaign(false)
    // The big school, week of 2026-11-02: five NPS answers and a skip, stars 5.
    await answer(
      c,
      world.schoolId,
      '2026-11-03T10:00:00Z',
      [10, 10, 9, 8, 7, -1].map((nps, i) => ({ nps, stars: 5, ...(i === 0 ? { text: 'Merci' } : {}) })),
    )
    // The small school, week of 2026-11-16: two detractors with stars 2, and a set of one text answer.
    await answer(c, small, '2026-11-18T08:00:00Z', [
      { nps: 0, stars: 2 },
      { nps: 3, stars: 2 },
      { text: 'Only a word' },
    ])

    const weekly = await report('coordinator', c.id, 'granularity=week')
    // Default rule: positive 10, 10, 9, 8, 7 and negative 0, 3 of 7 answers → (5 − 2) / 7 = 42.9 → 43.
    // Standard rule: positive 10, 10, 9, negative 0, 3 → (3 − 2) / 7 = 14.3 → 14, where the mean of
    // the schools' scores would be (60 + −100) / 2 = −20.
    expect(weekly.npsScores).toMatchObject({ configured: 43, standard: 14, positive: 5, negative: 2 })
    // Stars (6 × 5 + 2 × 2) / 8 = 4.25 → 4.3 (half away from zero).
    expect(weekly).toMatchObject({ repliersCount: 9, ratingsCount: 15, commentsCount: 2, average: 4.3 })
    expect(weekly.questions[0]).toMatchObject({ ratingsCount: 7, skippedCount: 1, commentsCount: 0 })
    expect(weekly.questions[2]).toMatchObject({ ratingsCount: 0, skippedCount: 0, commentsCount: 2 })
    expect(weekly.questions[1]!.distribution).toEqual([
      { rating: 1, count: 0 },
      { rating: 2, count: 2 },
      { rating: 3, count: 0 },
      { rating: 4, count: 0 },
      { rating: 5, count: 6 },
    ])
    expect(weekly.trends).toEqual([
      expect.objectContaining({ period: '2026-11-02', repliersCount: 6, ratingsCount: 11, nps: 100 }),
      expect.objectContaining({ period: '2026-11-16', repliersCount: 3, ratingsCount: 4, nps: -100 }),
    ])
    expect(weekly.trends.map((p) => [p.average, p.commentsCount])).toEqual([
      [5, 1],
      [2, 1],
    ])

    const daily = await report('coordinator', c.id, 'granularity=day')
    expect(daily.trends.map((p) => [p.period, p.repliersCount])).toEqual([
      ['2026-11-03', 6],
      ['2026-11-18', 3],
    ])
    const monthly = await report('coordinator', c.id, 'granularity=month')
    expect(monthly.trends.map((p) => [p.period, p.repliersCount, p.nps])).toEqual([['2026-11-01', 9, 43]])

    // Filters narrow the same aggregate: a date range, the director's own school.
    const late = await report('coordinator', c.id, 'granularity=week&from=2026-11-10&to=2026-11-30')
    expect(late).toMatchObject({ repliersCount: 3, average: 2, responseRate: null })
    expect(late.npsScores).toMatchObject({ configured: -100, standard: -100 })
    const own = await report('director', c.id, 'granularity=week')
    expect(own).toMatchObject({ repliersCount: 3, ratingsCount: 4, commentsCount: 1 })
  })

  it('withholds an anonymous campaign’s period under the threshold while the whole shows', async () => {
    const c = await campaign(true)
    await answer(
      c,
      world.schoolId,
      '2026-11-03T10:00:00Z',
      [9, 9, 10, 7, 2].map((nps) => ({ nps })),
    )
    await answer(c, small, '2026-11-18T08:00:00Z', [{ nps: 0 }, { text: 'Anonymous word' }])
    const weekly = await report('coordinator', c.id, 'granularity=week')
    expect(weekly).toMatchObject({ visible: true, repliersCount: 7, commentsCount: 1 })
    // (4 − 2) / 6 pooled = 33; the second week (2 repliers) shows nothing of its own.
    expect(weekly.npsScores?.configured).toBe(33)
    expect(weekly.trends).toEqual([
      expect.objectContaining({ period: '2026-11-02', repliersCount: 5, nps: 60 }),
      expect.objectContaining({ period: '2026-11-16', repliersCount: 0, nps: null, commentsCount: 0 }),
    ])
  })
})
