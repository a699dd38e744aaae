import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import type { MediaKind, MediaType } from '@nido/domain/enums/media'
import { auditLog, media, mediaChildren, news, users } from '../../db/schema/index'
import { createTestApp, type TestApp } from '../../test/app'
import type { World } from '../../test/factories'
import { makeNews } from '../news/index'
import { readZip } from './zip-reader.test-helper'

// Albums (spec 000 §2 /galleries, /galleries/edit/{id}; §7 DELETE gallery
// by id) and children in photos (tags, consent, "photos of my child" and its archive).
describe('galleries (spec 000 §2, §6, §7)', () => {
  let t: TestApp
  let world: World
  let otherSchool: { id: string; sectionId: string }
  const people = {} as Record<
    'teacherA' | 'teacherB' | 'director' | 'observer' | 'guardianA' | 'guardianA2' | 'guardianB' | 'outsider',
    { id: string; cookie: string }
  >
  const children = {} as Record<'childA' | 'childA2' | 'childB' | 'childFar', { id: string }>

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    cookie: string | undefined,
    payload?: unknown,
  ) =>
    t.app.inject({
      method,
      url,
      headers: cookie ? { cookie } : {},
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    })

  /** An uploaded, processed file as the media module leaves it (ready, not attached). */
  async function uploaded(
    ownerId: string,
    options: { kind?: MediaKind; type?: MediaType; takenAt?: Date | null; fileName?: string } = {},
  ) {
    const key = `test/${randomUUID()}.jpg`
    const bytes = Buffer.from(`bytes of ${key}`)
    await t.deps.storage.put(key, bytes, 'image/jpeg')
    const [row] = await t.database.db
      .insert(media)
      .values({
        ownerId,
        schoolId: world.schoolId,
        kind: options.kind ?? 'gallery',
        type: options.type ?? 'IMAGE',
        storageKey: key,
        mimeType: options.type === 'DOCUMENT' ? 'application/pdf' : 'image/jpeg',
        fileName: options.fileName ?? `photo-${randomUUID().slice(0, 6)}.jpg`,
        size: bytes.length,
        status: 'ready',
        takenAt: options.takenAt === undefined ? new Date('2026-05-01T10:15:00Z') : options.takenAt,
      })
      .returning({ id: media.id })
    return { id: row!.id, bytes }
  }

  const sectionA = () => ({ targetType: 'Section', targetId: world.sectionIds[0] })
  const sectionB = () => ({ targetType: 'Section', targetId: world.sectionIds[1] })

  async function album(
    who: { id: string; cookie: string },
    options: { count?: number; targets?: unknown[]; title?: string } = {},
  ) {
    const files = []
    for (let i = 0; i < (options.count ?? 2); i++) files.push(await uploaded(who.id))
    const res = await call('POST', '/api/v1/galleries', who.cookie, {
      title: options.title ?? `Album ${randomUUID().slice(0, 6)}`,
      description: 'A day at the park',
      targets: options.targets ?? [sectionA()],
      mediaIds: files.map((f) => f.id),
    })
    expect(res.statusCode, res.body).toBe(201)
    return { id: res.json<{ id: string }>().id, files }
  }

  beforeAll(async () => {
    t = await createTestApp()
    world = await t.make.world()
    const [sA, sB] = world.sectionIds
    const far = await t.make.world()
    otherSchool = { id: far.schoolId, sectionId: far.sectionIds[0] }
    children.childA = await t.make.child(sA, { firstname: 'Alice', lastname: 'Martin' })
    children.childA2 = await t.make.child(sA, { firstname: 'Arthur', lastname: 'Dupont' })
    children.childB = await t.make.child(sB, { firstname: 'Basile', lastname: 'Leroy' })
    children.childFar = await t.make.child(far.sectionIds[0], { firstname: 'Zoé', lastname: 'Far' })
    const made = {
      teacherA: await t.make.staff('TEACHER', { sectionId: sA }),
      teacherB: await t.make.staff('TEACHER', { sectionId: sB }),
      director: await t.make.staff('DIRECTOR', { schoolId: world.schoolId }),
      observer: await t.make.staff('TEACHER', { sectionId: sA }, { observer: true }),
      guardianA: await t.make.guardianOf([children.childA.id], { referent: true }),
      guardianA2: await t.make.guardianOf([children.childA.id], { referent: false }),
      guardianB: await t.make.guardianOf([children.childB.id], { referent: true }),
      outsider: await t.make.guardianOf([children.childFar.id], { referent: true }),
    }
    for (const [name, user] of Object.entries(made))
      people[name as keyof typeof people] = { id: user.id, cookie: await t.login(user.email!) }
  })
  afterAll(async () => t.close())

  describe('albums', () => {
    it('creates an album with many photos, in order, indexed as a Gallery news item', async () => {
      const files = []
      for (let i = 0; i < 30; i++) files.push(await uploaded(people.teacherA.id))
      const ids = files.map((f) => f.id).reverse()
      const res = await call('POST', '/api/v1/galleries', people.teacherA.cookie, {
        title: '  Carnival  ',
        targets: [sectionA()],
        mediaIds: ids,
      })
      expect(res.statusCode, res.body).toBe(201)
      const body = res.json<{ id: string; title: string; items: Array<{ id: string }>; status: string }>()
      expect(body).toMatchObject({ title: 'Carnival', status: 'published', itemCount: 30, canEdit: true })
      expect(body.items.map((i) => i.id)).toEqual(ids)

      const [row] = await t.database.db
        .select()
        .from(news)
        .where(and(eq(news.type, 'Gallery'), eq(news.referenceId, body.id)))
      expect(row).toMatchObject({
        ownerId: people.teacherA.id,
        schoolId: world.schoolId,
        status: 'published',
      })
      const audits = await t.database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, 'galleries.create'))
      expect(audits.some((a) => (a.targets as { galleryId?: string }).galleryId === body.id)).toBe(true)
    })

    it('a moderated author’s album waits for moderation (spec 000 §4)', async () => {
      const moderated = await t.make.staff('TEACHER', { sectionId: world.sectionIds[0] }, { moderated: true })
      const who = { id: moderated.id, cookie: await t.login(moderated.email!) }
      const { id } = await album(who)
      const res = await call('GET', `/api/v1/galleries/${id}`, who.cookie)
      expect(res.json()).toMatchObject({ status: 'pending' })
      expect((await call('GET', `/api/v1/galleries/${id}`, people.guardianA.cookie)).statusCode).toBe(404)
    })

    it('refuses an album without targets, with another user’s upload, or with a document', async () => {
      const mine = await uploaded(people.teacherA.id)
      const base = { title: 'x', mediaIds: [mine.id] }
      const empty = await call('POST', '/api/v1/galleries', people.teacherA.cookie, { ...base, targets: [] })
      expect(empty.json()).toMatchObject({ errorCode: 'EMPTY_SHARINGS_SCOPE' })
      const theirs = await uploaded(people.teacherB.id)
      const stolen = await call('POST', '/api/v1/galleries', people.teacherA.cookie, {
        ...base,
        targets: [sectionA()],
        mediaIds: [theirs.id],
      })
      expect(stolen.statusCode).toBe(404)
      const pdf = await uploaded(people.teacherA.id, { type: 'DOCUMENT' })
      const document = await call('POST', '/api/v1/galleries', people.teacherA.cookie, {
        ...base,
        targets: [sectionA()],
        mediaIds: [pdf.id],
      })
      expect(document.json()).toMatchObject({ errorCode: 'RESOURCE_ATTACHMENT_NOT_SUPPORTED' })
      const outOfScope = await call('POST', '/api/v1/galleries', people.teacherA.cookie, {
        ...base,
        targets: [sectionB()],
      })
      expect(outOfScope.statusCode).toBe(404)
    })

    it('shows the album to the guardians of the section and hides it, its files and zip from others', async () => {
      const { id, files } = await album(people.teacherA, { count: 3 })
      const list = await call('GET', '/api/v1/galleries?limit=100', people.guardianA.cookie)
      expect(list.json<{ items: Array<{ id: string; canEdit: boolean }> }>().items).toContainEqual(
        expect.objectContaining({ id, canEdit: false }),
      )
      expect((await call('GET', `/api/v1/galleries/${id}`, people.guardianA.cookie)).statusCode).toBe(200)

      const outsiders = [people.guardianB, people.outsider, people.teacherB]
      for (const who of outsiders) {
        expect((await call('GET', `/api/v1/galleries/${id}`, who.cookie)).statusCode).toBe(404)
        expect((await call('GET', `/api/v1/galleries/${id}/archive`, who.cookie)).statusCode).toBe(404)
        expect((await call('GET', `/api/v1/media/${files[0]!.id}/url`, who.cookie)).statusCode).toBe(404)
        const theirList = await call('GET', '/api/v1/galleries?limit=100', who.cookie)
        expect(theirList.json<{ items: Array<{ id: string }> }>().items.map((i) => i.id)).not.toContain(id)
      }
      expect(
        (await call('GET', `/api/v1/media/${files[0]!.id}/url`, people.guardianA.cookie)).statusCode,
      ).toBe(200)
    })

    it('pages the list by keyset, newest first, without repeats', async () => {
      const made = []
      for (let i = 0; i < 5; i++) {
        t.clock.advance(1000)
        made.push((await album(people.teacherA, { count: 1 })).id)
      }
      const seen: string[] = []
      let cursor: string | null = null
      do {
        const res = await call(
          'GET',
          `/api/v1/galleries?limit=2${cursor ? `&cursor=${cursor}` : ''}`,
          people.guardianA.cookie,
        )
        expect(res.statusCode).toBe(200)
        const page = res.json<{ items: Array<{ id: string }>; nextCursor: string | null }>()
        expect(page.items.length).toBeLessThanOrEqual(2)
        seen.push(...page.items.map((i) => i.id))
        cursor = page.nextCursor
      } while (cursor)
      expect(new Set(seen).size).toBe(seen.length)
      expect(seen.slice(0, 5)).toEqual([...made].reverse())
      const bad = await call('GET', '/api/v1/galleries?cursor=nonsense', people.guardianA.cookie)
      expect(bad.statusCode).toBe(400)
    })

    it('reorders and removes items, and refuses edits by others', async () => {
      const { id, files } = await album(people.teacherA, { count: 3 })
      const [a, b, c] = files.map((f) => f.id) as [string, string, string]
      const extra = await uploaded(people.teacherA.id)
      const res = await call('PUT', `/api/v1/galleries/${id}`, people.teacherA.cookie, {
        title: 'Renamed',
        description: '',
        targets: [sectionA()],
        mediaIds: [c, extra.id, a],
      })
      expect(res.statusCode, res.body).toBe(200)
      expect(res.json<{ items: Array<{ id: string }> }>().items.map((i) => i.id)).toEqual([c, extra.id, a])
      // The file taken out is gone with its row.
      expect(await t.database.db.select().from(media).where(eq(media.id, b))).toEqual([])

      const edit = { title: 'x', targets: [sectionA()], mediaIds: [c] }
      expect((await call('PUT', `/api/v1/galleries/${id}`, people.guardianA.cookie, edit)).statusCode).toBe(
        403,
      )
      expect(
        (await call('PUT', `/api/v1/galleries/${id}`, people.observer.cookie, edit)).json(),
      ).toMatchObject({
        errorCode: 'FORBIDDEN_OBSERVER',
      })
      expect((await call('PUT', `/api/v1/galleries/${id}`, people.teacherB.cookie, edit)).statusCode).toBe(
        404,
      )
      // A director manages the albums of the school, keeping the teacher's files.
      const byDirector = await call('PUT', `/api/v1/galleries/${id}`, people.director.cookie, {
        ...edit,
        mediaIds: [a, c],
      })
      expect(byDirector.statusCode, byDirector.body).toBe(200)
      expect(byDirector.json<{ items: Array<{ id: string }> }>().items.map((i) => i.id)).toEqual([a, c])
    })

    it('deletes an album with its files and news item (spec 000 §7)', async () => {
      const { id, files } = await album(people.teacherA)
      expect((await call('DELETE', `/api/v1/galleries/${id}`, people.guardianA.cookie)).statusCode).toBe(403)
      expect((await call('DELETE', `/api/v1/galleries/${id}`, people.teacherA.cookie)).statusCode).toBe(204)
      expect((await call('GET', `/api/v1/galleries/${id}`, people.teacherA.cookie)).statusCode).toBe(404)
      expect(await t.database.db.select().from(news).where(eq(news.referenceId, id))).toEqual([])
      expect(await t.database.db.select().from(media).where(eq(media.id, files[0]!.id))).toEqual([])
    })

    it('downloads the album as a zip whose entries carry the capture dates', async () => {
      const teacher = people.teacherA
      const first = await uploaded(teacher.id, {
        fileName: 'Été à la plage.JPG',
        takenAt: new Date('2025-07-14T08:00:00Z'),
      })
      const second = await uploaded(teacher.id, { fileName: 'noon.jpg', takenAt: null })
      // No name to keep: named by its capture date, on the school's clock (Europe/Paris, +2 in July).
      const nameless = await uploaded(teacher.id, {
        fileName: '.jpg',
        takenAt: new Date('2025-07-13T22:30:00Z'),
      })
      const res = await call('POST', '/api/v1/galleries', teacher.cookie, {
        title: 'Summer / 2025',
        targets: [sectionA()],
        mediaIds: [first.id, second.id, nameless.id],
      })
      const id = res.json<{ id: string }>().id
      const zip = await call('GET', `/api/v1/galleries/${id}/archive`, people.guardianA.cookie)
      expect(zip.statusCode).toBe(200)
      expect(zip.headers['content-type']).toBe('application/zip')
      expect(zip.headers['content-disposition']).toContain('Summer _ 2025.zip')
      const entries = readZip(zip.rawPayload)
      expect(entries.map((e) => e.name)).toEqual([
        '001-Ete a la plage.jpg',
        '002-noon.jpg',
        '003-2025-07-14_00-30-00.jpg',
      ])
      expect(entries[0]!.mtime.toISOString()).toBe('2025-07-14T08:00:00.000Z')
      expect(entries[0]!.data.equals(first.bytes)).toBe(true)
      expect(entries[1]!.data.equals(second.bytes)).toBe(true)
    })
  })

  describe('children in photos', () => {
    it('lets staff tag only children of their scope, and shows guardians only their own child', async () => {
      const { id, files } = await album(people.director, { targets: [sectionA(), sectionB()] })
      const photo = files[0]!.id
      const candidates = await call('GET', `/api/v1/photo-tags/${photo}`, people.teacherA.cookie)
      expect(candidates.statusCode).toBe(200)
      const ids = candidates.json<{ candidates: Array<{ id: string }> }>().candidates.map((c) => c.id)
      expect(ids).toEqual(expect.arrayContaining([children.childA.id, children.childA2.id]))
      expect(ids).not.toContain(children.childB.id)

      const outOfScope = await call('PUT', `/api/v1/photo-tags/${photo}`, people.teacherA.cookie, {
        childIds: [children.childB.id],
      })
      expect(outOfScope.statusCode).toBe(404)
      const tagged = await call('PUT', `/api/v1/photo-tags/${photo}`, people.teacherA.cookie, {
        childIds: [children.childA.id, children.childA2.id],
      })
      expect(tagged.statusCode, tagged.body).toBe(200)
      // Teacher B tags their own child in the same photo; teacher A's tags stay.
      await call('PUT', `/api/v1/photo-tags/${photo}`, people.teacherB.cookie, {
        childIds: [children.childB.id],
      })
      const rows = await t.database.db.select().from(mediaChildren).where(eq(mediaChildren.mediaId, photo))
      expect(rows.map((r) => r.childId).sort()).toEqual(
        [children.childA.id, children.childA2.id, children.childB.id].sort(),
      )

      const asGuardian = await call('GET', `/api/v1/galleries/${id}`, people.guardianA.cookie)
      const item = asGuardian.json<{ items: Array<{ id: string; children: Array<{ id: string }> }> }>()
        .items[0]!
      expect(item.children.map((c) => c.id)).toEqual([children.childA.id])
      const asTeacher = await call('GET', `/api/v1/galleries/${id}`, people.teacherA.cookie)
      expect(asTeacher.json<{ items: Array<{ children: unknown[] }> }>().items[0]!.children).toHaveLength(3)

      expect(
        (await call('PUT', `/api/v1/photo-tags/${photo}`, people.guardianA.cookie, { childIds: [] }))
          .statusCode,
      ).toBe(403)
      expect((await call('GET', `/api/v1/photo-tags/${photo}`, people.teacherB.cookie)).statusCode).toBe(200)
      const notVisible = await album(people.teacherA, { targets: [sectionA()] })
      expect(
        (await call('GET', `/api/v1/photo-tags/${notVisible.files[0]!.id}`, people.teacherB.cookie))
          .statusCode,
      ).toBe(404)
    })

    it('refuses to tag a child without photo consent, and to share such a photo beyond the family', async () => {
      const child = await t.make.child(world.sectionIds[0], { firstname: 'Chloé', lastname: 'Privé' })
      const referent = await t.make.guardianOf([child.id], { referent: true })
      const other = await t.make.guardianOf([child.id], { referent: false })
      const referentCookie = await t.login(referent.email!)
      const { id, files } = await album(people.teacherA)
      const photo = files[0]!.id
      // Tagged while consent was given…
      expect(
        (await call('PUT', `/api/v1/photo-tags/${photo}`, people.teacherA.cookie, { childIds: [child.id] }))
          .statusCode,
      ).toBe(200)

      // …then the referent withholds it; a non-referent guardian cannot change it.
      const otherCookie = await t.login(other.email!)
      expect(
        (await call('PUT', `/api/v1/children/${child.id}/photo-consent`, otherCookie, { withheld: true }))
          .statusCode,
      ).toBe(403)
      expect(
        (await call('GET', `/api/v1/children/${child.id}/photo-consent`, otherCookie)).json(),
      ).toMatchObject({
        withheld: false,
        canChange: false,
      })
      const set = await call('PUT', `/api/v1/children/${child.id}/photo-consent`, referentCookie, {
        withheld: true,
      })
      expect(set.json()).toMatchObject({ childId: child.id, withheld: true, canChange: true })
      expect(
        (await t.database.db.select().from(users).where(eq(users.id, child.id)))[0]!.photoConsentWithheld,
      ).toBe(true)
      expect(
        (await call('GET', `/api/v1/children/${child.id}/photo-consent`, people.guardianA.cookie)).statusCode,
      ).toBe(404)

      // A new tag is refused, naming the child.
      const second = files[1]!.id
      const refused = await call('PUT', `/api/v1/photo-tags/${second}`, people.teacherA.cookie, {
        childIds: [child.id],
      })
      expect(refused.statusCode).toBe(409)
      expect(refused.json()).toMatchObject({
        errorCode: 'PHOTO_CONSENT_WITHHELD',
        details: { children: [{ id: child.id, firstname: 'Chloé', lastname: 'Privé' }] },
      })
      const candidates = await call('GET', `/api/v1/photo-tags/${second}`, people.teacherA.cookie)
      expect(
        candidates.json<{ candidates: Array<{ id: string; consentWithheld: boolean }> }>().candidates,
      ).toContainEqual(expect.objectContaining({ id: child.id, consentWithheld: true }))

      // Saving the album shared with the section is refused; shared with the family only it is fine.
      const save = (targets: unknown[]) =>
        call('PUT', `/api/v1/galleries/${id}`, people.teacherA.cookie, {
          title: 'Park',
          targets,
          mediaIds: files.map((f) => f.id),
        })
      const beyond = await save([sectionA()])
      expect(beyond.json()).toMatchObject({
        errorCode: 'PHOTO_CONSENT_WITHHELD',
        details: { children: [{ id: child.id }] },
      })
      // Meanwhile other families no longer see the photo; the family still does.
      const seenByOthers = await call('GET', `/api/v1/galleries/${id}`, people.guardianA.cookie)
      expect(seenByOthers.json<{ items: Array<{ id: string }> }>().items.map((i) => i.id)).not.toContain(
        photo,
      )
      const seenByFamily = await call('GET', `/api/v1/galleries/${id}`, referentCookie)
      expect(seenByFamily.json<{ items: Array<{ id: string }> }>().items.map((i) => i.id)).toContain(photo)

      const family = await save([
        { targetType: 'User', targetId: referent.id },
        { targetType: 'User', targetId: other.id },
      ])
      expect(family.statusCode, family.body).toBe(200)
    })

    it('lists the photos of my child across albums and posts, only those I may see, and zips them by date', async () => {
      const child = await t.make.child(world.sectionIds[0], { firstname: 'Paul', lastname: 'Photo' })
      const guardian = await t.make.guardianOf([child.id], { referent: true })
      const cookie = await t.login(guardian.email!)
      const teacher = people.teacherA

      const shared = await album(teacher, { count: 2, targets: [sectionA()] })
      const hidden = await album(teacher, {
        count: 1,
        targets: [{ targetType: 'User', targetId: people.guardianA.id }],
      })
      // A post with a photo, indexed as the posts module does.
      const post = await makeNews(t.database.db, {
        ownerId: teacher.id,
        schoolId: world.schoolId,
        targets: [sectionA()] as never,
        publishAt: '2026-11-01T00:00:00Z',
        text: 'Painting <b>day</b>',
      })
      const postPhoto = await uploaded(teacher.id, {
        kind: 'post',
        takenAt: new Date('2026-03-02T11:00:00Z'),
      })
      await t.database.db
        .update(media)
        .set({ attachedId: post.referenceId })
        .where(eq(media.id, postPhoto.id))

      const tag = (mediaId: string) =>
        call('PUT', `/api/v1/photo-tags/${mediaId}`, teacher.cookie, { childIds: [child.id] })
      await t.database.db
        .update(media)
        .set({ takenAt: new Date('2026-04-01T09:00:00Z') })
        .where(eq(media.id, shared.files[1]!.id))
      for (const id of [shared.files[0]!.id, shared.files[1]!.id, hidden.files[0]!.id, postPhoto.id])
        expect((await tag(id)).statusCode).toBe(200)

      const res = await call('GET', `/api/v1/children/${child.id}/photos?limit=2`, cookie)
      expect(res.statusCode, res.body).toBe(200)
      const first = res.json<{ items: Array<{ id: string; source: { type: string } }>; nextCursor: string }>()
      const next = await call(
        'GET',
        `/api/v1/children/${child.id}/photos?limit=2&cursor=${first.nextCursor}`,
        cookie,
      )
      const all = [...first.items, ...next.json<{ items: typeof first.items }>().items]
      // Newest capture first; the album shared with another guardian only is not there.
      expect(all.map((i) => i.id)).toEqual([shared.files[0]!.id, shared.files[1]!.id, postPhoto.id])
      expect(all.map((i) => i.source.type)).toEqual(['Gallery', 'Gallery', 'Post'])
      expect(all[2]!.source).toMatchObject({
        id: post.referenceId,
        title: expect.stringContaining('Painting day'),
      })

      const zip = await call('GET', `/api/v1/children/${child.id}/photos/archive`, cookie)
      expect(zip.statusCode).toBe(200)
      const entries = readZip(zip.rawPayload)
      // Named on the wall clock of the school (Europe/Paris: summer +2, winter +1), not in UTC.
      expect(entries.map((e) => e.name)).toEqual([
        '2026-05-01_12-15-00.jpg',
        '2026-04-01_11-00-00.jpg',
        '2026-03-02_12-00-00.jpg',
      ])
      expect(entries.map((e) => e.mtime.toISOString())).toEqual([
        '2026-05-01T10:15:00.000Z',
        '2026-04-01T09:00:00.000Z',
        '2026-03-02T11:00:00.000Z',
      ])
      expect(entries[2]!.data.equals(postPhoto.bytes)).toBe(true)

      // Another family's child, and staff, cannot open this view.
      expect(
        (await call('GET', `/api/v1/children/${child.id}/photos`, people.guardianB.cookie)).statusCode,
      ).toBe(404)
      expect(
        (await call('GET', `/api/v1/children/${child.id}/photos/archive`, people.guardianB.cookie))
          .statusCode,
      ).toBe(404)
      expect((await call('GET', `/api/v1/children/${child.id}/photos`, teacher.cookie)).statusCode).toBe(403)
      void otherSchool
    })
  })
})
