import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { languages } from '@nido/domain/i18n/languages'
import { inAppMessages, terms } from '../db/schema/index'
import { createTestApp, type TestApp } from '../test/app'
import { seedDemo } from './demo'
import { demoPassword } from './demo-accounts'

// README "What the demo contains": a lively week in every school, read through the API as the
// demo accounts would, and the demo's own documents (terms, guide) served by the app at the
// addresses the seed stores (built from PUBLIC_URL).

const dayMs = 86_400_000

interface Page<T> {
  items: T[]
}

describe('the demo week (seed/demo-week.ts) and documents (seed/demo-documents.ts)', () => {
  let t: TestApp
  const cookies = new Map<string, string>()
  const get = async <T>(who: string, url: string): Promise<T> => {
    let cookie = cookies.get(who)
    if (!cookie) {
      cookie = await t.login(who, demoPassword)
      cookies.set(who, cookie)
    }
    const res = await t.app.inject({ method: 'GET', url, headers: { cookie } })
    expect(res.statusCode, `${who} GET ${url}: ${res.body}`).toBe(200)
    return res.json<T>()
  }
  /** The bytes of a file as the browser gets them: the signed URL, then the URL itself. */
  const picture = async (who: string, mediaId: string, size?: string) => {
    const { mediaUrl } = await get<{ mediaUrl: string }>(
      who,
      `/api/v1/media/${mediaId}/url${size ? `?size=${size}` : ''}`,
    )
    const res = await t.app.inject({ method: 'GET', url: mediaUrl, headers: { cookie: cookies.get(who)! } })
    expect(res.statusCode).toBe(200)
    return res
  }

  beforeAll(async () => {
    t = await createTestApp({ now: '2026-11-18T09:30:00Z' })
    await seedDemo(t.database.db, t.clock.now(), {
      storage: t.deps.storage,
      publicUrl: t.deps.config.publicUrl,
    })
  }, 120_000)
  afterAll(async () => t.close())

  it('a Lyon parent’s feed has albums, a poll, a folder, partner news and a care-log day of this week', async () => {
    const now = t.clock.now().getTime()
    const feed = await get<Page<{ type: string; publishAt: string }>>(
      'guardian.lyon@nido.demo',
      '/api/v1/news?limit=50',
    )
    const types = new Set(feed.items.map((i) => i.type))
    for (const type of ['Gallery', 'Poll', 'Folder', 'Post', 'Daily']) expect(types).toContain(type)
    for (const item of feed.items) {
      const at = new Date(item.publishAt).getTime()
      expect(at).toBeLessThanOrEqual(now)
      expect(at).toBeGreaterThan(now - 7 * dayMs)
    }
  })

  it('albums hold photos that open as JPEGs, in the feed size and full size', async () => {
    const who = 'guardian.lyon@nido.demo'
    const albums = await get<Page<{ id: string; title: string; coverMediaId: string | null }>>(
      who,
      '/api/v1/galleries',
    )
    const album = albums.items.find((a) => a.title === 'Peinture aux doigts')
    expect(album?.coverMediaId).toBeTruthy()
    const full = await get<{ items: Array<{ id: string }> }>(who, `/api/v1/galleries/${album!.id}`)
    expect(full.items).toHaveLength(4)
    const thumb = await picture(who, album!.coverMediaId!, 'thumb')
    expect(thumb.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]))
    const original = await picture(who, album!.coverMediaId!)
    expect(original.rawPayload.length).toBeGreaterThan(thumb.rawPayload.length)
  })

  it('every school has its album, poll and folder; votes are counted', async () => {
    for (const director of [
      'director@nido.demo',
      'director.london@nido.demo',
      'director.antwerp@nido.demo',
    ]) {
      expect((await get<Page<unknown>>(director, '/api/v1/galleries')).items.length).toBeGreaterThan(0)
      expect((await get<Page<unknown>>(director, '/api/v1/folders')).items.length).toBeGreaterThan(0)
      const polls = await get<Page<{ voterCount: number; options: unknown[] }>>(director, '/api/v1/polls')
      expect(polls.items.length).toBeGreaterThan(0)
      expect(polls.items[0]!.options).toHaveLength(3)
      expect(polls.items[0]!.voterCount).toBeGreaterThan(0)
    }
  })

  it('partner news carries its photo; postal cards reach the staff with theirs', async () => {
    const partner = await get<Page<{ attachments: unknown[] }>>(
      'guardian.lyon@nido.demo',
      '/api/v1/publicities',
    )
    expect(partner.items.length).toBeGreaterThan(0)
    expect(partner.items[0]!.attachments).toHaveLength(1)
    const cards = await get<Page<{ message: string; photo: unknown }>>(
      'director.antwerp@nido.demo',
      '/api/v1/postal-cards',
    )
    const card = cards.items.find((c) => c.message === 'Dikke knuffel van oma en opa aan zee!')
    expect(card?.photo).toBeTruthy()
  })

  it('a London parent finds yesterday’s care log, and each demo family has a chat thread', async () => {
    const feed = await get<Page<{ type: string }>>('guardian.london@nido.demo', '/api/v1/news?limit=50')
    expect(feed.items.some((i) => i.type === 'Daily')).toBe(true)
    for (const guardian of [
      'guardian.lisbon@nido.demo',
      'guardian.london@nido.demo',
      'guardian.antwerp@nido.demo',
    ]) {
      const channels = await get<Page<unknown>>(guardian, '/api/v1/chat/channels')
      expect(channels.items.length, guardian).toBeGreaterThan(0)
    }
  })

  it('London has manager files: the father holds Oliver’s contract, a grandparent may pick up', async () => {
    const context = await get<{ currentChild: { id: string; isContractHolder: boolean } }>(
      'guardian.london@nido.demo',
      '/api/v1/me/context',
    )
    expect(context.currentChild.isContractHolder).toBe(true)
    const answers = await get<{ items: { kind: string; granted: boolean | null }[] }>(
      'guardian.london@nido.demo',
      `/api/v1/manager/guardian/children/${context.currentChild.id}/authorizations`,
    )
    expect(answers.items.find((a) => a.kind === 'Outings')?.granted).toBeNull()
    const files = await get<Page<{ id: string; hasFile: boolean }>>(
      'director.london@nido.demo',
      '/api/v1/manager/children?limit=100',
    )
    expect(files.items.length).toBeGreaterThan(0)
    const file = await get<{ pickupPersons: unknown[]; guardians: { contractHolder: boolean }[] }>(
      'director.london@nido.demo',
      `/api/v1/manager/children/${context.currentChild.id}`,
    )
    expect(file.pickupPersons).toHaveLength(1)
    expect(file.guardians.some((g) => g.contractHolder)).toBe(true)
  })

  it('the terms and the guide the demo links to are pages of the app, in every language', async () => {
    const base = t.deps.config.publicUrl
    const rows = await t.database.db.select({ url: terms.url }).from(terms)
    const [message] = await t.database.db.select({ button: inAppMessages.button }).from(inAppMessages)
    const links = [
      ...rows.map((r) => r.url),
      ...languages.map((l) => (message!.button as Record<string, { url: string }>)[l]!.url),
    ]
    expect(links.length).toBe(rows.length + languages.length)
    for (const link of links) {
      expect(link.startsWith(`${base}/demo/`), link).toBe(true)
      const res = await t.app.inject({ method: 'GET', url: link.slice(base.length) })
      expect(res.statusCode, link).toBe(200)
      expect(res.headers['content-type']).toMatch(/^text\/html/)
      expect(res.body).toMatch(/<h1>[^<]+<\/h1>/)
    }
    const french = await t.app.inject({ method: 'GET', url: '/demo/terms/fr' })
    expect(french.body).toContain('<html lang="fr">')
    expect(french.body).toContain('Conditions d’utilisation de la démo Nido')
    expect((await t.app.inject({ method: 'GET', url: '/demo/terms/xx' })).statusCode).toBe(404)
  })
})
