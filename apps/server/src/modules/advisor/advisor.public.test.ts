import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import type { AdvisorCampaign } from '@nido/domain/contracts/advisor'
import type { AdvisorPublicLinks, AdvisorPublicSurvey } from '@nido/domain/contracts/advisor-public'
import { zAntiBotChallenge } from '@nido/domain/contracts/anti-bot'
import { advisorParticipations, advisorReplies } from '../../db/schema/index'
import { createTestApp, type TestApp } from '../../test/app'
import type { World } from '../../test/factories'
import { advisorPublicLimits } from './advisor.public.routes'

// The public survey links (spec 000 §2 /survey/family and /survey/pro, §7 visitor replies with a
// sessionId, §8 INVALID_RECAPTCHA, §9 the advisor session cookie; docs/advisor.md "The public
// links"; docs/anti-bot.md). Challenges come from the public route and are solved with
// altcha-lib's own solver, what the browser widget runs.
describe('advisor public survey links (spec 000 §2, §7, §8, §9)', () => {
  let t: TestApp
  let world: World
  let coordinator: string
  let families: AdvisorCampaign
  let familyLink: string

  const surveyUrl = (kind: string, linkId: string) => `/api/v1/advisor/public/${kind}/${linkId}`

  async function campaign(audiences: string[], anonymous = true) {
    const headers = { cookie: coordinator }
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/advisor/campaigns',
      headers,
      payload: {
        name: `Public ${audiences.join(' ')}`,
        audiences,
        // altcha-lib checks expiry by the system clock: the app's clock is the real time, so the
        // campaign is open from long before to whenever the test runs.
        opensOn: '2020-01-01',
        closesOn: null,
        anonymous,
        schoolIds: [world.schoolId],
        questions: [
          { content: 'The welcome', kind: 'stars' },
          { content: 'Would you recommend us?', kind: 'scale', nps: true },
          { content: 'Anything to add?', kind: 'text' },
        ],
      },
    })
    expect(res.statusCode, res.body).toBe(201)
    const id = res.json<AdvisorCampaign>().id
    const opened = await setStatus(id, 'active')
    return opened
  }

  async function setStatus(id: string, status: string) {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/advisor/campaigns/${id}/status`,
      headers: { cookie: coordinator },
      payload: { status },
    })
    expect(res.statusCode, res.body).toBe(200)
    return res.json<AdvisorCampaign>()
  }

  async function linksOf(id: string) {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/advisor/campaigns/${id}/public-links`,
      headers: { cookie: coordinator },
    })
    expect(res.statusCode, res.body).toBe(200)
    return res.json<AdvisorPublicLinks>().links
  }

  /** What the widget sends: base64 of `{ challenge, solution }`. */
  async function antiBot() {
    await t.deps.rateLimits.reset('anti-bot:challenge:ip:127.0.0.1')
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/anti-bot/challenge' })
    const challenge = zAntiBotChallenge.parse(res.json())
    const solution = await solveChallenge({ challenge, deriveKey, timeout: 30_000 })
    return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')
  }

  const answers = (c: AdvisorCampaign) => [
    { questionId: c.questions[0]!.id, rating: 4, comment: 'Warm welcome' },
    { questionId: c.questions[2]!.id, rating: null, comment: 'Thanks' },
  ]

  const send = (kind: string, linkId: string, payload: object, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: `${surveyUrl(kind, linkId)}/replies`,
      payload,
      ...(cookie ? { headers: { cookie } } : {}),
    })

  const repliesOf = (campaignId: string) =>
    t.database.db.select().from(advisorReplies).where(eq(advisorReplies.campaignId, campaignId))
  const participationsOf = (campaignId: string) =>
    t.database.db.select().from(advisorParticipations).where(eq(advisorParticipations.campaignId, campaignId))

  /** The advisor session cookie the answer set, as a Cookie header. */
  function sessionCookieOf(res: { cookies: Array<{ name: string; value: string }> }) {
    const cookie = res.cookies.find((c) => c.name === 'nido_advisor_session')
    expect(cookie).toBeDefined()
    return `nido_advisor_session=${cookie!.value}`
  }

  beforeAll(async () => {
    t = await createTestApp({ now: new Date().toISOString() })
    t.deps.config.antiBot.maxNumber = 20
    await t.make.feature(null, 'advisor', true)
    world = await t.make.world()
    const staff = await t.make.staff('COORDINATOR', { groupId: world.groupId })
    coordinator = await t.login(staff.email!)
    families = await campaign(['families'])
    familyLink = (await linksOf(families.id))[0]!.linkId
  })
  afterAll(async () => t.close())

  it('gives managers one unguessable link per school of an active campaign, kept across edits', async () => {
    const links = await linksOf(families.id)
    expect(links).toEqual([
      { schoolId: world.schoolId, schoolName: expect.any(String), linkId: familyLink, kinds: ['family'] },
    ])
    expect(familyLink).toMatch(/^[0-9a-f]{32}$/)
    // Renaming the campaign rewrites its schools: the link stays the same.
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/advisor/campaigns/${families.id}`,
      headers: { cookie: coordinator },
      payload: {
        name: 'Public families (renamed)',
        audiences: ['families'],
        opensOn: '2020-01-01',
        closesOn: null,
        anonymous: true,
        schoolIds: [world.schoolId],
        questions: families.questions.map((q) => ({
          id: q.id,
          content: q.content,
          kind: q.kind,
          nps: q.nps,
        })),
      },
    })
    expect(edit.statusCode, edit.body).toBe(200)
    families = edit.json<AdvisorCampaign>()
    expect((await linksOf(families.id))[0]!.linkId).toBe(familyLink)
  })

  it('shows the questions without a session, and refuses the pro page for a families campaign', async () => {
    const res = await t.app.inject({ method: 'GET', url: surveyUrl('family', familyLink) })
    expect(res.statusCode, res.body).toBe(200)
    const survey = res.json<AdvisorPublicSurvey>()
    expect(survey).toMatchObject({ campaignName: families.name, anonymous: true, alreadyAnswered: false })
    expect(survey.questions.map((q) => q.kind)).toEqual(['stars', 'scale', 'text'])
    expect((await t.app.inject({ method: 'GET', url: surveyUrl('pro', familyLink) })).statusCode).toBe(404)
    const unknown = surveyUrl('family', '0123456789abcdef0123456789abcdef')
    expect((await t.app.inject({ method: 'GET', url: unknown })).statusCode).toBe(404)
  })

  it('records a visitor’s set on the public channel, with −1 for a skipped rating, and sets the cookie', async () => {
    const res = await send('family', familyLink, { ratings: answers(families), antiBot: await antiBot() })
    expect(res.statusCode, res.body).toBe(204)
    const cookie = res.cookies.find((c) => c.name === 'nido_advisor_session')!
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/v1/advisor/public' })
    const replies = await repliesOf(families.id)
    expect(replies.map((r) => [r.questionId, r.rating, r.channel]).sort()).toEqual(
      [
        [families.questions[0]!.id, 4, 'public'],
        [families.questions[1]!.id, -1, 'public'],
        [families.questions[2]!.id, null, 'public'],
      ].sort(),
    )
    // Anonymous: no person on the replies, only the day (docs/advisor.md "Anonymity").
    expect(replies.every((r) => r.userId === null && r.childId === null && r.sectionId === null)).toBe(true)
    expect(replies[0]!.createdAt.toISOString()).toMatch(/T00:00:00\.000Z$/)
    // Nor in their ids: random (version 4), not time-ordered (version 7).
    expect(replies.every((r) => r.id[14] === '4')).toBe(true)
    const [participation] = await participationsOf(families.id)
    expect(participation).toMatchObject({ sessionId: cookie.value, userId: null, channel: 'public' })
  })

  it('refuses a second set from the same browser (ADVISOR_ALREADY_ANSWERED) and says so on the page', async () => {
    const first = await send('family', familyLink, { ratings: answers(families), antiBot: await antiBot() })
    expect(first.statusCode, first.body).toBe(204)
    const cookie = sessionCookieOf(first)
    const survey = await t.app.inject({
      method: 'GET',
      url: surveyUrl('family', familyLink),
      headers: { cookie },
    })
    expect(survey.json<AdvisorPublicSurvey>().alreadyAnswered).toBe(true)
    const before = (await repliesOf(families.id)).length
    const again = await send(
      'family',
      familyLink,
      { ratings: answers(families), antiBot: await antiBot() },
      cookie,
    )
    expect(again.statusCode, again.body).toBe(409)
    expect(again.json().errorCode).toBe('ADVISOR_ALREADY_ANSWERED')
    expect((await repliesOf(families.id)).length).toBe(before)
  })

  it('refuses a replayed or a bad ALTCHA payload with INVALID_RECAPTCHA and writes nothing', async () => {
    const payload = await antiBot()
    expect(
      (await send('family', familyLink, { ratings: answers(families), antiBot: payload })).statusCode,
    ).toBe(204)
    const before = {
      replies: (await repliesOf(families.id)).length,
      people: (await participationsOf(families.id)).length,
    }
    for (const antiBotValue of [payload, 'bm90IGEgc29sdXRpb24=', Buffer.from('{}').toString('base64')]) {
      const res = await send('family', familyLink, { ratings: answers(families), antiBot: antiBotValue })
      expect(res.statusCode, res.body).toBe(400)
      expect(res.json().errorCode).toBe('INVALID_RECAPTCHA')
    }
    const missing = await send('family', familyLink, { ratings: answers(families) })
    expect(missing.statusCode).toBe(400)
    expect((await repliesOf(families.id)).length).toBe(before.replies)
    expect((await participationsOf(families.id)).length).toBe(before.people)
  })

  it('answers 404 once the campaign is paused or closed, for reading and for sending', async () => {
    const c = await campaign(['families', 'staff'])
    const link = (await linksOf(c.id))[0]!
    expect(link.kinds).toEqual(['family', 'pro'])
    const pro = await send('pro', link.linkId, { ratings: answers(c), antiBot: await antiBot() })
    expect(pro.statusCode, pro.body).toBe(204)
    await setStatus(c.id, 'paused')
    expect((await t.app.inject({ method: 'GET', url: surveyUrl('family', link.linkId) })).statusCode).toBe(
      404,
    )
    await setStatus(c.id, 'closed')
    // A closed campaign shows no links to its managers either.
    expect(await linksOf(c.id)).toEqual([])
    expect((await t.app.inject({ method: 'GET', url: surveyUrl('family', link.linkId) })).statusCode).toBe(
      404,
    )
    const closed = await send('family', link.linkId, { ratings: answers(c), antiBot: await antiBot() })
    expect(closed.statusCode, closed.body).toBe(404)
    expect((await participationsOf(c.id)).length).toBe(1)
  })

  it('keeps an identified campaign’s public answers free of any person, even from a signed-in browser', async () => {
    const c = await campaign(['families'], false)
    const link = (await linksOf(c.id))[0]!.linkId
    const res = await send('family', link, { ratings: answers(c), antiBot: await antiBot() }, coordinator)
    expect(res.statusCode, res.body).toBe(204)
    const replies = await repliesOf(c.id)
    expect(replies.length).toBe(3)
    expect(replies.every((r) => r.userId === null && r.childId === null)).toBe(true)
  })

  it('counts sendings per client address (docs/security.md "Rate limits and throttling")', async () => {
    const key = 'advisor:public:reply:ip:127.0.0.1'
    for (let i = 0; i < advisorPublicLimits.repliesPerIp; i++) await t.deps.rateLimits.hit(key, 60_000)
    const res = await send('family', familyLink, { ratings: answers(families), antiBot: 'x' })
    expect(res.statusCode).toBe(429)
    await t.deps.rateLimits.reset(key)
  })
})
