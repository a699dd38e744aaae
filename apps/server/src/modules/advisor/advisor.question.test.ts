import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AdvisorCampaign, AdvisorLibraryQuestion } from '@nido/domain/contracts/advisor'
import type { AdvisorLibraryQuestionPage } from '@nido/domain/contracts/advisor-question'
import { createTestApp, type TestApp } from '../../test/app'
import type { World } from '../../test/factories'
import { recordReplySet } from './index'

// A library question's page through HTTP (docs/advisor.md "A library question's page"; spec 001
// §9): each campaign that copied the question with that copy's figures, the line pooled from the
// answers' counts (never from averaged scores), skipped answers left out, the anonymity floor
// counted in the schools the actor sees, and keyset pages.
describe('advisor library question page (spec 000 §2 /advisor/questions/{id})', () => {
  let t: TestApp
  let world: World
  let small: string
  const cookies: Record<string, string> = {}

  const page = async (who: string, id: string, query = '') => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/advisor/library/${id}${query ? `?${query}` : ''}`,
      headers: { cookie: cookies[who]! },
    })
    expect(res.statusCode, res.body).toBe(200)
    return res.json<AdvisorLibraryQuestionPage>()
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

  async function library(kind: 'stars' | 'scale', nps: boolean) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/advisor/questions',
      headers: { cookie: cookies.coordinator! },
      payload: { content: 'Would you recommend us?', kind, nps },
    })
    expect(res.statusCode, res.body).toBe(201)
    return res.json<AdvisorLibraryQuestion>()
  }

  /** An active campaign: the library question's copy (worded anew), then a star question. */
  async function campaign(name: string, q: AdvisorLibraryQuestion, anonymous: boolean) {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/advisor/campaigns',
      headers: { cookie: cookies.coordinator! },
      payload: {
        name,
        audiences: ['families'],
        opensOn: '2026-11-01',
        closesOn: '2026-12-31',
        anonymous,
        schoolIds: [world.schoolId, small],
        questions: [
          { content: `${name}: recommend?`, kind: q.kind, nps: q.nps, libraryQuestionId: q.id },
          { content: 'The welcome', kind: 'stars' },
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

  /** One reply set per rating: the copy's rating (undefined: a set of the star question only). */
  async function answer(c: AdvisorCampaign, schoolId: string, ratings: ReadonlyArray<number | undefined>) {
    const [copy, stars] = c.questions
    for (const [i, rating] of ratings.entries())
      await t.database.db.transaction((tx) =>
        recordReplySet(
          tx,
          new Date('2026-11-18T08:00:00Z'),
          c.id,
          { schoolId, sessionId: crypto.randomUUID(), channel: 'host' },
          [
            ...(rating === undefined
              ? []
              : [{ questionId: copy!.id, rating, comment: i === 0 ? 'Merci' : null }]),
            { questionId: stars!.id, rating: 1, comment: 'Not this one' },
          ],
        ),
      )
  }

  it('gives each copy’s figures and pools the NPS from the answers of both campaigns', async () => {
    const q = await library('scale', true)
    const first = await campaign('Spring', q, false)
    const second = await campaign('Autumn', q, false)
    await answer(first, world.schoolId, [10, 9, 9, 8])
    await answer(second, small, [7, 6, 3, -1, undefined])

    const res = await page('coordinator', q.id)
    expect(res.question).toMatchObject({ id: q.id, kind: 'scale', nps: true })
    expect(res).toMatchObject({ npsBandRule: 'default', anonymityThreshold: 5, nextCursor: null })
    // Newest campaign first, each with its own wording of the question.
    expect(res.items.map((i) => [i.campaign.name, i.content, i.visible])).toEqual([
      ['Autumn', 'Autumn: recommend?', true],
      ['Spring', 'Spring: recommend?', true],
    ])
    expect(res.items[0]!.campaign).toMatchObject({
      id: second.id,
      status: 'active',
      opensOn: '2026-11-01',
      closesOn: '2026-12-31',
      anonymous: false,
    })
    // [7, 6, 3]: default 1 positive, 1 negative → 0; standard 0 positive, 2 negative → −67. The
    // skip is counted apart, the set without the copy's answer not at all; the star question's
    // comments are not the copy's.
    expect(res.items[0]!.figures).toMatchObject({
      ratingsCount: 3,
      skippedCount: 1,
      commentsCount: 1,
      average: 5.3,
      nps: 0,
      npsStandard: -67,
    })
    expect(res.items[1]!.figures).toMatchObject({
      ratingsCount: 4,
      skippedCount: 0,
      nps: 100,
      npsStandard: 75,
    })
    expect(res.items[1]!.figures!.distribution).toHaveLength(11)
    expect(res.items[1]!.figures!.distribution.filter((d) => d.count > 0)).toEqual([
      { rating: 8, count: 1 },
      { rating: 9, count: 2 },
      { rating: 10, count: 1 },
    ])
    // Pooled from the answers [10, 9, 9, 8, 7, 6, 3, −1]: standard 14 and default 57 (docs/advisor.md
    // "Scores"), where averaging the campaigns' scores would give 4 and 50.
    expect(res.pooled).toMatchObject({
      campaignsCount: 2,
      ratingsCount: 7,
      skippedCount: 1,
      commentsCount: 2,
      average: 7.4,
      nps: 57,
      npsStandard: 14,
    })
  })

  it('hides an anonymous campaign under the threshold, and leaves it out of the pooled line', async () => {
    const q = await library('stars', false)
    const open = await campaign('Identified', q, false)
    const hidden = await campaign('Anonymous', q, true)
    await answer(open, world.schoolId, [5, 4])
    // Four repliers: under the default threshold of five.
    await answer(hidden, world.schoolId, [1, 1, 1, undefined])
    const res = await page('coordinator', q.id)
    expect(res.items.map((i) => [i.campaign.name, i.visible, i.figures])).toEqual([
      ['Anonymous', false, null],
      ['Identified', true, expect.objectContaining({ ratingsCount: 2, average: 4.5, nps: null })],
    ])
    expect(res.pooled).toMatchObject({ campaignsCount: 1, ratingsCount: 2, average: 4.5 })
    expect(res.pooled!.distribution).toEqual([
      { rating: 1, count: 0 },
      { rating: 2, count: 0 },
      { rating: 3, count: 0 },
      { rating: 4, count: 1 },
      { rating: 5, count: 1 },
    ])
  })

  it('shows a director their school’s answers only, the anonymity floor counted there', async () => {
    const q = await library('stars', false)
    const identified = await campaign('Both schools', q, false)
    const anonymous = await campaign('Both schools, anonymous', q, true)
    await answer(identified, world.schoolId, [5, 5, 5])
    await answer(identified, small, [2])
    // Five repliers in all, two of them in the director's school.
    await answer(anonymous, world.schoolId, [4, 4, 4])
    await answer(anonymous, small, [3, 3])

    const coordinator = await page('coordinator', q.id)
    expect(coordinator.items.map((i) => [i.visible, i.figures?.ratingsCount])).toEqual([
      [true, 5],
      [true, 4],
    ])
    const director = await page('director', q.id)
    expect(director.items.map((i) => [i.visible, i.figures?.ratingsCount, i.figures?.average])).toEqual([
      [false, undefined, undefined],
      [true, 1, 2],
    ])
    expect(director.pooled).toMatchObject({ campaignsCount: 1, ratingsCount: 1, average: 2 })
  })

  it('pages the campaigns newest first, the pooled line on the first page only', async () => {
    const q = await library('stars', false)
    const campaigns = []
    for (const name of ['One', 'Two', 'Three']) campaigns.push(await campaign(name, q, false))
    for (const c of campaigns) await answer(c, world.schoolId, [4])
    const one = await page('coordinator', q.id, 'limit=2')
    expect(one.items.map((i) => i.campaign.name)).toEqual(['Three', 'Two'])
    expect(one.pooled).toMatchObject({ campaignsCount: 3, ratingsCount: 3 })
    expect(one.nextCursor).not.toBeNull()
    const two = await page('coordinator', q.id, `limit=2&cursor=${one.nextCursor}`)
    expect(two.items.map((i) => [i.campaign.name, i.figures?.ratingsCount])).toEqual([['One', 1]])
    expect(two).toMatchObject({ pooled: null, nextCursor: null })
  })

  it('answers 404 for a question of no library in scope', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/advisor/library/${crypto.randomUUID()}`,
      headers: { cookie: cookies.coordinator! },
    })
    expect(res.statusCode).toBe(404)
  })
})
