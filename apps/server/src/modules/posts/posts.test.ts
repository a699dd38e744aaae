import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Post } from '@nido/domain/contracts/posts'
import { auditLog, media, news } from '../../db/schema/index'
import { createTestApp, type TestApp } from '../../test/app'
import type { World } from '../../test/factories'
import { postsModule } from './posts.module'
import { resolveActor } from '../../platform/actor'

// Posts (sanitising, targets within scope, brand rule, delayed publication,
// edit/delete by owner or director, observers read-only) and sponsor news (/publicities).
describe('posts', () => {
  let t: TestApp
  let w: World
  let other: World
  let teacher: { id: string; cookie: string }
  let teacherB: { id: string; cookie: string }
  let director: { id: string; cookie: string }
  let observer: string
  let guardianA: { id: string; cookie: string }
  let guardianB: { id: string; cookie: string }
  let sponsor: { id: string; cookie: string }
  let childA: string

  const call = (
    cookie: string | undefined,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) => t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) })
  const section = (id: string) => ({ targetType: 'Section' as const, targetId: id })

  async function person(make: () => Promise<{ id: string; email: string | null }>) {
    const user = await make()
    return { id: user.id, cookie: await t.login(user.email!) }
  }

  async function upload(ownerId: string, schoolId: string, fileName = 'photo.jpg') {
    const [row] = await t.database.db
      .insert(media)
      .values({
        ownerId,
        schoolId,
        kind: 'post',
        type: 'IMAGE',
        storageKey: `test/${randomUUID()}`,
        mimeType: 'image/jpeg',
        fileName,
        size: 1234,
        status: 'ready',
      })
      .returning({ id: media.id })
    return row!.id
  }

  beforeAll(async () => {
    t = await createTestApp({ now: '2026-11-18T09:30:00Z' })
    w = await t.make.world()
    other = await t.make.world()
    const child = await t.make.child(w.sectionIds[0])
    childA = child.id
    const childB = await t.make.child(w.sectionIds[1])
    teacher = await person(() => t.make.staff('TEACHER', { sectionId: w.sectionIds[0] }))
    teacherB = await person(() => t.make.staff('TEACHER', { sectionId: w.sectionIds[1] }))
    director = await person(() => t.make.staff('DIRECTOR', { schoolId: w.schoolId }))
    sponsor = await person(() => t.make.staff('SPONSOR', { schoolId: w.schoolId }))
    const obs = await t.make.staff('TEACHER', { sectionId: w.sectionIds[0] }, { observer: true })
    observer = await t.login(obs.email!)
    guardianA = await person(() => t.make.guardianOf([child.id]))
    guardianB = await person(() => t.make.guardianOf([childB.id]))
  })
  afterAll(() => t.close())

  it('sanitises the HTML with a strict allow-list', async () => {
    const res = await call(teacher.cookie, 'POST', '/api/v1/posts', {
      contentHtml:
        '<p onclick="x()">Hello <strong>all</strong><script>alert(1)</script><img src=x onerror=alert(1)>' +
        '<a href="javascript:alert(1)">bad</a> <a href="https://example.org" style="color:red">good</a></p>',
      targets: [section(w.sectionIds[0])],
    })
    expect(res.statusCode).toBe(201)
    const post = res.json<Post>()
    expect(post.contentHtml).toBe(
      '<p>Hello <strong>all</strong><a target="_blank" rel="noopener noreferrer nofollow">bad</a> ' +
        '<a href="https://example.org" target="_blank" rel="noopener noreferrer nofollow">good</a></p>',
    )
    expect(post.status).toBe('published')
    const [row] = await t.database.db.select().from(news).where(eq(news.referenceId, post.id))
    expect(row).toMatchObject({ type: 'Post', status: 'published', searchText: 'Hello allbad good' })
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, teacher.id), eq(auditLog.action, 'posts.create')))
    expect(audits.length).toBeGreaterThan(0)
  })

  it('refuses a post without text or file, and one without targets (EMPTY_SHARINGS_SCOPE)', async () => {
    const empty = await call(teacher.cookie, 'POST', '/api/v1/posts', {
      contentHtml: '<p><script>x</script></p>',
      targets: [section(w.sectionIds[0])],
    })
    expect(empty.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR' })
    const none = await call(teacher.cookie, 'POST', '/api/v1/posts', {
      contentHtml: '<p>Hi</p>',
      targets: [],
    })
    expect(none.statusCode).toBe(400)
    expect(none.json()).toMatchObject({ errorCode: 'EMPTY_SHARINGS_SCOPE' })
  })

  it('keeps targets within the author’s scope', async () => {
    const post = (cookie: string, targets: object[]) =>
      call(cookie, 'POST', '/api/v1/posts', { contentHtml: '<p>Hi</p>', targets })
    // A teacher: their own section, not another section, not the whole school, not another school.
    expect((await post(teacher.cookie, [section(w.sectionIds[1])])).statusCode).toBe(404)
    expect((await post(teacher.cookie, [{ targetType: 'School', targetId: w.schoolId }])).statusCode).toBe(
      403,
    )
    expect((await post(teacher.cookie, [section(other.sectionIds[0])])).statusCode).toBe(404)
    // User targets: a guardian of a child of the section, not a stranger.
    expect((await post(teacher.cookie, [{ targetType: 'User', targetId: guardianA.id }])).statusCode).toBe(
      201,
    )
    expect((await post(teacher.cookie, [{ targetType: 'User', targetId: guardianB.id }])).statusCode).toBe(
      404,
    )
    // A director: the school and every section of it, not one of another school.
    expect((await post(director.cookie, [{ targetType: 'School', targetId: w.schoolId }])).statusCode).toBe(
      201,
    )
    expect((await post(director.cookie, [section(w.sectionIds[1])])).statusCode).toBe(201)
    expect(
      (await post(director.cookie, [{ targetType: 'School', targetId: other.schoolId }])).statusCode,
    ).toBe(404)
  })

  it('lets families share to their children’s sections on a standard brand only (spec 001 §6)', async () => {
    const ok = await call(guardianA.cookie, 'POST', '/api/v1/posts', {
      contentHtml: '<p>Thanks!</p>',
      targets: [section(w.sectionIds[0])],
    })
    expect(ok.statusCode).toBe(201)
    const notMine = await call(guardianA.cookie, 'POST', '/api/v1/posts', {
      contentHtml: '<p>Thanks!</p>',
      targets: [section(w.sectionIds[1])],
    })
    expect(notMine.statusCode).toBe(404)

    const locked = await t.make.world({ variant: 'childrenLogin' })
    const kid = await t.make.child(locked.sectionIds[0])
    const parent = await person(() => t.make.guardianOf([kid.id]))
    const refused = await call(parent.cookie, 'POST', '/api/v1/posts', {
      contentHtml: '<p>Hello</p>',
      targets: [section(locked.sectionIds[0])],
    })
    expect(refused.statusCode).toBe(403)
    const picker = await call(parent.cookie, 'GET', '/api/v1/share-targets')
    expect(picker.json()).toMatchObject({ targetTypes: [], sections: [] })
  })

  it('offers the picker exactly the targets in scope', async () => {
    const res = await call(teacher.cookie, 'GET', '/api/v1/share-targets')
    expect(res.statusCode).toBe(200)
    const body = res.json<{ targetTypes: string[]; sections: { id: string }[]; users: { id: string }[] }>()
    expect(body.targetTypes).toEqual(['Section', 'User'])
    expect(body.sections.map((s) => s.id)).toEqual([w.sectionIds[0]])
    const users = body.users.map((u) => u.id)
    expect(users).toContain(guardianA.id)
    expect(users).toContain(childA)
    expect(users).toContain(director.id)
    expect(users).not.toContain(guardianB.id)
    expect(
      (await call(teacher.cookie, 'GET', `/api/v1/share-targets?schoolId=${other.schoolId}`)).statusCode,
    ).toBe(404)
  })

  it('attaches files and lets only readers of the post see them', async () => {
    const photo = await upload(teacher.id, w.schoolId)
    const res = await call(teacher.cookie, 'POST', '/api/v1/posts', {
      contentHtml: '<p>Our day</p>',
      targets: [section(w.sectionIds[0])],
      mediaIds: [photo],
    })
    expect(res.statusCode).toBe(201)
    const post = res.json<Post>()
    expect(post.attachments.map((a) => a.id)).toEqual([photo])
    // The rule the posts module declares for its media kind (posts.module.ts).
    const rule = postsModule.mediaKinds.post
    const actorOf = async (id: string) =>
      (await resolveActor(t.database.db, {
        id: '',
        userId: id,
        currentSchoolId: null,
        currentChildId: null,
        impersonatorId: null,
      }))!
    const now = t.clock.now()
    expect(await rule(t.database.db, await actorOf(guardianA.id), [post.id], now)).toEqual(new Set([post.id]))
    expect(await rule(t.database.db, await actorOf(guardianB.id), [post.id], now)).toEqual(new Set())
    expect(await rule(t.database.db, await actorOf(director.id), [post.id], now)).toEqual(new Set([post.id]))
    // Someone else's upload cannot be attached.
    const stolen = await call(teacherB.cookie, 'POST', '/api/v1/posts', {
      contentHtml: '<p>Mine</p>',
      targets: [section(w.sectionIds[1])],
      mediaIds: [await upload(teacher.id, w.schoolId)],
    })
    expect(stolen.statusCode).toBe(404)
  })

  it('delays publication until publishAt', async () => {
    const res = await call(teacher.cookie, 'POST', '/api/v1/posts', {
      contentHtml: '<p>Tomorrow</p>',
      targets: [section(w.sectionIds[0])],
      publishAt: '2026-11-19T08:00:00Z',
    })
    expect(res.json<Post>().publishAt).toBe('2026-11-19T08:00:00.000Z')
    // A date in the past means now.
    const past = await call(teacher.cookie, 'POST', '/api/v1/posts', {
      contentHtml: '<p>Yesterday</p>',
      targets: [section(w.sectionIds[0])],
      publishAt: '2026-11-01T08:00:00Z',
    })
    expect(past.json<Post>().publishAt).toBe('2026-11-18T09:30:00.000Z')
    // Publishing now an edit of the delayed one.
    const id = res.json<Post>().id
    const now = await call(teacher.cookie, 'PUT', `/api/v1/posts/${id}`, {
      contentHtml: '<p>Today after all</p>',
      targets: [section(w.sectionIds[0])],
      publishAt: null,
    })
    expect(now.json<Post>().publishAt).toBe('2026-11-18T09:30:00.000Z')
  })

  it('lets the owner or a director edit and delete; others are refused', async () => {
    const created = await call(teacher.cookie, 'POST', '/api/v1/posts', {
      contentHtml: '<p>Draft one</p>',
      targets: [section(w.sectionIds[0])],
    })
    const id = created.json<Post>().id
    const edit = (cookie: string) =>
      call(cookie, 'PUT', `/api/v1/posts/${id}`, {
        contentHtml: '<p>Edited</p>',
        targets: [section(w.sectionIds[0])],
      })
    expect((await edit(teacher.cookie)).json<Post>().contentHtml).toBe('<p>Edited</p>')
    expect((await edit(director.cookie)).statusCode).toBe(200)
    // A reader may see it but not edit it; someone who cannot see it gets 404.
    expect((await edit(guardianA.cookie)).statusCode).toBe(403)
    expect((await edit(teacherB.cookie)).statusCode).toBe(404)
    expect((await call(guardianB.cookie, 'GET', `/api/v1/posts/${id}`)).statusCode).toBe(404)
    expect((await call(observer, 'DELETE', `/api/v1/posts/${id}`)).json()).toMatchObject({
      errorCode: 'FORBIDDEN_OBSERVER',
    })
    expect((await call(director.cookie, 'DELETE', `/api/v1/posts/${id}`)).statusCode).toBe(204)
    expect((await call(teacher.cookie, 'GET', `/api/v1/posts/${id}`)).statusCode).toBe(404)
    const rows = await t.database.db.select().from(news).where(eq(news.referenceId, id))
    expect(rows).toEqual([])
  })

  it('refuses observers with FORBIDDEN_OBSERVER', async () => {
    const res = await call(observer, 'POST', '/api/v1/posts', {
      contentHtml: '<p>Hi</p>',
      targets: [section(w.sectionIds[0])],
    })
    expect(res.statusCode).toBe(403)
    expect(res.json()).toMatchObject({ errorCode: 'FORBIDDEN_OBSERVER' })
  })

  it('lists sponsor news for readers in scope (spec 000 §2 /publicities)', async () => {
    const res = await call(sponsor.cookie, 'POST', '/api/v1/posts', {
      contentHtml: '<p>Spring fair</p>',
      targets: [{ targetType: 'School', targetId: w.schoolId }],
    })
    expect(res.json<Post>().sponsored).toBe(true)
    const list = await call(guardianB.cookie, 'GET', '/api/v1/publicities')
    expect(list.statusCode).toBe(200)
    const items = list.json<{ items: { id: string }[] }>().items
    expect(items.map((i) => i.id)).toContain(res.json<Post>().id)
    // Ordinary posts are not sponsor news.
    expect(items).toHaveLength(1)
    const outsider = await t.make.guardianOf([(await t.make.child(other.sectionIds[0])).id])
    const far = await call(await t.login(outsider.email!), 'GET', '/api/v1/publicities')
    expect(far.json<{ items: unknown[] }>().items).toEqual([])
  })
})
