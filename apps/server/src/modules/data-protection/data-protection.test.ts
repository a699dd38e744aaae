import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import {
  auditLog,
  deletionRequests,
  guardianships,
  media,
  mediaChildren,
  outboxMails,
  sessions,
  users,
} from '../../db/schema/index'
import { createTestApp, type TestApp } from '../../test/app'
import { json, readZip } from './data-protection.test-helpers'

// The data-protection export (contents and who may download it) and the
// handling of deletion requests by the directors of the user's schools.

describe('data protection', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(async () => t.close())

  const call = (method: 'GET' | 'POST', url: string, cookie: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) })

  async function storedMedia(ownerId: string, kind: 'user' | 'gallery', bytes: Buffer, fileName: string) {
    const key = `test/${ownerId}/${Math.random().toString(36).slice(2)}.jpg`
    await t.deps.storage.put(key, bytes, 'image/jpeg')
    const [row] = await t.database.db
      .insert(media)
      .values({
        ownerId,
        kind,
        type: 'IMAGE',
        storageKey: key,
        mimeType: 'image/jpeg',
        fileName,
        size: bytes.length,
        status: 'ready',
      })
      .returning()
    return row!
  }

  it('exports everything about the user and their children as a zip only its owner downloads', async () => {
    const world = await t.make.world()
    const child = await t.make.child(world.sectionIds[0], { firstname: 'Zoé' })
    const parent = await t.make.guardianOf([child.id], { referent: true, firstname: 'Inès' })
    const teacher = await t.make.staff('TEACHER', { sectionId: world.sectionIds[0] })
    const avatar = await storedMedia(parent.id, 'user', Buffer.from('avatar-bytes'), 'me.jpg')
    const photo = await storedMedia(teacher.id, 'gallery', Buffer.from('photo-of-zoe'), 'class day.jpg')
    // The photo is in an album shared with the child's section: the export holds a child's photos
    // that their guardian may see (media/index.ts readableMediaIds), as the album does.
    const album = await call('POST', '/api/v1/galleries', await t.login(teacher.email!), {
      title: 'Class day',
      targets: [{ targetType: 'Section', targetId: world.sectionIds[0] }],
      mediaIds: [photo.id],
    })
    expect(album.statusCode, album.body).toBe(201)
    await t.database.db.insert(mediaChildren).values({ mediaId: photo.id, childId: child.id })
    const cookie = await t.login(parent.email!)

    const created = await call('POST', '/api/v1/data-protection/exports', cookie)
    expect(created.statusCode).toBe(201)
    const item = created.json()
    expect(item).toMatchObject({ fileName: 'nido-data-2026-11-18.zip' })
    expect((await call('GET', '/api/v1/data-protection/exports', cookie)).json().items).toEqual([item])

    const download = await call('GET', item.downloadUrl, cookie)
    expect(download.statusCode).toBe(200)
    expect(download.headers['content-type']).toBe('application/zip')
    expect(download.headers['content-disposition']).toContain('nido-data-2026-11-18.zip')
    expect(Number(download.headers['content-length'])).toBe(item.size)
    const entries = readZip(download.rawPayload)

    const profile = (json(entries, 'me/account/users.json') as Array<Record<string, unknown>>)[0]
    expect(profile).toMatchObject({
      id: parent.id,
      firstname: 'Inès',
      email: parent.email,
      hasPassword: true,
    })
    expect(JSON.stringify(profile)).not.toMatch(/argon2|passwordHash|totpSecret/)
    const sessionRows = json(entries, 'me/auth/sessions.json') as Array<Record<string, unknown>>
    expect(sessionRows).toHaveLength(1)
    expect(sessionRows[0]).not.toHaveProperty('tokenHash')
    expect(json(entries, 'me/account/guardianships.json')).toEqual([
      expect.objectContaining({ guardianId: parent.id, childId: child.id, referent: true }),
    ])
    const activity = json(entries, 'me/data-protection/audit_log.json') as Array<{ action: string }>
    expect(activity.map((a) => a.action)).toContain('auth.login')
    const ownMedia = json(entries, 'me/media/media.json') as Array<{ id: string; file: string }>
    expect(ownMedia).toEqual([expect.objectContaining({ id: avatar.id })])
    expect(entries.get(ownMedia[0]!.file)?.toString()).toBe('avatar-bytes')

    const childFolder = `children/${child.id}`
    expect(json(entries, `${childFolder}/account/users.json`)).toEqual([
      expect.objectContaining({ id: child.id, firstname: 'Zoé' }),
    ])
    const childMedia = json(entries, `${childFolder}/media/media.json`) as Array<{ id: string; file: string }>
    expect(childMedia.map((m) => m.id)).toEqual([photo.id])
    // Named by date (capture, else upload) so that a file browser sorts them in time order.
    expect(childMedia[0]!.file).toMatch(
      /^children\/[^/]+\/files\/\d{4}-\d{2}-\d{2}_[0-9a-f]{8}_class_day\.jpg$/,
    )
    expect(entries.get(childMedia[0]!.file)?.toString()).toBe('photo-of-zoe')
    expect(json(entries, 'README.json')).toMatchObject({ userId: parent.id, notCopied: [] })

    // Nobody else downloads it, not even a director of the child's school: 404, not 403.
    const director = await t.make.staff('DIRECTOR', { schoolId: world.schoolId })
    expect((await call('GET', item.downloadUrl, await t.login(director.email!))).statusCode).toBe(404)
    expect((await call('GET', item.downloadUrl, await t.login(teacher.email!))).statusCode).toBe(404)
    expect((await t.app.inject({ method: 'GET', url: item.downloadUrl })).statusCode).toBe(401)

    // A new export replaces the old one.
    const second = (await call('POST', '/api/v1/data-protection/exports', cookie)).json()
    expect((await call('GET', item.downloadUrl, cookie)).statusCode).toBe(404)
    expect((await call('GET', second.downloadUrl, cookie)).statusCode).toBe(200)
    expect((await call('GET', '/api/v1/data-protection/exports', cookie)).json().items).toHaveLength(1)
  })

  it('leaves a non-referent guardian’s children out', async () => {
    const world = await t.make.world()
    const child = await t.make.child(world.sectionIds[0])
    const parent = await t.make.guardianOf([child.id], { referent: false })
    const cookie = await t.login(parent.email!)
    const item = (await call('POST', '/api/v1/data-protection/exports', cookie)).json()
    const entries = readZip((await call('GET', item.downloadUrl, cookie)).rawPayload)
    expect([...entries.keys()].some((k) => k.startsWith('children/'))).toBe(false)
  })

  it('puts the account on hold and lets a director of its school refuse, then carry out, the deletion', async () => {
    const world = await t.make.world()
    const child = await t.make.child(world.sectionIds[0])
    const parent = await t.make.guardianOf([child.id], { language: 'it' })
    const director = await t.make.staff('DIRECTOR', { schoolId: world.schoolId })
    const teacher = await t.make.staff('TEACHER', { sectionId: world.sectionIds[0] })
    const elsewhere = await t.make.world()
    const otherDirector = await t.make.staff('DIRECTOR', { schoolId: elsewhere.schoolId })
    const directorCookie = await t.login(director.email!)
    let parentCookie = await t.login(parent.email!)

    const asked = await call('POST', '/api/v1/data-protection/deletion-requests', parentCookie)
    expect(asked.statusCode).toBe(201)
    // On hold: every request answers INVALID_USER (the web signs out), and so does sign-in.
    const blocked = await call('GET', '/api/v1/me', parentCookie)
    expect(blocked.json().errorCode).toBe('INVALID_USER')
    expect(
      await t.app
        .inject({
          method: 'POST',
          url: '/api/v1/auth/login',
          payload: { email: parent.email, password: 'x' },
        })
        .then((r) => r.statusCode),
    ).toBe(401)

    const list = await call('GET', '/api/v1/data-protection/requests', directorCookie)
    expect(list.statusCode).toBe(200)
    const mine = list.json().items.filter((r: { user: { id: string } }) => r.user.id === parent.id)
    expect(mine).toEqual([
      expect.objectContaining({ status: 'open', school: { id: world.schoolId, name: expect.any(String) } }),
    ])
    const requestId: string = mine[0].id
    // Other schools' directors do not see it; teachers may not list at all.
    const other = await call('GET', '/api/v1/data-protection/requests', await t.login(otherDirector.email!))
    expect(other.json().items.some((r: { id: string }) => r.id === requestId)).toBe(false)
    expect(
      (await call('GET', '/api/v1/data-protection/requests', await t.login(teacher.email!))).statusCode,
    ).toBe(403)
    const outOfScope = await call(
      'POST',
      `/api/v1/data-protection/requests/${requestId}/decision`,
      await t.login(otherDirector.email!),
      { decision: 'done' },
    )
    expect(outOfScope.statusCode).toBe(404)

    const refused = await call(
      'POST',
      `/api/v1/data-protection/requests/${requestId}/decision`,
      directorCookie,
      {
        decision: 'refused',
        reason: 'An invoice is still open.',
      },
    )
    expect(refused.statusCode).toBe(200)
    expect(refused.json()).toMatchObject({ status: 'refused', reason: 'An invoice is still open.' })
    expect((await call('GET', '/api/v1/me', parentCookie)).statusCode).toBe(200)
    const [refusal] = await t.database.db
      .select()
      .from(outboxMails)
      .where(and(eq(outboxMails.toAddress, parent.email!), eq(outboxMails.template, 'deletion-refused')))
    expect(refusal!.language).toBe('it')
    expect(refusal!.text).toContain('An invoice is still open.')
    // Decided once.
    const twice = await call(
      'POST',
      `/api/v1/data-protection/requests/${requestId}/decision`,
      directorCookie,
      {
        decision: 'done',
      },
    )
    expect(twice.statusCode).toBe(409)

    // Asked again, and carried out.
    parentCookie = await t.login(parent.email!)
    expect((await call('POST', '/api/v1/data-protection/exports', parentCookie)).statusCode).toBe(201)
    await call('POST', '/api/v1/data-protection/deletion-requests', parentCookie)
    const open = (await call('GET', '/api/v1/data-protection/requests', directorCookie)).json().items
    const again = open.find((r: { user: { id: string } }) => r.user.id === parent.id)
    const done = await call('POST', `/api/v1/data-protection/requests/${again.id}/decision`, directorCookie, {
      decision: 'done',
    })
    expect(done.statusCode).toBe(200)
    expect(done.json()).toMatchObject({ status: 'done', user: { firstname: 'Deleted', email: null } })

    const [row] = await t.database.db.select().from(users).where(eq(users.id, parent.id))
    expect(row).toMatchObject({
      status: 'Hidden',
      email: null,
      phone: null,
      passwordHash: null,
      firstname: 'Deleted',
    })
    const live = await t.database.db.select().from(sessions).where(eq(sessions.userId, parent.id))
    expect(live.every((s) => s.revokedAt !== null)).toBe(true)
    expect(
      await t.database.db.select().from(guardianships).where(eq(guardianships.guardianId, parent.id)),
    ).toEqual([])
    // The export held a copy of the data: it goes too.
    expect(
      await t.database.db
        .select()
        .from(media)
        .where(and(eq(media.ownerId, parent.id), eq(media.kind, 'data-protection-export'))),
    ).toEqual([])
    const requests = await t.database.db
      .select()
      .from(deletionRequests)
      .where(eq(deletionRequests.userId, parent.id))
    expect(requests.map((r) => r.status).sort()).toEqual(['done', 'refused'])
    const goodbye = await t.database.db
      .select()
      .from(outboxMails)
      .where(and(eq(outboxMails.toAddress, parent.email!), eq(outboxMails.template, 'deletion-done')))
    expect(goodbye).toHaveLength(1)
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, director.id), eq(auditLog.action, 'dataProtection.anonymise')))
    expect(audits[0]!.targets).toMatchObject({ userId: parent.id })
  })

  it('pages the open requests oldest first with a cursor', async () => {
    const world = await t.make.world()
    const director = await t.make.staff('DIRECTOR', { schoolId: world.schoolId })
    const directorCookie = await t.login(director.email!)
    for (let i = 0; i < 3; i++) {
      const teacher = await t.make.staff('TEACHER', { sectionId: world.sectionIds[0] })
      await call('POST', '/api/v1/data-protection/deletion-requests', await t.login(teacher.email!))
      t.clock.advance(1000)
    }
    const first = (await call('GET', '/api/v1/data-protection/requests?limit=2', directorCookie)).json()
    expect(first.items).toHaveLength(2)
    expect(first.nextCursor).not.toBeNull()
    const second = (
      await call('GET', `/api/v1/data-protection/requests?limit=2&cursor=${first.nextCursor}`, directorCookie)
    ).json()
    expect(second.items).toHaveLength(1)
    expect(second.nextCursor).toBeNull()
    const times = [...first.items, ...second.items].map((r: { createdAt: string }) => r.createdAt)
    expect([...times].sort()).toEqual(times)
    const bad = await call('GET', '/api/v1/data-protection/requests?cursor=bm9wZQ', directorCookie)
    expect(bad.statusCode).toBe(400)
  })
})
