import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AdvisorCampaign } from '@nido/domain/contracts/advisor'
import type { AdvisorHistoryPage } from '@nido/domain/contracts/advisor-history'
import { createTestApp, type TestApp } from '../../test/app'
import { openCampaign } from './advisor.test-campaigns'
import type { World } from '../../test/factories'
import { recordReplySet, type ReplySetSender } from './advisor.replies'

// Spec 000 §2 /advisor/history; docs/advisor.md "History", decision 0068: the reply sets of the
// actor's schools, newest first, each with its answers in question order; an anonymous campaign's
// sets name nobody and are withheld under the anonymity threshold (default 5).
describe('advisor history (spec 000 §2)', () => {
  let t: TestApp
  let world: World
  let identified: AdvisorCampaign
  let anonymous: AdvisorCampaign
  const cookies: Record<string, string> = {}
  const ids: Record<string, string> = {}

  const call = (who: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie: cookies[who]! }, ...(payload ? { payload } : {}) })

  async function history(who: string, query = '') {
    const res = await call(who, 'GET', `/api/v1/advisor/history${query}`)
    expect(res.statusCode, res.body).toBe(200)
    return res.json<AdvisorHistoryPage>()
  }

  const campaign = (anonymous: boolean) =>
    openCampaign(t, cookies.coordinator!, {
      name: anonymous ? 'Anonymous barometer' : 'Identified barometer',
      audiences: ['families', 'visitors'],
      anonymous,
      schoolIds: [world.schoolId],
    })

  /** One set, sent at `at` (the flows' clock), rating the welcome and leaving the NPS skipped. */
  async function send(c: AdvisorCampaign, at: string, sender: Partial<ReplySetSender>, stars: number) {
    await t.database.db.transaction((tx) =>
      recordReplySet(tx, new Date(at), c.id, { schoolId: world.schoolId, channel: 'popup', ...sender }, [
        { questionId: c.questions[2]!.id, rating: null, comment: `Comment ${stars}` },
        { questionId: c.questions[1]!.id, rating: -1, comment: null },
        { questionId: c.questions[0]!.id, rating: stars, comment: null },
      ]),
    )
  }

  beforeAll(async () => {
    t = await createTestApp({ now: '2026-11-18T09:30:00Z' })
    await t.make.feature(null, 'advisor', true)
    world = await t.make.world()
    const otherSchool = await t.make.school(world.groupId).then((s) => s.id)
    const otherGroup = await t.make.world()
    const people = {
      coordinator: await t.make.staff('COORDINATOR', { groupId: world.groupId }),
      director: await t.make.staff('DIRECTOR', { schoolId: world.schoolId }),
      otherDirector: await t.make.staff('DIRECTOR', { schoolId: otherSchool }),
      otherCoordinator: await t.make.staff('COORDINATOR', { groupId: otherGroup.groupId }),
      teacher: await t.make.staff('TEACHER', { sectionId: world.sectionIds[0] }),
    }
    for (const [who, user] of Object.entries(people)) {
      cookies[who] = await t.login(user.email!)
      ids[who] = user.id
    }
    const child = await t.make.child(world.sectionIds[0], { firstname: 'Louise', lastname: 'Dubois' })
    const guardian = await t.make.guardianOf([child.id], { firstname: 'Marie', lastname: 'Dubois' })
    ids.child = child.id
    ids.guardian = guardian.id
    identified = await campaign(false)
    anonymous = await campaign(true)
    await send(
      identified,
      '2026-11-10T08:00:00Z',
      { userId: guardian.id, childId: child.id, sectionId: world.sectionIds[0] },
      4,
    )
    await send(identified, '2026-11-11T08:00:00Z', { sessionId: crypto.randomUUID(), channel: 'host' }, 5)
    await send(identified, '2026-11-12T08:00:00Z', { childId: child.id, channel: 'host' }, 3)
    await send(anonymous, '2026-11-13T08:00:00Z', { userId: guardian.id, childId: child.id }, 2)
    await send(anonymous, '2026-11-14T08:00:00Z', { sessionId: crypto.randomUUID(), channel: 'host' }, 2)
  })
  afterAll(async () => t.close())

  it('lists the sets newest first with their answers in question order and who sent them', async () => {
    const page = await history('coordinator', `?campaignId=${identified.id}`)
    expect(page.items.map((i) => i.receivedAt)).toEqual([
      '2026-11-12T08:00:00.000Z',
      '2026-11-11T08:00:00.000Z',
      '2026-11-10T08:00:00.000Z',
    ])
    expect(page.items.map((i) => i.respondent)).toEqual([
      { kind: 'child', name: 'Louise Dubois', child: null },
      { kind: 'visitor', name: null, child: null },
      { kind: 'person', name: 'Marie Dubois', child: 'Louise Dubois' },
    ])
    const oldest = page.items[2]!
    expect(oldest.channel).toBe('popup')
    expect(oldest.section).not.toBeNull()
    expect(oldest.campaign).toEqual({ id: identified.id, name: 'Identified barometer', anonymous: false })
    expect(oldest.answers.map((a) => [a.question, a.rating, a.comment])).toEqual([
      ['The welcome', 4, null],
      ['Would you recommend us?', -1, null],
      ['Anything to add?', null, 'Comment 4'],
    ])
  })

  it('withholds an anonymous campaign under the threshold, then lists its sets naming nobody', async () => {
    const under = await history('coordinator')
    expect(under.withheld).toEqual([{ id: anonymous.id, name: 'Anonymous barometer' }])
    expect(under.anonymityThreshold).toBe(5)
    expect(under.items.some((i) => i.campaign.id === anonymous.id)).toBe(false)
    for (const day of ['15', '16', '17'])
      await send(anonymous, `2026-11-${day}T08:00:00Z`, { sessionId: crypto.randomUUID() }, 1)
    const over = await history('coordinator', `?campaignId=${anonymous.id}`)
    expect(over.withheld).toEqual([])
    expect(over.items).toHaveLength(5)
    for (const item of over.items) {
      expect(item.respondent).toEqual({ kind: 'anonymous', name: null, child: null })
      expect(item.section).toBeNull()
      expect(item.receivedAt).toMatch(/T00:00:00\.000Z$/)
    }
  })

  it('pages by keyset without skipping or repeating a set, and filters by channel', async () => {
    const seen: string[] = []
    let cursor: string | null = ''
    while (cursor !== null) {
      const page = await history('director', `?limit=3${cursor ? `&cursor=${cursor}` : ''}`)
      expect(page.items.length).toBeLessThanOrEqual(3)
      seen.push(...page.items.map((i) => i.id))
      cursor = page.nextCursor
    }
    expect(seen).toHaveLength(8)
    expect(new Set(seen).size).toBe(8)
    const host = await history('director', '?channel=host')
    // The anonymous campaign has one set by the host dialog: too few in this selection.
    expect(host.items.map((i) => i.channel)).toEqual(['host', 'host'])
    expect(host.withheld.map((c) => c.id)).toEqual([anonymous.id])
  })

  it('keeps to the actor’s schools: another school’s director sees nothing, another group 404', async () => {
    expect((await history('otherDirector')).items).toEqual([])
    expect((await history('otherCoordinator')).items).toEqual([])
    expect(
      (await call('otherCoordinator', 'GET', `/api/v1/advisor/history?schoolId=${world.schoolId}`))
        .statusCode,
    ).toBe(404)
    expect(
      (await call('otherCoordinator', 'GET', `/api/v1/advisor/history?campaignId=${identified.id}`))
        .statusCode,
    ).toBe(404)
    expect((await call('teacher', 'GET', '/api/v1/advisor/history')).statusCode).toBe(403)
  })
})
