import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import { auditLog, featureFlags, news, newsTargets, outboxMails, users } from '../../db/schema/index'
import { createTestApp, type TestApp } from '../../test/app'
import type { World } from '../../test/factories'
import { makeUpload } from '../../test/uploads'

// Spec 000 §2 /postal-cards; §6 postal cards need the postal-card flag plus communication and
// exclude sponsors; §7 notification counts (the unread count).
describe('postal cards (spec 000 §2, §6, §7)', () => {
  let t: TestApp
  let world: World
  let off: World
  const cookies: Record<string, string> = {}
  const ids: Record<string, string> = {}

  const call = (who: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie: cookies[who]! }, ...(payload ? { payload } : {}) })

  beforeAll(async () => {
    t = await createTestApp({ now: '2026-11-18T09:30:00Z' })
    world = await t.make.world()
    off = await t.make.world()
    await t.make.feature(world.schoolId, 'postalcard', true)
    const [s1, s2] = world.sectionIds
    const child = await t.make.child(s1)
    const child2 = await t.make.child(s2)
    const offChild = await t.make.child(off.sectionIds[0])
    const people = {
      director: await t.make.staff('DIRECTOR', { schoolId: world.schoolId }),
      teacher: await t.make.staff('TEACHER', { sectionId: s1 }),
      teacher2: await t.make.staff('TEACHER', { sectionId: s2 }),
      observer: await t.make.staff('TEACHER', { sectionId: s1 }, { observer: true }),
      sponsor: await t.make.staff('SPONSOR', { schoolId: world.schoolId }),
      guardian: await t.make.guardianOf([child.id]),
      coGuardian: await t.make.guardianOf([child.id]),
      guardian2: await t.make.guardianOf([child2.id]),
      offGuardian: await t.make.guardianOf([offChild.id]),
      offTeacher: await t.make.staff('TEACHER', { sectionId: off.sectionIds[0] }),
    }
    for (const [who, user] of Object.entries(people)) {
      ids[who] = user.id
      cookies[who] = await t.login(user.email!)
    }
    ids.child = child.id
    ids.offChild = offChild.id
  })
  afterAll(async () => t.close())

  async function send(who: string, childId: string, message = 'Hello from the seaside!') {
    const mediaId = await makeUpload(t.database.db, {
      ownerId: ids[who]!,
      kind: 'postal-card',
      type: 'IMAGE',
      fileName: 'beach.jpg',
      mimeType: 'image/jpeg',
    })
    const res = await call(who, 'POST', '/api/v1/postal-cards', { childId, message, mediaId })
    return { res, mediaId }
  }

  it('a guardian sends a card; the section’s staff see it unread, then read', async () => {
    const before = (await call('teacher', 'GET', '/api/v1/postal-cards/unread-count')).json().count
    const { res, mediaId } = await send('guardian', ids.child!)
    expect(res.statusCode, res.body).toBe(201)
    const card = res.json()
    expect(card).toMatchObject({
      message: 'Hello from the seaside!',
      child: { id: ids.child },
      section: { id: world.sectionIds[0], name: 'A' },
      photo: { id: mediaId, type: 'IMAGE' },
      read: true,
    })
    expect((await call('teacher', 'GET', '/api/v1/postal-cards/unread-count')).json().count).toBe(before + 1)
    const list = (await call('teacher', 'GET', '/api/v1/postal-cards')).json()
    expect(list.items.find((c: { id: string }) => c.id === card.id)).toMatchObject({ read: false })
    const read = await call('teacher', 'PUT', `/api/v1/postal-cards/${card.id}/read`)
    expect(read.json()).toMatchObject({ id: card.id, read: true })
    expect((await call('teacher', 'GET', '/api/v1/postal-cards/unread-count')).json().count).toBe(before)
    // Read marks are per person: the director still has it unread; reading twice is fine.
    expect((await call('director', 'GET', `/api/v1/postal-cards/${card.id}`)).json().read).toBe(false)
    expect((await call('teacher', 'PUT', `/api/v1/postal-cards/${card.id}/read`)).statusCode).toBe(200)
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, ids.teacher!), eq(auditLog.action, 'postalCards.markRead')))
    expect(audits).toHaveLength(1)
  })

  it('only the section’s staff and the child’s family see a card, and its photo', async () => {
    const { res, mediaId } = await send('guardian', ids.child!)
    const id = res.json().id
    for (const who of ['teacher', 'director', 'guardian', 'coGuardian', 'observer'])
      expect((await call(who, 'GET', `/api/v1/postal-cards/${id}`)).statusCode, who).toBe(200)
    for (const who of ['teacher2', 'guardian2'])
      expect((await call(who, 'GET', `/api/v1/postal-cards/${id}`)).statusCode, who).toBe(404)
    // The other school has no postal cards at all: the flag answers first.
    expect((await call('offTeacher', 'GET', `/api/v1/postal-cards/${id}`)).statusCode).toBe(403)
    for (const who of ['teacher2', 'guardian2', 'offGuardian'])
      expect((await call(who, 'GET', `/api/v1/media/${mediaId}/url`)).statusCode, who).toBe(404)
    expect((await call('teacher', 'GET', `/api/v1/media/${mediaId}/url`)).statusCode).toBe(200)
    // The news item targets people (the child, the section's staff), never the section itself.
    const targets = await t.database.db
      .select({ type: newsTargets.targetType, id: newsTargets.targetId })
      .from(newsTargets)
      .innerJoin(news, eq(news.id, newsTargets.newsId))
      .where(and(eq(news.type, 'PostalCard'), eq(news.referenceId, id)))
    expect(targets.every((t) => t.type === 'User')).toBe(true)
    expect(targets.map((t) => t.id).sort()).toEqual(
      [ids.child, ids.teacher, ids.director, ids.observer].sort(),
    )
  })

  it('refuses another family’s child (404), another user’s photo (404) and a non-image', async () => {
    expect((await send('guardian', ids.offChild!)).res.statusCode).toBe(404)
    const foreign = await makeUpload(t.database.db, {
      ownerId: ids.coGuardian!,
      kind: 'postal-card',
      type: 'IMAGE',
    })
    const res = await call('guardian', 'POST', '/api/v1/postal-cards', {
      childId: ids.child,
      message: 'Hi',
      mediaId: foreign,
    })
    expect(res.statusCode).toBe(404)
    const pdf = await makeUpload(t.database.db, { ownerId: ids.guardian!, kind: 'postal-card' })
    const bad = await call('guardian', 'POST', '/api/v1/postal-cards', {
      childId: ids.child,
      message: 'Hi',
      mediaId: pdf,
    })
    expect(bad.json().errorCode).toBe('RESOURCE_ATTACHMENT_NOT_SUPPORTED')
  })

  it('needs the postal-card flag and communication (spec 000 §6); sponsors are excluded', async () => {
    // The off school has no postalcard flag (off by default).
    const offRes = await call('offGuardian', 'GET', '/api/v1/postal-cards')
    expect(offRes.statusCode).toBe(403)
    expect(offRes.json().errorCode).toBe('FORBIDDEN_BY_FEATURE_SETTINGS')
    expect((await send('offGuardian', ids.offChild!)).res.json().errorCode).toBe(
      'FORBIDDEN_BY_FEATURE_SETTINGS',
    )
    expect((await call('sponsor', 'GET', '/api/v1/postal-cards')).statusCode).toBe(403)
    await t.make.feature(world.schoolId, 'communication', false)
    try {
      expect((await call('teacher', 'GET', '/api/v1/postal-cards')).json().errorCode).toBe(
        'FORBIDDEN_BY_FEATURE_SETTINGS',
      )
      expect((await send('guardian', ids.child!)).res.json().errorCode).toBe('FORBIDDEN_BY_FEATURE_SETTINGS')
      // Both flags come before the card's scope (decision 0013): any id is refused for the flag.
      for (const [method, url] of [
        ['GET', `/api/v1/postal-cards/${randomUUID()}`],
        ['PUT', `/api/v1/postal-cards/${randomUUID()}/read`],
      ] as const) {
        const res = await call('teacher', method, url)
        expect(res.json().errorCode, url).toBe('FORBIDDEN_BY_FEATURE_SETTINGS')
      }
    } finally {
      await t.database.db
        .delete(featureFlags)
        .where(and(eq(featureFlags.schoolId, world.schoolId), eq(featureFlags.key, 'communication')))
    }
  })

  it('guardians list their family’s cards; staff cannot send; guardians do not mark read', async () => {
    const { res } = await send('guardian', ids.child!, 'For the list')
    const list = (await call('coGuardian', 'GET', '/api/v1/postal-cards?limit=100')).json()
    expect(list.items.map((c: { id: string }) => c.id)).toContain(res.json().id)
    expect((await call('guardian2', 'GET', '/api/v1/postal-cards?limit=100')).json().items).toEqual([])
    const body = { childId: ids.child, message: 'Hi', mediaId: res.json().photo.id }
    expect((await call('teacher', 'POST', '/api/v1/postal-cards', body)).statusCode).toBe(403)
    expect((await call('guardian', 'PUT', `/api/v1/postal-cards/${res.json().id}/read`)).statusCode).toBe(403)
    const recipients = (await call('guardian', 'GET', '/api/v1/postal-cards/recipients')).json()
    expect(recipients.items).toEqual([
      {
        child: expect.objectContaining({ id: ids.child }),
        sections: [{ id: world.sectionIds[0], name: 'A' }],
      },
    ])
  })

  // Last: it adds staff to the section, which the tests above count. Spec 001 §3 newPostalCardNotifications (docs/notifications.md).
  it('mails the section’s staff when a card arrives, unless they turned the setting off', async () => {
    const on = await t.make.staff('TEACHER', { sectionId: world.sectionIds[0] })
    const offStaff = await t.make.staff('TEACHER', { sectionId: world.sectionIds[0] })
    await t.database.db
      .update(users)
      .set({ settings: { newPostalCardNotifications: false } })
      .where(eq(users.id, offStaff.id))
    const { res } = await send('guardian', ids.child!)
    expect(res.statusCode).toBe(201)
    const to = (address: string) =>
      t.database.db.select().from(outboxMails).where(eq(outboxMails.toAddress, address))
    const [mail] = await to(on.email!)
    expect(mail).toMatchObject({ template: 'notification-postal-card' })
    expect(mail!.headers).toMatchObject({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' })
    expect(mail!.text).toContain('/postal-cards')
    expect(await to(offStaff.email!)).toHaveLength(0)
    // Not the family that sent it, nor another section's staff.
    expect(
      await to((await t.database.db.select().from(users).where(eq(users.id, ids.teacher2!)))[0]!.email!),
    ).toHaveLength(0)
  })
})
