import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AdvisorCampaign } from '@nido/domain/contracts/advisor'
import type { AdvisorChildAnswers, AdvisorSectionChild } from '@nido/domain/contracts/advisor-children'
import { createTestApp, type TestApp } from '../../test/app'
import { openCampaign } from './advisor.test-campaigns'
import { recordReplySet } from './advisor.replies'
import type { World } from '../../test/factories'

// Spec 000 §2 /advisor/children/{id}, §6 (advisor pages' people, within their schools);
// docs/advisor.md "A child's answers".
describe('advisor: a child’s answers (spec 000 §2, §6)', () => {
  let t: TestApp
  let world: World
  const cookies: Record<string, string> = {}
  const ids: Record<string, string> = {}

  const call = (who: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie: cookies[who]! }, ...(payload ? { payload } : {}) })

  const campaign = (name: string, anonymous: boolean) =>
    openCampaign(t, cookies.coordinator!, { name, anonymous, schoolIds: [world.schoolId] })

  /** The guardian's answers about the child, given on the phone (the scale question left out: −1). */
  async function answer(c: AdvisorCampaign, stars: number, comment: string) {
    const res = await call('director', 'POST', `/api/v1/advisor/phone/campaigns/${c.id}/answers`, {
      schoolId: world.schoolId,
      guardianId: ids.guardian,
      childId: ids.child,
      ratings: [
        { questionId: c.questions[2]!.id, rating: null, comment },
        { questionId: c.questions[0]!.id, rating: stars, comment: null },
      ],
    })
    expect(res.statusCode, res.body).toBe(201)
  }

  async function childPage(who: string, query = '') {
    const res = await call(who, 'GET', `/api/v1/advisor/children/${ids.child}${query}`)
    expect(res.statusCode, res.body).toBe(200)
    return res.json<AdvisorChildAnswers>()
  }

  const campaigns: Record<string, AdvisorCampaign> = {}

  beforeAll(async () => {
    t = await createTestApp({ now: '2026-11-18T09:30:00Z' })
    await t.make.feature(null, 'advisor', true)
    world = await t.make.world()
    const otherSchool = await t.make.school(world.groupId)
    const otherSection = await t.make.section(otherSchool.id)
    const people = {
      coordinator: await t.make.staff('COORDINATOR', { groupId: world.groupId }),
      director: await t.make.staff('DIRECTOR', { schoolId: world.schoolId }),
      otherDirector: await t.make.staff('DIRECTOR', { schoolId: otherSchool.id }),
      teacher: await t.make.staff('TEACHER', { sectionId: world.sectionIds[0] }),
    }
    const child = await t.make.child(world.sectionIds[0], { firstname: 'Léa', lastname: 'Aubert' })
    const guardian = await t.make.guardianOf([child.id], { firstname: 'Anne', lastname: 'Aubert' })
    const otherChild = await t.make.child(otherSection.id)
    for (const [who, user] of Object.entries({ ...people, guardian })) {
      cookies[who] = await t.login(user.email!)
      ids[who] = user.id
    }
    ids.child = child.id
    ids.otherChild = otherChild.id
    ids.otherSection = otherSection.id
    // Three identified campaigns answered an hour apart, and an anonymous one in between.
    for (const [name, stars, anonymous] of [
      ['First', 4, false],
      ['Anonymous', 1, true],
      ['Second', 5, false],
      ['Third', 2, false],
    ] as const) {
      campaigns[name] = await campaign(name, anonymous)
      await answer(campaigns[name], stars, `${name} comment`)
      t.clock.advance(3_600_000)
    }
  })
  afterAll(async () => t.close())

  it('lists the sets about the child newest first, each with its answers in question order', async () => {
    const page = await childPage('director', '?limit=2')
    expect(page.child).toMatchObject({
      id: ids.child,
      firstname: 'Léa',
      lastname: 'Aubert',
      school: { id: world.schoolId },
      section: { id: world.sectionIds[0] },
    })
    expect(page.items.map((s) => s.campaign.name)).toEqual(['Third', 'Second'])
    const [third] = page.items
    expect(third).toMatchObject({
      campaign: { id: campaigns.Third!.id },
      school: { id: world.schoolId },
      channel: 'phone',
      respondent: { kind: 'person', name: 'Anne Aubert', child: 'Léa Aubert' },
      receivedAt: '2026-11-18T12:30:00.000Z',
    })
    expect(third!.answers.map((a) => [a.question, a.kind, a.nps, a.rating, a.comment])).toEqual([
      ['The welcome', 'stars', false, 2, null],
      ['Would you recommend us?', 'scale', true, -1, null],
      ['Anything to add?', 'text', false, null, 'Third comment'],
    ])
    // Every set about the child counts in the headline, not only the page's: stars 4, 5, 2.
    expect(page.headline).toEqual({ average: 3.7, ratingsCount: 3, replySetsCount: 3 })
    expect(page.nextCursor).not.toBeNull()
  })

  it('pages by cursor, and never shows an anonymous campaign’s answers', async () => {
    const first = await childPage('coordinator', '?limit=2')
    const second = await childPage('coordinator', `?limit=2&cursor=${first.nextCursor}`)
    expect(second.items.map((s) => s.campaign.name)).toEqual(['First'])
    expect(second.nextCursor).toBeNull()
    const all = [...first.items, ...second.items]
    expect(all.some((s) => s.campaign.id === campaigns.Anonymous!.id)).toBe(false)
    expect(new Set(all.map((s) => s.id)).size).toBe(3)
  })

  it('names the child as respondent, in the app and on the host dialog', async () => {
    const created = await openCampaign(t, cookies.coordinator!, {
      name: 'Children',
      audiences: ['children'],
      schoolIds: [world.schoolId],
      questions: [{ content: 'Do you like the garden?', kind: 'stars' }],
    })
    const questionId = created.questions[0]!.id
    const sender = { schoolId: world.schoolId, sectionId: world.sectionIds[0], childId: ids.child! }
    // Written as the popup (the child signed in) and the host dialog (a named child) write them.
    await t.database.db.transaction(async (tx) => {
      await recordReplySet(
        tx,
        t.clock.now(),
        created.id,
        { ...sender, userId: ids.child, channel: 'popup' },
        [{ questionId, rating: 5, comment: null }],
      )
    })
    t.clock.advance(60_000)
    await t.database.db.transaction(async (tx) => {
      await recordReplySet(
        tx,
        t.clock.now(),
        created.id,
        { ...sender, sessionId: 'tablet', channel: 'host' },
        [{ questionId, rating: 3, comment: null }],
      )
    })
    const [host, child] = (await childPage('coordinator')).items
    const theChild = { kind: 'child', name: 'Léa Aubert', child: null }
    expect(host).toMatchObject({ channel: 'host', respondent: theChild })
    expect(child).toMatchObject({ channel: 'popup', respondent: theChild })
  })

  it('answers 404 for a child outside the actor’s schools or an id that is not a child’s', async () => {
    expect((await call('otherDirector', 'GET', `/api/v1/advisor/children/${ids.child}`)).statusCode).toBe(404)
    expect((await call('director', 'GET', `/api/v1/advisor/children/${ids.otherChild}`)).statusCode).toBe(404)
    expect((await call('director', 'GET', `/api/v1/advisor/children/${ids.guardian}`)).statusCode).toBe(404)
    // The coordinator works on both schools of the group; the child of the other has no answers.
    const other = await call('coordinator', 'GET', `/api/v1/advisor/children/${ids.otherChild}`)
    expect(other.statusCode, other.body).toBe(200)
    expect(other.json<AdvisorChildAnswers>().items).toEqual([])
    expect((await call('teacher', 'GET', `/api/v1/advisor/children/${ids.child}`)).statusCode).toBe(403)
    expect((await call('guardian', 'GET', `/api/v1/advisor/children/${ids.child}`)).statusCode).toBe(403)
  })

  it('lists a section’s children by name, within the actor’s schools', async () => {
    const res = await call('director', 'GET', `/api/v1/advisor/sections/${world.sectionIds[0]}/children`)
    expect(res.statusCode, res.body).toBe(200)
    const items = res.json<{ items: AdvisorSectionChild[] }>().items
    expect(items).toEqual([{ id: ids.child, firstname: 'Léa', lastname: 'Aubert' }])
    const outside = await call('director', 'GET', `/api/v1/advisor/sections/${ids.otherSection}/children`)
    expect(outside.statusCode).toBe(404)
  })
})
