import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { eq } from 'drizzle-orm'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import type { AdvisorCampaign, AdvisorCampaignListItem, AdvisorReport } from '@nido/domain/contracts/advisor'
import { advisorParticipations, advisorReplies } from '../../db/schema/index'
import { createTestApp, type TestApp } from '../../test/app'
import type { World } from '../../test/factories'
import { recordReplySet } from './index'

// Spec 000 §2 advisor pages, §3 question and reply fields, §6 advisor mode (director, coordinator,
// ETUDE with the global advisor flag); spec 001 §9 scores; docs/advisor.md (anonymity, NPS rules,
// response rate, participation kept apart from answers).
describe('advisor campaigns and reports (spec 000 §2, §3, §6; spec 001 §9)', () => {
  let t: TestApp
  let world: World
  let second: { id: string; sectionId: string }
  const cookies: Record<string, string> = {}
  const ids: Record<string, string> = {}

  const call = (who: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie: cookies[who]! }, ...(payload ? { payload } : {}) })

  beforeAll(async () => {
    t = await createTestApp({ now: '2026-11-18T09:30:00Z' })
    await t.make.feature(null, 'advisor', true)
    world = await t.make.world()
    const school2 = await t.make.school(world.groupId)
    const section2 = await t.make.section(school2.id)
    second = { id: school2.id, sectionId: section2.id }
    const children = [
      await t.make.child(world.sectionIds[0]),
      await t.make.child(world.sectionIds[1]),
      await t.make.child(section2.id),
    ]
    for (const child of children) await t.make.guardianOf([child.id])
    const people = {
      coordinator: await t.make.staff('COORDINATOR', { groupId: world.groupId }),
      director: await t.make.staff('DIRECTOR', { schoolId: world.schoolId }),
      director2: await t.make.staff('DIRECTOR', { schoolId: school2.id }),
    }
    for (const [who, user] of Object.entries(people)) {
      ids[who] = user.id
      cookies[who] = await t.login(user.email!)
    }
  })
  afterAll(async () => t.close())

  async function campaign(anonymous: boolean, schoolIds = [world.schoolId, second.id]) {
    const res = await call('coordinator', 'POST', '/api/v1/advisor/campaigns', {
      name: 'Autumn survey',
      audiences: ['families'],
      opensOn: '2026-11-01',
      closesOn: '2026-12-31',
      anonymous,
      schoolIds,
      questions: [
        { content: 'Would you recommend us?', kind: 'scale', nps: true },
        { content: 'The welcome', kind: 'stars' },
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

  /** One reply set per answer of the NPS question, each from a new visitor session. */
  async function answer(c: AdvisorCampaign, schoolId: string, ratings: number[], stars = 4) {
    const [npsQ, starsQ, textQ] = c.questions
    for (const [i, rating] of ratings.entries())
      await t.database.db.transaction((tx) =>
        recordReplySet(
          tx,
          t.clock.now(),
          c.id,
          { schoolId, sessionId: `${schoolId}-${i}-${Math.random()}`, channel: 'host' },
          [
            { questionId: npsQ!.id, rating, comment: null },
            { questionId: starsQ!.id, rating: stars, comment: i === 0 ? '=HYPERLINK("x")' : null },
            { questionId: textQ!.id, rating: null, comment: i === 0 ? 'Lovely staff' : null },
          ],
        ),
      )
  }

  it('opening stores the eligible count (guardians of the campaign’s schools)', async () => {
    const c = await campaign(false)
    expect(c.status).toBe('active')
    expect(c.eligibleCount).toBe(3)
    expect(c.questions.map((q) => [q.kind, q.textOnly, q.nps])).toEqual([
      ['scale', false, true],
      ['stars', false, false],
      ['text', true, false],
    ])
  })

  it('the issue’s table: [10, 9, 9, 8, 7, 6, 3, −1] → standard NPS 14, default-rule NPS 57', async () => {
    const c = await campaign(false)
    await answer(c, world.schoolId, [10, 9, 9, 8, 7, 6, 3, -1])
    const res = await call('coordinator', 'GET', `/api/v1/advisor/campaigns/${c.id}/report?granularity=day`)
    expect(res.statusCode, res.body).toBe(200)
    const report = res.json<AdvisorReport>()
    expect(report.npsScores).toMatchObject({ configured: 57, standard: 14 })
    expect(report.repliersCount).toBe(8)
    expect(report.average).toBe(4)
    expect(report.questions[0]).toMatchObject({ ratingsCount: 7, skippedCount: 1 })
    expect(report.responseRate).toBe(266.7)
    expect(report.trends).toEqual([
      expect.objectContaining({ period: '2026-11-18', repliersCount: 8, nps: 57 }),
    ])
  })

  it('pools NPS over two schools of different sizes, and a director sees their school only', async () => {
    const c = await campaign(false)
    await answer(c, world.schoolId, [10, 10, 10, 10, 10, 10, 10, 10, 10, 0]) // standard 80
    await answer(c, second.id, [0, 0, 9]) // standard −33
    const pooled = (
      await call('coordinator', 'GET', `/api/v1/advisor/campaigns/${c.id}/report`)
    ).json<AdvisorReport>()
    // (10 − 3) / 13 = 53.8 → 54, not the mean of 80 and −33.
    expect(pooled.npsScores?.standard).toBe(54)
    const own = (
      await call('director2', 'GET', `/api/v1/advisor/campaigns/${c.id}/report`)
    ).json<AdvisorReport>()
    expect(own.npsScores?.standard).toBe(-33)
    expect(own.responseRate).toBeNull()
    const filtered = await call(
      'coordinator',
      'GET',
      `/api/v1/advisor/campaigns/${c.id}/report?schoolId=${second.id}`,
    )
    expect(filtered.json<AdvisorReport>().npsScores?.standard).toBe(-33)
  })

  it('an anonymous campaign keeps no user on its replies and hides a breakdown under 5 repliers', async () => {
    const c = await campaign(true)
    const guardian = await t.make.guardianOf([(await t.make.child(world.sectionIds[0])).id])
    await t.database.db.transaction((tx) =>
      recordReplySet(
        tx,
        t.clock.now(),
        c.id,
        { schoolId: world.schoolId, userId: guardian.id, channel: 'popup' },
        [{ questionId: c.questions[0]!.id, rating: 9, comment: 'fine' }],
      ),
    )
    const replies = await t.database.db
      .select()
      .from(advisorReplies)
      .where(eq(advisorReplies.campaignId, c.id))
    expect(replies.map((r) => [r.userId, r.childId, r.createdAt.toISOString()])).toEqual([
      [null, null, '2026-11-18T00:00:00.000Z'],
    ])
    const [participation] = await t.database.db
      .select()
      .from(advisorParticipations)
      .where(eq(advisorParticipations.campaignId, c.id))
    expect(participation?.userId).toBe(guardian.id)
    // The same person again is refused.
    await expect(
      t.database.db.transaction((tx) =>
        recordReplySet(
          tx,
          t.clock.now(),
          c.id,
          { schoolId: world.schoolId, userId: guardian.id, channel: 'popup' },
          [],
        ),
      ),
    ).rejects.toMatchObject({ code: 'ADVISOR_ALREADY_ANSWERED' })

    await answer(c, world.schoolId, [10, 10, 10])
    const hidden = (
      await call('coordinator', 'GET', `/api/v1/advisor/campaigns/${c.id}/report`)
    ).json<AdvisorReport>()
    expect(hidden).toMatchObject({ visible: false, repliersCount: 0, npsScores: null, questions: [] })
    const noComments = await call('coordinator', 'GET', `/api/v1/advisor/campaigns/${c.id}/comments`)
    expect(noComments.json()).toEqual({ items: [], nextCursor: null })
    await answer(c, second.id, [0])
    const shown = (
      await call('coordinator', 'GET', `/api/v1/advisor/campaigns/${c.id}/report`)
    ).json<AdvisorReport>()
    expect(shown).toMatchObject({ visible: true, repliersCount: 5 })
    // One school alone is a breakdown under the threshold.
    const bySchool = await call(
      'coordinator',
      'GET',
      `/api/v1/advisor/campaigns/${c.id}/report?schoolId=${second.id}`,
    )
    expect(bySchool.json<AdvisorReport>().visible).toBe(false)
  })

  it('anonymity and questions are fixed once a reply exists; a closed campaign stays closed', async () => {
    const c = await campaign(false)
    await answer(c, world.schoolId, [8])
    const body = {
      name: 'Renamed',
      audiences: ['families'],
      opensOn: '2026-11-01',
      closesOn: null,
      schoolIds: [world.schoolId, second.id],
      questions: c.questions.map((q) => ({ id: q.id, content: `${q.content}!`, kind: q.kind, nps: q.nps })),
    }
    const flip = await call('coordinator', 'PUT', `/api/v1/advisor/campaigns/${c.id}`, {
      ...body,
      anonymous: true,
    })
    expect(flip.json()).toMatchObject({ errorCode: 'ADVISOR_CAMPAIGN_LOCKED' })
    const drop = await call('coordinator', 'PUT', `/api/v1/advisor/campaigns/${c.id}`, {
      ...body,
      anonymous: false,
      questions: body.questions.slice(1),
    })
    expect(drop.statusCode).toBe(409)
    const reword = await call('coordinator', 'PUT', `/api/v1/advisor/campaigns/${c.id}`, {
      ...body,
      anonymous: false,
    })
    expect(reword.statusCode, reword.body).toBe(200)
    expect(reword.json<AdvisorCampaign>().questions[0]!.content).toBe('Would you recommend us?!')
    const close = await call('coordinator', 'POST', `/api/v1/advisor/campaigns/${c.id}/status`, {
      status: 'closed',
    })
    expect(close.json<AdvisorCampaign>().status).toBe('closed')
    const reopen = await call('coordinator', 'POST', `/api/v1/advisor/campaigns/${c.id}/status`, {
      status: 'active',
    })
    expect(reopen.json()).toMatchObject({ errorCode: 'ADVISOR_STATUS_TRANSITION' })
    await expect(
      t.database.db.transaction((tx) =>
        recordReplySet(
          tx,
          t.clock.now(),
          c.id,
          { schoolId: world.schoolId, sessionId: 'late', channel: 'host' },
          [],
        ),
      ),
    ).rejects.toMatchObject({ code: 'ADVISOR_CAMPAIGN_NOT_OPEN' })
  })

  it('comments page by keyset and export as CSV with formulas neutralised', async () => {
    const c = await campaign(false)
    await answer(c, world.schoolId, [9, 9])
    const first = await call('coordinator', 'GET', `/api/v1/advisor/campaigns/${c.id}/comments?limit=1`)
    const page = first.json<{ items: Array<{ comment: string }>; nextCursor: string }>()
    expect(page.items).toHaveLength(1)
    const next = await call(
      'coordinator',
      'GET',
      `/api/v1/advisor/campaigns/${c.id}/comments?limit=1&cursor=${page.nextCursor}`,
    )
    const both = [...page.items, ...next.json<{ items: Array<{ comment: string }> }>().items].map(
      (i) => i.comment,
    )
    expect(both.sort()).toEqual(['=HYPERLINK("x")', 'Lovely staff'])
    const csv = await call('coordinator', 'GET', `/api/v1/advisor/campaigns/${c.id}/comments/export`)
    expect(csv.headers['content-type']).toContain('text/csv')
    expect(csv.body).toContain(`'=HYPERLINK`)
  })

  it('sectors group schools; a report filtered by sector covers only them', async () => {
    const sector = await call('coordinator', 'POST', '/api/v1/advisor/sectors', {
      name: 'South',
      schoolIds: [second.id],
    })
    expect(sector.statusCode, sector.body).toBe(201)
    const c = await campaign(false)
    await answer(c, world.schoolId, [10])
    await answer(c, second.id, [0])
    const res = await call(
      'coordinator',
      'GET',
      `/api/v1/advisor/campaigns/${c.id}/report?sectorId=${sector.json<{ id: string }>().id}`,
    )
    expect(res.json<AdvisorReport>().npsScores?.standard).toBe(-100)
  })

  it('the list’s summaries equal each report’s figures, in as many queries for 1 or 3 campaigns (decision 0059)', async () => {
    const both = await campaign(false)
    await answer(both, world.schoolId, [10, 9, 3, -1], 5)
    await answer(both, second.id, [6, 8], 2)
    const hidden = await campaign(true)
    await answer(hidden, world.schoolId, [9, 9])
    const secondOnly = await campaign(false, [second.id])
    await answer(secondOnly, second.id, [7, 8, 9, 10, 0], 3)
    const list = async (who: string, limit: number) => {
      const res = await call(who, 'GET', `/api/v1/advisor/campaigns?withSummary=true&limit=${limit}`)
      expect(res.statusCode, res.body).toBe(200)
      return res.json<{ items: AdvisorCampaignListItem[] }>().items
    }
    for (const who of ['coordinator', 'director2']) {
      const items = await list(who, 3)
      expect(items.map((i) => i.id)).toEqual([secondOnly.id, hidden.id, both.id])
      for (const item of items) {
        const report = (
          await call(who, 'GET', `/api/v1/advisor/campaigns/${item.id}/report`)
        ).json<AdvisorReport>()
        expect(item.summary, `${who} ${item.id}`).toEqual({
          visible: report.visible,
          repliersCount: report.repliersCount,
          responseRate: report.responseRate,
          average: report.average,
          nps: report.npsScores?.configured ?? null,
          npsStandard: report.npsScores?.standard ?? null,
        })
      }
    }
    // NPS answers 10, 9, 3, 6, 8 (the −1 skipped): default rule (3 − 1) / 5 = 40, standard (2 − 2) / 5 = 0;
    // stars 4 × 5 and 2 × 2 over 6 sets = 4.0; 6 repliers over the guardians eligible at opening.
    const [, anonymous, whole] = await list('coordinator', 3)
    expect(whole!.summary).toEqual({
      visible: true,
      repliersCount: 6,
      responseRate: Math.round(6000 / both.eligibleCount!) / 10,
      average: 4,
      nps: 40,
      npsStandard: 0,
    })
    expect(anonymous!.summary).toMatchObject({ visible: false, repliersCount: 0, nps: null })
    const director2 = await list('director2', 3)
    expect(director2[2]!.summary).toMatchObject({ repliersCount: 2, responseRate: null, average: 2 })

    // No summary unless asked for.
    const plain = await call('coordinator', 'GET', '/api/v1/advisor/campaigns?limit=3')
    expect(plain.json<{ items: AdvisorCampaignListItem[] }>().items[0]).not.toHaveProperty('summary')

    // The queries of a page do not grow with its campaigns: grouped by campaign, no loop.
    const spy =
      t.database.kind === 'postgres'
        ? vi.spyOn(pg.Client.prototype, 'query')
        : vi.spyOn(PGlite.prototype, 'query')
    try {
      const queriesFor = async (limit: number) => {
        spy.mockClear()
        expect(await list('coordinator', limit)).toHaveLength(limit)
        return spy.mock.calls.length
      }
      await queriesFor(1)
      const one = await queriesFor(1)
      const three = await queriesFor(3)
      expect(one).toBeGreaterThan(0)
      expect(three).toBe(one)
    } finally {
      spy.mockRestore()
    }
  })

  it('lists the campaigns reaching one school of the scope; another school is 404 (the school page)', async () => {
    const onlyFirst = await campaign(false, [world.schoolId])
    const onlySecond = await campaign(false, [second.id])
    const list = async (who: string, schoolId: string) =>
      call(who, 'GET', `/api/v1/advisor/campaigns?schoolId=${schoolId}&limit=100`)
    const ids = (await list('coordinator', second.id)).json<{ items: AdvisorCampaignListItem[] }>().items
    expect(ids.every((c) => c.schools.some((s) => s.id === second.id))).toBe(true)
    expect(ids.map((c) => c.id)).toContain(onlySecond.id)
    expect(ids.map((c) => c.id)).not.toContain(onlyFirst.id)
    // A director reads their own school's page only.
    expect((await list('director2', second.id)).statusCode).toBe(200)
    expect((await list('director2', world.schoolId)).statusCode).toBe(404)
  })

  it('the advisor pages need the global advisor flag', async () => {
    const other = await createTestApp({ now: '2026-11-18T09:30:00Z' })
    try {
      const w = await other.make.world()
      const coordinator = await other.make.staff('COORDINATOR', { groupId: w.groupId })
      const cookie = await other.login(coordinator.email!)
      const res = await other.app.inject({
        method: 'GET',
        url: '/api/v1/advisor/campaigns',
        headers: { cookie },
      })
      expect(res.json()).toMatchObject({ errorCode: 'FORBIDDEN_BY_FEATURE_SETTINGS' })
    } finally {
      await other.close()
    }
  })
})
