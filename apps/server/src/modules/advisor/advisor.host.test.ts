import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import type { AdvisorAudience, AdvisorCampaign } from '@nido/domain/contracts/advisor'
import type { AdvisorHostChildren, AdvisorHostSurveys } from '@nido/domain/contracts/advisor-host'
import { advisorParticipations, advisorReplies } from '../../db/schema/index'
import { createTestApp, type TestApp } from '../../test/app'
import { openCampaign, starsNpsText } from './advisor.test-campaigns'
import type { World } from '../../test/factories'

// Spec 000 §4 "Advisor host dialog steps" (resident or guest, identified or anonymous, a child),
// §5 (a child who answered everything is disabled; −1 for a missing rating), §6 (advisor-guest
// coordinators), §7 (visitor or anonymous child: schoolId, sessionId); docs/advisor.md "The host
// dialog".
describe('advisor host dialog (spec 000 §4, §5, §6)', () => {
  let t: TestApp
  let world: World
  let otherSchool: string
  const cookies: Record<string, string> = {}
  const children = {} as Record<'anna' | 'ben' | 'elsewhere', string>

  const call = (who: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie: cookies[who]! }, ...(payload ? { payload } : {}) })
  const surveys = async (query: string, who = 'host') => {
    const res = await call(who, 'GET', `/api/v1/advisor/host/surveys?${query}`)
    expect(res.statusCode, res.body).toBe(200)
    return res.json<AdvisorHostSurveys>()
  }

  const campaign = (name: string, audiences: AdvisorAudience[], anonymous: boolean) =>
    openCampaign(t, cookies.planner!, {
      name,
      audiences,
      anonymous,
      schoolIds: [world.schoolId],
      questions: starsNpsText.slice(0, 2),
    })

  const reply = (
    c: AdvisorCampaign,
    respondent: 'guest' | 'anonymous' | 'child',
    extra: { childId?: string; sessionId?: string; ratings?: object[]; schoolId?: string } = {},
  ) =>
    call('host', 'POST', '/api/v1/advisor/host/replies', {
      respondent,
      campaignId: c.id,
      schoolId: extra.schoolId ?? world.schoolId,
      childId: extra.childId ?? null,
      sessionId: extra.sessionId ?? crypto.randomUUID(),
      ratings: extra.ratings ?? [{ questionId: c.questions[1]!.id, rating: 9, comment: 'Lovely' }],
    })

  let visitors: AdvisorCampaign
  let residents: AdvisorCampaign

  beforeAll(async () => {
    t = await createTestApp({ now: '2026-11-18T09:30:00Z' })
    await t.make.feature(null, 'advisor', true)
    world = await t.make.world()
    otherSchool = (await t.make.school(world.groupId, { name: 'Zz other school' })).id
    const otherSection = await t.make.section(otherSchool)
    children.anna = (await t.make.child(world.sectionIds[0], { firstname: 'Anna', lastname: 'Bell' })).id
    children.ben = (await t.make.child(world.sectionIds[1], { firstname: 'Ben', lastname: 'Alder' })).id
    children.elsewhere = (await t.make.child(otherSection.id, { firstname: 'Cleo', lastname: 'Far' })).id
    const people = {
      planner: await t.make.staff('COORDINATOR', { groupId: world.groupId }),
      host: await t.make.staff('COORDINATOR', { groupId: world.groupId }, { advisorGuest: true }),
      hostObserver: await t.make.staff(
        'COORDINATOR',
        { groupId: world.groupId },
        { advisorGuest: true, observer: true },
      ),
      director: await t.make.staff('DIRECTOR', { schoolId: world.schoolId }),
    }
    for (const [who, user] of Object.entries(people)) cookies[who] = await t.login(user.email!)
    visitors = await campaign('Visitors', ['visitors'], true)
    residents = await campaign('Residents', ['children'], false)
  })
  afterAll(async () => t.close())

  it('offers the visitors’ campaign to a guest and the children’s to residents', async () => {
    const guest = await surveys('respondent=guest')
    expect(guest.schoolId).toBe(world.schoolId)
    expect(guest.surveys.map((s) => s.name)).toEqual(['Visitors'])
    expect((await surveys('respondent=anonymous')).surveys.map((s) => s.name)).toEqual(['Residents'])
    const child = await surveys(`respondent=child&childId=${children.anna}`)
    expect(child.surveys.map((s) => s.name)).toEqual(['Residents'])
    expect(child.surveys[0]!.questions.map((q) => q.nps)).toEqual([false, true])
  })

  it('needs a child of the current school for an identified resident, and only then', async () => {
    expect((await call('host', 'GET', '/api/v1/advisor/host/surveys?respondent=child')).statusCode).toBe(400)
    expect(
      (await call('host', 'GET', `/api/v1/advisor/host/surveys?respondent=guest&childId=${children.anna}`))
        .statusCode,
    ).toBe(400)
    const elsewhere = await call(
      'host',
      'GET',
      `/api/v1/advisor/host/surveys?respondent=child&childId=${children.elsewhere}`,
    )
    expect(elsewhere.statusCode).toBe(404)
    expect((await reply(residents, 'child', { childId: children.elsewhere })).statusCode).toBe(404)
    expect(
      (await reply(residents, 'child', { childId: children.anna, schoolId: otherSchool })).statusCode,
    ).toBe(404)
  })

  it('records a visitor per run of the dialog, with the host channel and no account', async () => {
    const run = crypto.randomUUID()
    const first = await reply(visitors, 'guest', { sessionId: run })
    expect(first.statusCode, first.body).toBe(204)
    // The same run cannot send twice; the next visitor (a new run) can.
    expect((await reply(visitors, 'guest', { sessionId: run })).json().errorCode).toBe(
      'ADVISOR_ALREADY_ANSWERED',
    )
    expect((await reply(visitors, 'guest')).statusCode).toBe(204)
    // A visitor does not answer the children's campaign, nor a resident the visitors'.
    expect((await reply(residents, 'guest')).statusCode).toBe(404)
    expect((await reply(visitors, 'anonymous')).statusCode).toBe(404)
    const rows = await t.database.db
      .select()
      .from(advisorReplies)
      .where(eq(advisorReplies.campaignId, visitors.id))
    // The skipped star rating is −1 (spec 001 §5); the anonymous campaign keeps no one.
    expect(rows.map((r) => r.rating).sort()).toEqual([-1, -1, 9, 9])
    expect(rows.every((r) => r.channel === 'host' && r.userId === null && r.childId === null)).toBe(true)
    const participations = await t.database.db
      .select()
      .from(advisorParticipations)
      .where(eq(advisorParticipations.campaignId, visitors.id))
    expect(participations.map((p) => [p.userId, p.childId, p.channel])).toEqual([
      [null, null, 'host'],
      [null, null, 'host'],
    ])
  })

  it('records a chosen child’s answers with the child, then disables them in the list', async () => {
    const before = await call('host', 'GET', '/api/v1/advisor/host/children')
    expect(before.statusCode).toBe(200)
    const list = before.json<AdvisorHostChildren>().children
    // The school's children by name; another school's child is not listed.
    expect(list.map((c) => [c.firstname, c.answeredAll])).toEqual([
      ['Ben', false],
      ['Anna', false],
    ])
    expect((await reply(residents, 'child', { childId: children.anna })).statusCode).toBe(204)
    expect((await reply(residents, 'child', { childId: children.anna })).json().errorCode).toBe(
      'ADVISOR_ALREADY_ANSWERED',
    )
    const after = (await call('host', 'GET', '/api/v1/advisor/host/children')).json<AdvisorHostChildren>()
    expect(after.children.map((c) => [c.firstname, c.answeredAll])).toEqual([
      ['Ben', false],
      ['Anna', true],
    ])
    expect((await surveys(`respondent=child&childId=${children.anna}`)).surveys).toEqual([])
    const [row] = await t.database.db
      .select()
      .from(advisorReplies)
      .where(eq(advisorReplies.childId, children.anna))
    expect(row).toMatchObject({ channel: 'host', userId: null, campaignId: residents.id })
    // An anonymous resident answers the same campaign without a child.
    expect((await reply(residents, 'anonymous')).statusCode).toBe(204)
  })

  it('is for advisor-guest coordinators: others 403, observers cannot send', async () => {
    expect((await call('planner', 'GET', '/api/v1/advisor/host/surveys?respondent=guest')).statusCode).toBe(
      403,
    )
    expect((await call('planner', 'GET', '/api/v1/advisor/host/children')).statusCode).toBe(403)
    expect((await call('director', 'GET', '/api/v1/advisor/host/children')).statusCode).toBe(403)
    expect((await call('hostObserver', 'GET', '/api/v1/advisor/host/children')).statusCode).toBe(200)
    const sent = await call('hostObserver', 'POST', '/api/v1/advisor/host/replies', {
      respondent: 'guest',
      campaignId: visitors.id,
      schoolId: world.schoolId,
      sessionId: crypto.randomUUID(),
      ratings: [{ questionId: visitors.questions[0]!.id, rating: 4, comment: null }],
    })
    expect(sent.json().errorCode).toBe('FORBIDDEN_OBSERVER')
  })
})
