import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import { auditLog, media, news } from '../../db/schema/index'
import { createTestApp, type TestApp } from '../../test/app'
import type { World } from '../../test/factories'
import { makeUpload } from '../../test/uploads'

// Spec 000 §2 folders, §3 media audience (GuardianOnly, ChildOnly, GuardianAndChild; staff
// always), §6 folders need communication and exclude sponsors, §7 DELETE folder by id.
describe('folders (spec 000 §2, §3, §6, §7)', () => {
  let t: TestApp
  let world: World
  let other: World
  const cookies: Record<string, string> = {}
  const ids: Record<string, string> = {}

  const call = (who: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie: cookies[who]! }, ...(payload ? { payload } : {}) })

  beforeAll(async () => {
    t = await createTestApp({ now: '2026-11-18T09:30:00Z' })
    world = await t.make.world({ variant: 'childrenLogin' })
    other = await t.make.world()
    const [s1, s2] = world.sectionIds
    const child = await t.make.child(s1, { email: 'child.folders@example.test' })
    const child2 = await t.make.child(s2)
    const otherChild = await t.make.child(other.sectionIds[0])
    const people = {
      director: await t.make.staff('DIRECTOR', { schoolId: world.schoolId }),
      teacher: await t.make.staff('TEACHER', { sectionId: s1 }),
      teacher2: await t.make.staff('TEACHER', { sectionId: s2 }),
      sponsor: await t.make.staff('SPONSOR', { schoolId: world.schoolId }),
      guardian: await t.make.guardianOf([child.id]),
      guardian2: await t.make.guardianOf([child2.id]),
      otherGuardian: await t.make.guardianOf([otherChild.id]),
      child,
      moderated: await t.make.staff('TEACHER', { sectionId: s1 }, { moderated: true }),
    }
    for (const [who, user] of Object.entries(people)) {
      ids[who] = user.id
      cookies[who] = await t.login(user.email!)
    }
  })
  afterAll(async () => t.close())

  async function createFolder(
    who: string,
    body: { audience: string; targets: Array<{ targetType: string; targetId: string }>; title?: string },
  ) {
    const mediaId = await makeUpload(t.database.db, { ownerId: ids[who]!, kind: 'folder' })
    const res = await call(who, 'POST', '/api/v1/folders', {
      title: body.title ?? 'Menus',
      description: 'The menus of the month',
      mediaIds: [mediaId],
      ...body,
    })
    return { res, mediaId }
  }

  it('a director shares a PDF with guardians; guardians and staff see it, children do not', async () => {
    const { res, mediaId } = await createFolder('director', {
      audience: 'GuardianOnly',
      targets: [{ targetType: 'School', targetId: world.schoolId }],
    })
    expect(res.statusCode).toBe(201)
    const folder = res.json()
    expect(folder).toMatchObject({
      title: 'Menus',
      audience: 'GuardianOnly',
      status: 'published',
      canEdit: true,
      documents: [{ id: mediaId, fileName: 'menu.pdf', type: 'DOCUMENT' }],
      targets: [{ targetType: 'School', targetId: world.schoolId }],
    })
    // The news index row (type Folder) carries the targets.
    const [row] = await t.database.db
      .select()
      .from(news)
      .where(and(eq(news.type, 'Folder'), eq(news.referenceId, folder.id)))
    expect(row).toMatchObject({ status: 'published', schoolId: world.schoolId })
    const [attached] = await t.database.db.select().from(media).where(eq(media.id, mediaId))
    expect(attached).toMatchObject({ attachedId: folder.id, kind: 'folder' })

    for (const who of ['guardian', 'guardian2', 'teacher', 'director']) {
      const got = await call(who, 'GET', `/api/v1/folders/${folder.id}`)
      expect(got.statusCode, who).toBe(200)
      const list = await call(who, 'GET', '/api/v1/folders')
      expect(
        list.json().items.map((f: { id: string }) => f.id),
        who,
      ).toContain(folder.id)
    }
    expect((await call('guardian', 'GET', `/api/v1/folders/${folder.id}`)).json().canEdit).toBe(false)
    // ChildOnly is not GuardianOnly: the child (family side) is kept out; other schools too.
    for (const who of ['child', 'otherGuardian']) {
      expect((await call(who, 'GET', `/api/v1/folders/${folder.id}`)).statusCode, who).toBe(404)
      const list = await call(who, 'GET', '/api/v1/folders')
      expect(list.statusCode).toBe(200)
      expect(list.json().items.map((f: { id: string }) => f.id)).not.toContain(folder.id)
    }
  })

  it.each([
    ['ChildOnly', { guardian: 404, child: 200 }],
    ['GuardianAndChild', { guardian: 200, child: 200 }],
    ['GuardianOnly', { guardian: 200, child: 404 }],
  ] as const)('audience %s (spec 000 §3)', async (audience, expected) => {
    const { res } = await createFolder('teacher', {
      audience,
      targets: [{ targetType: 'Section', targetId: world.sectionIds[0] }],
    })
    expect(res.statusCode).toBe(201)
    const id = res.json().id
    for (const [who, status] of Object.entries(expected))
      expect((await call(who, 'GET', `/api/v1/folders/${id}`)).statusCode, who).toBe(status)
    // A section target keeps other sections' families and teachers out; the director sees all.
    expect((await call('guardian2', 'GET', `/api/v1/folders/${id}`)).statusCode).toBe(404)
    expect((await call('teacher2', 'GET', `/api/v1/folders/${id}`)).statusCode).toBe(404)
    expect((await call('director', 'GET', `/api/v1/folders/${id}`)).statusCode).toBe(200)
  })

  it('refuses a folder without targets, and targets outside the author’s scope', async () => {
    expect(
      (await createFolder('teacher', { audience: 'GuardianOnly', targets: [] })).res.json().errorCode,
    ).toBe('EMPTY_SHARINGS_SCOPE')
    const outside = await createFolder('teacher', {
      audience: 'GuardianOnly',
      targets: [{ targetType: 'Section', targetId: other.sectionIds[0] }],
    })
    expect(outside.res.statusCode).toBe(404)
  })

  it('refuses another user’s upload (404) and sponsors (403)', async () => {
    const mediaId = await makeUpload(t.database.db, { ownerId: ids.director!, kind: 'folder' })
    const res = await call('teacher', 'POST', '/api/v1/folders', {
      title: 'Not mine',
      audience: 'GuardianOnly',
      targets: [{ targetType: 'Section', targetId: world.sectionIds[0] }],
      mediaIds: [mediaId],
    })
    expect(res.statusCode).toBe(404)
    expect((await call('sponsor', 'GET', '/api/v1/folders')).statusCode).toBe(403)
  })

  it('a moderated author’s folder waits for moderation and is seen by its author only', async () => {
    const { res } = await createFolder('moderated', {
      audience: 'GuardianAndChild',
      targets: [{ targetType: 'Section', targetId: world.sectionIds[0] }],
    })
    expect(res.json().status).toBe('pending')
    expect((await call('moderated', 'GET', `/api/v1/folders/${res.json().id}`)).statusCode).toBe(200)
    expect((await call('guardian', 'GET', `/api/v1/folders/${res.json().id}`)).statusCode).toBe(404)
  })

  it('edits title, audience, targets and documents; only its author or a director may', async () => {
    const { res, mediaId } = await createFolder('teacher', {
      audience: 'GuardianOnly',
      targets: [{ targetType: 'Section', targetId: world.sectionIds[0] }],
    })
    const id = res.json().id
    const added = await makeUpload(t.database.db, {
      ownerId: ids.director!,
      kind: 'folder',
      fileName: 'b.pdf',
    })
    const body = {
      title: 'Menus (new)',
      description: '',
      audience: 'GuardianAndChild',
      targets: [{ targetType: 'School', targetId: world.schoolId }],
      mediaIds: [added, mediaId],
    }
    expect((await call('teacher2', 'PUT', `/api/v1/folders/${id}`, body)).statusCode).toBe(404)
    const edited = await call('director', 'PUT', `/api/v1/folders/${id}`, body)
    expect(edited.statusCode).toBe(200)
    expect(edited.json()).toMatchObject({
      title: 'Menus (new)',
      audience: 'GuardianAndChild',
      documents: [{ id: added }, { id: mediaId }],
    })
    expect((await call('guardian2', 'GET', `/api/v1/folders/${id}`)).statusCode).toBe(200)
    // Dropping a document detaches it.
    const dropped = await call('director', 'PUT', `/api/v1/folders/${id}`, { ...body, mediaIds: [mediaId] })
    expect(dropped.json().documents.map((d: { id: string }) => d.id)).toEqual([mediaId])
    const [row] = await t.database.db.select().from(media).where(eq(media.id, added))
    expect(row!.attachedId).toBeNull()
  })

  it('deletes a folder with its news item (spec 000 §7), audited', async () => {
    const { res, mediaId } = await createFolder('teacher', {
      audience: 'GuardianOnly',
      targets: [{ targetType: 'Section', targetId: world.sectionIds[0] }],
    })
    const id = res.json().id
    expect((await call('guardian', 'DELETE', `/api/v1/folders/${id}`)).statusCode).toBe(403)
    expect((await call('teacher2', 'DELETE', `/api/v1/folders/${id}`)).statusCode).toBe(404)
    expect((await call('teacher', 'DELETE', `/api/v1/folders/${id}`)).statusCode).toBe(204)
    expect((await call('teacher', 'GET', `/api/v1/folders/${id}`)).statusCode).toBe(404)
    const rows = await t.database.db
      .select()
      .from(news)
      .where(and(eq(news.type, 'Folder'), eq(news.referenceId, id)))
    expect(rows).toEqual([])
    const [file] = await t.database.db.select().from(media).where(eq(media.id, mediaId))
    expect(file!.attachedId).toBeNull()
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, ids.teacher!), eq(auditLog.action, 'folders.delete')))
    expect(audits).toHaveLength(1)
  })

  it('pages the list with a cursor, newest first', async () => {
    const made: string[] = []
    for (let i = 0; i < 3; i++) {
      t.clock.advance(1000)
      const { res } = await createFolder('teacher2', {
        audience: 'GuardianOnly',
        title: `Page ${i}`,
        targets: [{ targetType: 'Section', targetId: world.sectionIds[1] }],
      })
      made.push(res.json().id)
    }
    const seen: string[] = []
    let cursor: string | null = null
    do {
      const res = await call('teacher2', 'GET', `/api/v1/folders?limit=2${cursor ? `&cursor=${cursor}` : ''}`)
      expect(res.statusCode).toBe(200)
      const page = res.json<{ items: Array<{ id: string }>; nextCursor: string | null }>()
      expect(page.items.length).toBeLessThanOrEqual(2)
      seen.push(...page.items.map((f) => f.id))
      cursor = page.nextCursor
    } while (cursor)
    expect(seen.filter((id) => made.includes(id))).toEqual([...made].reverse())
    expect((await call('teacher2', 'GET', '/api/v1/folders?cursor=bad')).statusCode).toBe(400)
  })

  it('documents follow the folder’s visibility through the media URLs', async () => {
    const { res, mediaId } = await createFolder('director', {
      audience: 'GuardianOnly',
      targets: [{ targetType: 'Section', targetId: world.sectionIds[0] }],
    })
    expect(res.statusCode).toBe(201)
    expect((await call('guardian2', 'GET', `/api/v1/media/${mediaId}/download`)).statusCode).toBe(404)
    expect((await call('child', 'GET', `/api/v1/media/${mediaId}/download`)).statusCode).toBe(404)
    expect((await call('otherGuardian', 'GET', `/api/v1/media/${mediaId}/url`)).statusCode).toBe(404)
    expect((await call('guardian', 'GET', `/api/v1/media/${mediaId}/download`)).statusCode).toBe(200)
  })

  it('keeps a sponsor of the school out of folder cards and documents (spec 000 §6)', async () => {
    const { res, mediaId } = await createFolder('director', {
      audience: 'GuardianAndChild',
      targets: [{ targetType: 'School', targetId: world.schoolId }],
    })
    expect(res.statusCode).toBe(201)
    // Staff of the school see it; the sponsor neither in the feed, nor by id, nor its file.
    expect((await call('director', 'GET', `/api/v1/media/${mediaId}/url`)).statusCode).toBe(200)
    expect((await call('sponsor', 'GET', `/api/v1/media/${mediaId}/url`)).statusCode).toBe(404)
    const folderId = res.json<{ id: string }>().id
    const feedOf = async (who: string) => {
      const feed = await call(who, 'GET', '/api/v1/news?newsTypes=Folder&newsTypes=Post')
      expect(feed.statusCode).toBe(200)
      return feed.json<{ items: Array<{ referenceId: string }> }>().items.map((i) => i.referenceId)
    }
    expect(await feedOf('guardian')).toContain(folderId)
    expect(await feedOf('sponsor')).not.toContain(folderId)
  })
})
