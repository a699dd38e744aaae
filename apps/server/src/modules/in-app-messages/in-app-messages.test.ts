import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import type { ProfileType } from '@nido/domain/enums/people'
import { auditLog, inAppMessages } from '../../db/schema/index'
import { createTestApp, type TestApp } from '../../test/app'

describe('in-app messages (spec 000 §3, §4 "shown one at a time", §7)', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ now: '2026-11-18T09:30:00Z' })
  })
  afterAll(async () => t.close())

  const hour = 3600_000
  const at = (offsetMs: number) => new Date(t.clock.now().getTime() + offsetMs)

  async function message(options: {
    startsAt?: Date
    endsAt?: Date | null
    profileTypes?: ProfileType[] | null
    contentHtml?: Record<string, string>
    button?: Record<string, { title: string; url: string | null }>
  }) {
    const [row] = await t.database.db
      .insert(inAppMessages)
      .values({
        contentHtml: options.contentHtml ?? { en: '<p>Hello</p>', fr: '<p>Bonjour</p>' },
        button: options.button ?? {
          en: { title: 'Read', url: 'https://example.test/en' },
          fr: { title: 'Lire', url: null },
        },
        profileTypes: options.profileTypes ?? null,
        startsAt: options.startsAt ?? at(-hour),
        endsAt: options.endsAt === undefined ? at(hour) : options.endsAt,
      })
      .returning()
    return row!.id
  }

  const list = async (cookie?: string) =>
    t.app.inject({ method: 'GET', url: '/api/v1/in-app-messages', headers: cookie ? { cookie } : {} })
  const dismiss = (id: string, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/in-app-messages/${id}/dismissals`,
      headers: cookie ? { cookie } : {},
    })
  const ids = (res: Awaited<ReturnType<typeof list>>) =>
    (res.json().items as Array<{ id: string }>).map((m) => m.id)

  async function guardian(language = 'en') {
    const world = await t.make.world()
    const child = await t.make.child(world.sectionIds[0])
    const user = await t.make.guardianOf([child.id], { language })
    return { user, cookie: await t.login(user.email!) }
  }

  it('lists the active messages for the actor, oldest first, and leaves out future and ended ones', async () => {
    const later = await message({ startsAt: at(-hour) })
    const earlier = await message({ startsAt: at(-2 * hour), endsAt: null })
    const future = await message({ startsAt: at(hour), endsAt: at(2 * hour) })
    const ended = await message({ startsAt: at(-2 * hour), endsAt: at(0) })
    const { cookie } = await guardian()
    const res = await list(cookie)
    expect(res.statusCode).toBe(200)
    const seen = ids(res)
    expect(seen).toContain(later)
    expect(seen).toContain(earlier)
    expect(seen.indexOf(earlier)).toBeLessThan(seen.indexOf(later))
    expect(seen).not.toContain(future)
    // endsAt is exclusive: a message ending now is over.
    expect(seen).not.toContain(ended)
    expect(res.json().items.find((m: { id: string }) => m.id === earlier)).toEqual({
      id: earlier,
      language: 'en',
      contentHtml: '<p>Hello</p>',
      button: { title: 'Read', url: 'https://example.test/en' },
      startsAt: at(-2 * hour).toISOString(),
      endsAt: null,
    })
  })

  it('shows a message limited to profile types only to those profiles', async () => {
    const forTeachers = await message({ profileTypes: ['TEACHER', 'DIRECTOR'] })
    const world = await t.make.world()
    const teacher = await t.make.staff('TEACHER', { sectionId: world.sectionIds[0] })
    expect(ids(await list(await t.login(teacher.email!)))).toContain(forTeachers)
    const { cookie } = await guardian()
    expect(ids(await list(cookie))).not.toContain(forTeachers)
    // Not meant for a guardian: dismissing it is as if it did not exist.
    expect((await dismiss(forTeachers, cookie)).statusCode).toBe(404)
  })

  it("answers in the actor's language, falling back to English (nl_BE included)", async () => {
    const id = await message({
      contentHtml: { en: '<p>Hello</p>', fr: '<p>Bonjour</p>', de: '<p>Hallo</p>' },
      button: { en: { title: 'OK', url: null }, de: { title: 'Gut', url: 'https://example.test/de' } },
    })
    const pick = async (language: string) => {
      const { cookie } = await guardian(language)
      return (await list(cookie)).json().items.find((m: { id: string }) => m.id === id)
    }
    expect(await pick('fr')).toMatchObject({
      language: 'fr',
      contentHtml: '<p>Bonjour</p>',
      button: { title: 'OK', url: null },
    })
    expect(await pick('de')).toMatchObject({
      language: 'de',
      contentHtml: '<p>Hallo</p>',
      button: { title: 'Gut' },
    })
    expect(await pick('nl_BE')).toMatchObject({
      language: 'en',
      contentHtml: '<p>Hello</p>',
      button: { title: 'OK' },
    })
    expect(await pick('es')).toMatchObject({ language: 'en', contentHtml: '<p>Hello</p>' })
  })

  it('finds Dutch keyed as nl-BE as well as nl_BE, and leaves out a message with neither the language nor English', async () => {
    const dutch = await message({ contentHtml: { en: '<p>Hello</p>', 'nl-BE': '<p>Hallo</p>' }, button: {} })
    const frenchOnly = await message({ contentHtml: { fr: '<p>Bonjour</p>' }, button: {} })
    const { cookie } = await guardian('nl_BE')
    const res = await list(cookie)
    expect(res.json().items.find((m: { id: string }) => m.id === dutch)).toMatchObject({
      language: 'nl_BE',
      contentHtml: '<p>Hallo</p>',
      button: null,
    })
    expect(ids(res)).not.toContain(frenchOnly)
  })

  it('hides a dismissed message from that user only; dismissing again changes nothing; one audit row', async () => {
    const id = await message({})
    const first = await guardian()
    const second = await guardian()
    const res = await dismiss(id, first.cookie)
    expect(res.statusCode).toBe(204)
    expect(res.body).toBe('')
    expect(ids(await list(first.cookie))).not.toContain(id)
    expect(ids(await list(second.cookie))).toContain(id)
    expect((await dismiss(id, first.cookie)).statusCode).toBe(204)
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, first.user.id), eq(auditLog.action, 'inAppMessages.dismiss')))
    expect(audits).toHaveLength(1)
    expect(audits[0]!.targets).toEqual({ inAppMessageId: id })
  })

  it('lets an observer dismiss (personal state, not shared data)', async () => {
    const id = await message({})
    const world = await t.make.world()
    const observer = await t.make.staff('TEACHER', { sectionId: world.sectionIds[0] }, { observer: true })
    const cookie = await t.login(observer.email!)
    expect((await dismiss(id, cookie)).statusCode).toBe(204)
    expect(ids(await list(cookie))).not.toContain(id)
  })

  it('answers NOT_FOUND for an unknown or not yet started message, VALIDATION_ERROR for a malformed id', async () => {
    const future = await message({ startsAt: at(hour), endsAt: null })
    const { cookie } = await guardian()
    for (const id of ['0190a0b0-0000-7000-8000-000000000000', future]) {
      const res = await dismiss(id, cookie)
      expect(res.statusCode).toBe(404)
      expect(res.json().errorCode).toBe('NOT_FOUND')
    }
    expect((await dismiss('not-an-id', cookie)).json().errorCode).toBe('VALIDATION_ERROR')
  })

  it('answers 401 without a session', async () => {
    const id = await message({})
    for (const res of [await list(), await dismiss(id)]) {
      expect(res.statusCode).toBe(401)
      expect(res.json().errorCode).toBe('UNAUTHENTICATED')
    }
  })
})
