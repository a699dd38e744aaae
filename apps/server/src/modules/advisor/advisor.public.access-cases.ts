import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import { eq } from 'drizzle-orm'
import { contracts } from '@nido/domain/contracts/index'
import type { AccessCase, MatrixWorld } from '../../test/matrix'
import { createAntiBotChallenge } from '../../platform/anti-bot'
import { systemClock } from '../../platform/clock'
import { advisorCampaigns, advisorCampaignSchools, advisorQuestions } from '../../db/schema/index'
import { matrixCampaign } from './advisor.matrix'

// The public survey links (docs/advisor.md "The public links"): anyone holding a link reads and
// answers it, signed in or not; a wrong link, or one whose campaign is not open, answers 404 to
// everyone. The links list follows the campaign page's rule (spec 000 §6 advisor pages).

const c = contracts.advisorPublic
const wrongLink = '0123456789abcdef0123456789abcdef'

/** The matrix sends every request from one address: each case starts from clean counts. */
async function freshAddress(w: MatrixWorld) {
  for (const key of ['advisor:public:read', 'advisor:public:reply'])
    await w.app.deps.rateLimits.reset(`${key}:ip:127.0.0.1`)
}

/** An active families campaign of school A1 with one star question; its link at A1. */
async function openLink(w: MatrixWorld, status = 'active') {
  const db = w.app.database.db
  const [row] = await db
    .insert(advisorCampaigns)
    .values({
      groupId: w.ids.groupA,
      name: 'Matrix public link',
      audiences: ['families'],
      opensOn: '2020-01-01',
      closesOn: null,
      status,
      anonymous: true,
    })
    .returning()
  const [link] = await db
    .insert(advisorCampaignSchools)
    .values({ campaignId: row!.id, schoolId: w.ids.schoolA1 })
    .returning()
  const [question] = await db
    .insert(advisorQuestions)
    .values({ campaignId: row!.id, position: 0, content: 'How?', kind: 'stars' })
    .returning()
  return { linkId: link!.publicLinkId, questionId: question!.id }
}

/**
 * A solved challenge, as the widget sends it. An easy one (the solving is not what is tested),
 * expiring ten minutes from the real time: altcha-lib checks expiry by the system clock too, and
 * the matrix app's clock is fixed in the past.
 */
async function solvedAntiBot(w: MatrixWorld) {
  const { config, secret } = w.app.deps
  const challenge = await createAntiBotChallenge({
    config: { ...config, antiBot: { ...config.antiBot, maxNumber: 20 } },
    secret,
    clock: systemClock,
  })
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 30_000 })
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')
}

/** A survey read from a fresh address: the link `link` gives, opened as `/survey/<kind>`. */
const read =
  (link: (w: MatrixWorld) => Promise<{ linkId: string }>, kind: 'family' | 'pro' = 'family') =>
  async (w: MatrixWorld) => {
    await freshAddress(w)
    return { params: { kind, linkId: (await link(w)).linkId } }
  }

/** An answer from a fresh address to the link `link` gives, with a solved ALTCHA unless told. */
const reply =
  (
    link: (w: MatrixWorld) => Promise<{ linkId: string; questionId: string }>,
    antiBot: (w: MatrixWorld) => Promise<string> = solvedAntiBot,
  ) =>
  async (w: MatrixWorld) => {
    await freshAddress(w)
    const { linkId, questionId } = await link(w)
    return {
      params: { kind: 'family', linkId },
      payload: { ratings: [{ questionId, rating: 4, comment: null }], antiBot: await antiBot(w) },
    }
  }

export const accessCases: AccessCase[] = [
  {
    route: c.survey,
    name: 'an open link',
    request: read((w) => openLink(w)),
    expect: { others: 200 },
  },
  {
    route: c.survey,
    name: 'a wrong link',
    request: read(async () => ({ linkId: wrongLink })),
    expect: { others: 404 },
  },
  {
    route: c.survey,
    name: 'a closed campaign’s link',
    request: read((w) => openLink(w, 'closed')),
    expect: { others: 404 },
  },
  {
    route: c.survey,
    name: 'a families link opened as /survey/pro',
    request: read((w) => openLink(w), 'pro'),
    expect: { others: 404 },
  },
  {
    route: c.reply,
    name: 'an open link, with a solved ALTCHA',
    request: reply((w) => openLink(w)),
    expect: { others: 204 },
  },
  {
    route: c.reply,
    name: 'a wrong link, with a solved ALTCHA',
    request: reply(async (w) => ({ ...(await openLink(w)), linkId: wrongLink })),
    expect: { others: 404 },
  },
  {
    route: c.reply,
    name: 'a paused campaign’s link, with a solved ALTCHA',
    request: reply((w) => openLink(w, 'paused')),
    expect: { others: 404 },
  },
  {
    route: c.reply,
    name: 'an open link, without a valid ALTCHA',
    request: reply(
      (w) => openLink(w),
      async () => 'bm90IGEgc29sdXRpb24=',
    ),
    expect: { others: 400 },
  },
  {
    route: c.links,
    name: 'an active campaign of school A1',
    request: async (w) => {
      const id = await matrixCampaign(w, [w.ids.schoolA1])
      await w.app.database.db
        .update(advisorCampaigns)
        .set({ status: 'active' })
        .where(eq(advisorCampaigns.id, id))
      return { params: { id } }
    },
    expect: {
      anonymous: 401,
      others: 403,
      coordinatorA: 200,
      directorA1: 200,
      etudeA: 200,
      directorB1: 404,
    },
  },
]
