import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import type { AdvisorAudience, AdvisorCampaign } from '@nido/domain/contracts/advisor'
import type { AdvisorCallListItem, AdvisorPhoneCampaign } from '@nido/domain/contracts/advisor-phone'
import { advisorCalls, advisorParticipations, advisorReplies, users } from '../../db/schema/index'
import { createTestApp, type TestApp } from '../../test/app'
import { openCampaign } from './advisor.test-campaigns'
import type { World } from '../../test/factories'

// Spec 000 §2 /advisor/telephone-surveys, §6 (advisor pages' people; "Telephone surveys also need
// phone-call surveys not disabled"); docs/advisor.md "Telephone surveys", decision 0064.
describe('advisor telephone surveys (spec 000 §2, §6)', () => {
  let t: TestApp
  let world: World
  let otherSchool: string
  const cookies: Record<string, string> = {}
  const ids: Record<string, string> = {}

  const call = (who: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie: cookies[who]! }, ...(payload ? { payload } : {}) })

  const campaign = (
    anonymous: boolean,
    schoolIds = [world.schoolId],
    audiences: AdvisorAudience[] = ['families'],
  ) =>
    openCampaign(t, cookies.coordinator!, {
      name: `Phone ${anonymous ? 'anonymous' : 'identified'} ${audiences.join(' ')}`,
      audiences,
      anonymous,
      schoolIds,
    })

  const listUrl = (c: { id: string }, schoolId = world.schoolId) =>
    `/api/v1/advisor/phone/campaigns/${c.id}/schools/${schoolId}/call-list`
  async function callList(who: string, c: { id: string }, query = '') {
    const res = await call(who, 'GET', `${listUrl(c)}${query}`)
    expect(res.statusCode, res.body).toBe(200)
    return res.json<{ items: AdvisorCallListItem[]; nextCursor: string | null }>()
  }
  const lineOf = (items: AdvisorCallListItem[], guardian: string) =>
    items.find((i) => i.guardian.id === ids[guardian])

  const answers = (c: AdvisorCampaign) => [
    { questionId: c.questions[0]!.id, rating: 4, comment: null },
    { questionId: c.questions[2]!.id, rating: null, comment: 'Said on the phone' },
  ]
  const family = (guardian: string) => ({
    schoolId: world.schoolId,
    guardianId: ids[guardian],
    childId: ids[`${guardian}Child`],
  })

  beforeAll(async () => {
    t = await createTestApp({ now: '2026-11-18T09:30:00Z' })
    await t.make.feature(null, 'advisor', true)
    world = await t.make.world()
    otherSchool = await t.make.school(world.groupId).then((s) => s.id)
    // The other school turns its phone surveys off (spec 000 §6 "not disabled").
    await t.make.feature(otherSchool, 'advisor', true, { allowPhonecallSurvey: false })
    const staff = {
      coordinator: await t.make.staff('COORDINATOR', { groupId: world.groupId }),
      etude: await t.make.staff('ETUDE', { groupId: world.groupId }),
      director: await t.make.staff('DIRECTOR', { schoolId: world.schoolId }),
      teacher: await t.make.staff('TEACHER', { sectionId: world.sectionIds[0] }),
    }
    const otherGroup = await t.make.world()
    const strangers = {
      otherCoordinator: await t.make.staff('COORDINATOR', { groupId: otherGroup.groupId }),
    }
    for (const [who, user] of Object.entries({ ...staff, ...strangers })) {
      cookies[who] = await t.login(user.email!)
      ids[who] = user.id
    }
    for (const [name, lastname] of [
      ['alice', 'Aubert'],
      ['bruno', 'Bernard'],
      ['chloe', 'Carpentier'],
    ] as const) {
      const child = await t.make.child(world.sectionIds[0], { lastname })
      const guardian = await t.make.guardianOf([child.id], { firstname: name, lastname })
      ids[name] = guardian.id
      ids[`${name}Child`] = child.id
      cookies[name] = await t.login(guardian.email!)
    }
    await t.database.db.update(users).set({ phone: '+33612345678' }).where(eq(users.id, ids.alice!))
  })
  afterAll(async () => t.close())

  it('lists the active families’ campaigns with the schools whose phone surveys are on', async () => {
    const families = await campaign(false, [world.schoolId, otherSchool])
    const staffOnly = await campaign(false, [world.schoolId], ['staff'])
    const res = await call('etude', 'GET', '/api/v1/advisor/phone/campaigns')
    expect(res.statusCode, res.body).toBe(200)
    const items = res.json<{ items: AdvisorPhoneCampaign[] }>().items
    const found = items.find((c) => c.id === families.id)
    expect(found?.schools.map((s) => s.id)).toEqual([world.schoolId])
    expect(found?.questions.map((q) => [q.kind, q.textOnly, q.nps])).toEqual([
      ['stars', false, false],
      ['scale', false, true],
      ['text', true, false],
    ])
    expect(items.some((c) => c.id === staffOnly.id)).toBe(false)
    // Another group's coordinator sees none of them; a teacher or a guardian may not ask.
    const other = await call('otherCoordinator', 'GET', '/api/v1/advisor/phone/campaigns')
    expect(other.json<{ items: AdvisorPhoneCampaign[] }>().items.some((c) => c.id === families.id)).toBe(
      false,
    )
    expect((await call('teacher', 'GET', '/api/v1/advisor/phone/campaigns')).statusCode).toBe(403)
    expect((await call('alice', 'GET', '/api/v1/advisor/phone/campaigns')).statusCode).toBe(403)
  })

  it('pages the call list by the guardians’ names, with their phone numbers', async () => {
    const c = await campaign(false)
    const first = await callList('director', c, '?limit=2')
    expect(first.items.map((i) => i.guardian.lastname)).toEqual(['Aubert', 'Bernard'])
    expect(first.items[0]).toMatchObject({
      phone: '+33612345678',
      child: { id: ids.aliceChild, lastname: 'Aubert' },
      answered: false,
      callCount: 0,
      lastCall: null,
    })
    expect(first.items[1]!.phone).toBeNull()
    expect(first.nextCursor).not.toBeNull()
    const next = await callList('director', c, `?limit=2&cursor=${first.nextCursor}`)
    expect(next.items.map((i) => i.guardian.lastname)).toEqual(['Carpentier'])
    expect(next.nextCursor).toBeNull()
  })

  it('records a call’s outcome with its interviewer and shows it as the last call', async () => {
    const c = await campaign(false)
    const url = `/api/v1/advisor/phone/campaigns/${c.id}/calls`
    const missed = await call('etude', 'POST', url, { ...family('bruno'), outcome: 'no_answer' })
    expect(missed.statusCode, missed.body).toBe(201)
    const later = await call('etude', 'POST', url, {
      ...family('bruno'),
      outcome: 'call_back',
      note: ' After 6 pm ',
    })
    expect(later.statusCode, later.body).toBe(201)
    const line = lineOf((await callList('coordinator', c)).items, 'bruno')
    expect(line).toMatchObject({
      answered: false,
      callCount: 2,
      lastCall: { outcome: 'call_back', note: 'After 6 pm', calledAt: '2026-11-18T09:30:00.000Z' },
    })
    expect(line?.lastCall?.interviewer).not.toBeNull()
    const rows = await t.database.db.select().from(advisorCalls).where(eq(advisorCalls.campaignId, c.id))
    expect(rows.map((r) => r.interviewerId)).toEqual([ids.etude, ids.etude])
    // "answered" goes with the answers only; a guardian of another school's child is not found.
    expect((await call('etude', 'POST', url, { ...family('bruno'), outcome: 'answered' })).statusCode).toBe(
      400,
    )
    const stranger = await call('etude', 'POST', url, {
      ...family('bruno'),
      childId: ids.aliceChild,
      outcome: 'refused',
    })
    expect(stranger.statusCode).toBe(404)
  })

  it('records the answers on channel phone for the guardian and the child, the interviewer on the call', async () => {
    const c = await campaign(false)
    const res = await call('director', 'POST', `/api/v1/advisor/phone/campaigns/${c.id}/answers`, {
      ...family('alice'),
      ratings: answers(c),
    })
    expect(res.statusCode, res.body).toBe(201)
    const replies = await t.database.db
      .select()
      .from(advisorReplies)
      .where(eq(advisorReplies.campaignId, c.id))
    // The NPS question left out is recorded as −1 (spec 001 §5), as in the popup.
    expect(replies.map((r) => [r.rating, r.comment, r.channel]).sort()).toEqual(
      [
        [4, null, 'phone'],
        [-1, null, 'phone'],
        [null, 'Said on the phone', 'phone'],
      ].sort(),
    )
    expect(new Set(replies.map((r) => r.userId))).toEqual(new Set([ids.alice]))
    expect(new Set(replies.map((r) => r.childId))).toEqual(new Set([ids.aliceChild]))
    expect(new Set(replies.map((r) => r.sectionId))).toEqual(new Set([world.sectionIds[0]]))
    expect(replies.some((r) => r.userId === ids.director)).toBe(false)
    const [calls] = await t.database.db.select().from(advisorCalls).where(eq(advisorCalls.campaignId, c.id))
    expect(calls).toMatchObject({ outcome: 'answered', interviewerId: ids.director, guardianId: ids.alice })
    const line = lineOf((await callList('director', c)).items, 'alice')
    expect(line).toMatchObject({ answered: true, callCount: 1, lastCall: { outcome: 'answered' } })
    // The family took part: their popup no longer asks them.
    const pending = await call('alice', 'GET', '/api/v1/advisor/answer/pending')
    expect(
      pending.json<{ surveys: { campaignId: string }[] }>().surveys.map((s) => s.campaignId),
    ).not.toContain(c.id)
  })

  it('keeps no user, child nor time on an anonymous campaign’s answers', async () => {
    const c = await campaign(true)
    const res = await call('coordinator', 'POST', `/api/v1/advisor/phone/campaigns/${c.id}/answers`, {
      ...family('chloe'),
      ratings: answers(c),
    })
    expect(res.statusCode, res.body).toBe(201)
    const replies = await t.database.db
      .select()
      .from(advisorReplies)
      .where(eq(advisorReplies.campaignId, c.id))
    expect(replies).toHaveLength(3)
    for (const r of replies) {
      expect(r).toMatchObject({ userId: null, childId: null, channel: 'phone' })
      expect(r.createdAt.toISOString()).toBe('2026-11-18T00:00:00.000Z')
    }
    const [participation] = await t.database.db
      .select()
      .from(advisorParticipations)
      .where(and(eq(advisorParticipations.campaignId, c.id), eq(advisorParticipations.userId, ids.chloe!)))
    expect(participation?.channel).toBe('phone')
  })

  it('refuses a second set and a further call once the family answered', async () => {
    const c = await campaign(false)
    // The family answered in the popup first.
    const popup = await call('bruno', 'POST', '/api/v1/advisor/answer/replies', {
      campaignId: c.id,
      schoolId: world.schoolId,
      childId: ids.brunoChild,
      ratings: answers(c),
    })
    expect(popup.statusCode, popup.body).toBe(201)
    const phone = await call('etude', 'POST', `/api/v1/advisor/phone/campaigns/${c.id}/answers`, {
      ...family('bruno'),
      ratings: answers(c),
    })
    expect(phone.statusCode).toBe(409)
    expect(phone.json()).toMatchObject({ errorCode: 'ADVISOR_ALREADY_ANSWERED' })
    const again = await call('etude', 'POST', `/api/v1/advisor/phone/campaigns/${c.id}/calls`, {
      ...family('bruno'),
      outcome: 'no_answer',
    })
    expect(again.json()).toMatchObject({ errorCode: 'ADVISOR_ALREADY_ANSWERED' })
    // Nothing of the refused set was written: no call either.
    const rows = await t.database.db.select().from(advisorCalls).where(eq(advisorCalls.campaignId, c.id))
    expect(rows).toEqual([])
    expect(lineOf((await callList('etude', c)).items, 'bruno')?.answered).toBe(true)
  })

  it('answers 403 where phone surveys are off, 404 outside scope or for a staff campaign', async () => {
    const c = await campaign(false, [world.schoolId, otherSchool])
    const off = await call('coordinator', 'GET', listUrl(c, otherSchool))
    expect(off.statusCode).toBe(403)
    expect(off.json()).toMatchObject({ errorCode: 'FORBIDDEN_BY_FEATURE_SETTINGS' })
    expect((await call('director', 'GET', listUrl(c, otherSchool))).statusCode).toBe(404)
    expect((await call('otherCoordinator', 'GET', listUrl(c))).statusCode).toBe(404)
    const staffOnly = await campaign(false, [world.schoolId], ['staff'])
    expect((await call('coordinator', 'GET', listUrl(staffOnly))).statusCode).toBe(404)
    expect((await call('teacher', 'GET', listUrl(c))).statusCode).toBe(403)
  })
})
