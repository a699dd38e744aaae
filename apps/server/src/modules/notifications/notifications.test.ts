import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { io as connect, type Socket } from 'socket.io-client'
import type { Post } from '@nido/domain/contracts/posts'
import type { NotificationCounts, PanelPage } from '@nido/domain/contracts/notifications'
import { eq } from 'drizzle-orm'
import { folders, galleries, news, polls, postalCards } from '../../db/schema/index'
import { createTestApp, type TestApp } from '../../test/app'
import type { World } from '../../test/factories'
import { findNews, makeNews } from '../news/index'

// Spec 000 §4–§7: moderation, the notification panel, its counts and the
// realtime push of count changes (ARCHITECTURE §8).
describe('moderation and the notification panel (spec 000 §4–§7)', () => {
  let t: TestApp
  let w: World
  let moderated: { id: string; cookie: string }
  let moderator: { id: string; cookie: string }
  let otherModerator: { id: string; cookie: string }
  let teacher: { id: string; cookie: string }
  let guardian: { id: string; cookie: string }
  let url: string

  const call = (cookie: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: object) =>
    t.app.inject({ method, url: path, headers: { cookie }, ...(payload ? { payload } : {}) })
  const section = (id: string) => ({ targetType: 'Section' as const, targetId: id })
  const counts = async (cookie: string, query = '') =>
    (await call(cookie, 'GET', `/api/v1/notifications/counts${query}`)).json<NotificationCounts>()
  const publish = async (cookie: string, text: string) =>
    (
      await call(cookie, 'POST', '/api/v1/posts', {
        contentHtml: `<p>${text}</p>`,
        targets: [section(w.sectionIds[0])],
      })
    ).json<Post>()
  const newsIdOf = async (postId: string) => (await findNews(t.database.db, 'Post', postId))!.id
  async function person(make: () => Promise<{ id: string; email: string | null }>) {
    const user = await make()
    return { id: user.id, cookie: await t.login(user.email!) }
  }

  beforeAll(async () => {
    t = await createTestApp({ now: '2026-11-18T09:30:00Z' })
    w = await t.make.world()
    const elsewhere = await t.make.world()
    const child = await t.make.child(w.sectionIds[0])
    moderated = await person(() =>
      t.make.staff('TEACHER', { sectionId: w.sectionIds[0] }, { moderated: true }),
    )
    moderator = await person(() => t.make.staff('DIRECTOR', { schoolId: w.schoolId }, { isModerator: true }))
    otherModerator = await person(() =>
      t.make.staff('DIRECTOR', { schoolId: elsewhere.schoolId }, { isModerator: true }),
    )
    teacher = await person(() => t.make.staff('TEACHER', { sectionId: w.sectionIds[0] }))
    guardian = await person(() => t.make.guardianOf([child.id]))
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    const address = t.app.server.address()
    url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
  })
  afterAll(() => t.close())

  it('makes a moderated author’s post wait, and shows it to the author and to moderators of the school', async () => {
    const post = await publish(moderated.cookie, 'Waiting one')
    expect(post.status).toBe('pending')

    const mine = (
      await call(moderated.cookie, 'GET', '/api/v1/notifications/pending-moderation')
    ).json<PanelPage>()
    expect(mine.newsList.map((n) => n.reference.id)).toContain(post.id)
    expect(mine.users.map((u) => u.id)).toContain(moderated.id)
    expect(mine.sections.map((s) => s.id)).toContain(w.sectionIds[0])

    const toModerate = (
      await call(moderator.cookie, 'GET', '/api/v1/notifications/to-moderate')
    ).json<PanelPage>()
    const item = toModerate.newsList.find((n) => n.reference.id === post.id)!
    expect(item).toMatchObject({
      referenceType: 'post',
      status: 'pending',
      reference: { content: '<p>Waiting one</p>' },
    })
    expect(toModerate.nextOffset).toBe(-1)

    const far = (
      await call(otherModerator.cookie, 'GET', '/api/v1/notifications/to-moderate')
    ).json<PanelPage>()
    expect(far.newsList.map((n) => n.reference.id)).not.toContain(post.id)
  })

  it('answers FORBIDDEN to users who neither moderate nor are moderated (spec 000 §5)', async () => {
    expect((await call(teacher.cookie, 'GET', '/api/v1/notifications/to-moderate')).statusCode).toBe(403)
    expect((await call(guardian.cookie, 'GET', '/api/v1/notifications/pending-moderation')).statusCode).toBe(
      403,
    )
    expect((await call(moderated.cookie, 'GET', '/api/v1/notifications/to-moderate')).statusCode).toBe(403)
  })

  it('counts news to moderate and waiting moderation', async () => {
    const before = await counts(moderator.cookie)
    const beforeMine = await counts(moderated.cookie)
    await publish(moderated.cookie, 'Count me')
    expect((await counts(moderator.cookie)).toModerate).toBe(before.toModerate + 1)
    expect((await counts(moderated.cookie)).pendingModeration).toBe(beforeMine.pendingModeration + 1)
    expect(await counts(moderator.cookie, '?omitModerationCount=true')).toMatchObject({ toModerate: 0 })
    expect(await counts(guardian.cookie)).toEqual({
      pendingModeration: 0,
      toModerate: 0,
      newMessages: 0,
      postalCards: 0,
    })
    expect(
      (await call(otherModerator.cookie, 'GET', `/api/v1/notifications/counts?schoolId=${w.schoolId}`))
        .statusCode,
    ).toBe(404)
  })

  it('counts unread postal cards for the staff of the section', async () => {
    const child = await t.make.child(w.sectionIds[0])
    await t.database.db.insert(postalCards).values({
      childId: child.id,
      sectionId: w.sectionIds[0],
      schoolId: w.schoolId,
      message: 'Hi',
      ownerId: guardian.id,
    })
    expect((await counts(teacher.cookie)).postalCards).toBe(1)
    expect((await counts(teacher.cookie, '?omitPostalCardCount=true')).postalCards).toBe(0)
  })

  it('approves a pending post: it is published and no longer moderable', async () => {
    const post = await publish(moderated.cookie, 'Approve me')
    const newsId = await newsIdOf(post.id)
    expect(
      (await call(teacher.cookie, 'POST', `/api/v1/notifications/news/${newsId}/approval`)).statusCode,
    ).toBe(403)
    expect(
      (await call(otherModerator.cookie, 'POST', `/api/v1/notifications/news/${newsId}/approval`)).statusCode,
    ).toBe(404)
    expect(
      (await call(moderator.cookie, 'POST', `/api/v1/notifications/news/${newsId}/approval`)).statusCode,
    ).toBe(204)
    const again = await call(moderator.cookie, 'POST', `/api/v1/notifications/news/${newsId}/approval`)
    expect(again.statusCode).toBe(409)
    expect(again.json()).toMatchObject({ errorCode: 'NEWS_NOT_MODERABLE' })
    const read = await call(moderated.cookie, 'GET', `/api/v1/posts/${post.id}`)
    expect(read.json<Post>().status).toBe('published')
  })

  it('refuses with a reason the author sees; an edit makes it wait again', async () => {
    const post = await publish(moderated.cookie, 'Refuse me')
    const newsId = await newsIdOf(post.id)
    const res = await call(moderator.cookie, 'POST', `/api/v1/notifications/news/${newsId}/refusal`, {
      reason: 'Please blur the faces',
    })
    expect(res.statusCode).toBe(204)
    const mine = (
      await call(moderated.cookie, 'GET', '/api/v1/notifications/pending-moderation')
    ).json<PanelPage>()
    expect(mine.newsList.find((n) => n.id === newsId)).toMatchObject({
      status: 'refused',
      refusalReason: 'Please blur the faces',
    })
    const edited = await call(moderated.cookie, 'PUT', `/api/v1/posts/${post.id}`, {
      contentHtml: '<p>Blurred</p>',
      targets: [section(w.sectionIds[0])],
    })
    expect(edited.json<Post>()).toMatchObject({ status: 'pending', refusalReason: null })
  })

  it('deletes a post or a folder from the panel', async () => {
    const post = await publish(moderated.cookie, 'Delete me')
    expect((await call(guardian.cookie, 'DELETE', `/api/v1/notifications/post/${post.id}`)).statusCode).toBe(
      404,
    )
    expect((await call(moderated.cookie, 'DELETE', `/api/v1/notifications/post/${post.id}`)).statusCode).toBe(
      204,
    )
    expect((await call(moderated.cookie, 'GET', `/api/v1/posts/${post.id}`)).statusCode).toBe(404)

    const [folder] = await t.database.db
      .insert(folders)
      .values({ ownerId: moderated.id, schoolId: w.schoolId, title: 'Forms' })
      .returning()
    await makeNews(t.database.db, {
      type: 'Folder',
      ownerId: moderated.id,
      schoolId: w.schoolId,
      targets: [section(w.sectionIds[0])],
      status: 'pending',
      publishAt: '2026-11-18T09:00:00Z',
    }).then(({ referenceId }) =>
      // makeNews gives folders a random reference id; point it at the real folder.
      t.database.db.update(news).set({ referenceId: folder!.id }).where(eq(news.referenceId, referenceId)),
    )
    const page = (await call(moderator.cookie, 'GET', '/api/v1/notifications/to-moderate')).json<PanelPage>()
    expect(page.newsList.find((n) => n.reference.id === folder!.id)).toMatchObject({
      referenceType: 'folder',
      reference: { title: 'Forms' },
    })
    expect(
      (await call(moderator.cookie, 'DELETE', `/api/v1/notifications/folder/${folder!.id}`)).statusCode,
    ).toBe(204)
    expect(
      (await call(moderator.cookie, 'DELETE', `/api/v1/notifications/event/${folder!.id}`)).statusCode,
    ).toBe(400)
  })

  it('shows an album and a poll in the panel by their title and question, and deletes them (decision 0012)', async () => {
    const pending = async (type: 'Gallery' | 'Poll', referenceId: string) => {
      const made = await makeNews(t.database.db, {
        type,
        ownerId: moderated.id,
        schoolId: w.schoolId,
        targets: [section(w.sectionIds[0])],
        status: 'pending',
        publishAt: '2026-11-18T09:00:00Z',
      })
      // makeNews gives these types a random reference id; point it at the real row.
      await t.database.db.update(news).set({ referenceId }).where(eq(news.referenceId, made.referenceId))
    }
    const [album] = await t.database.db
      .insert(galleries)
      .values({ ownerId: moderated.id, schoolId: w.schoolId, title: 'Carnival' })
      .returning()
    const [poll] = await t.database.db
      .insert(polls)
      .values({ ownerId: moderated.id, schoolId: w.schoolId, question: 'Picnic on Friday?' })
      .returning()
    await pending('Gallery', album!.id)
    await pending('Poll', poll!.id)
    const page = (await call(moderator.cookie, 'GET', '/api/v1/notifications/to-moderate')).json<PanelPage>()
    expect(page.newsList.find((n) => n.reference.id === album!.id)).toMatchObject({
      referenceType: 'gallery',
      reference: { title: 'Carnival' },
    })
    expect(page.newsList.find((n) => n.reference.id === poll!.id)).toMatchObject({
      referenceType: 'poll',
      reference: { question: 'Picnic on Friday?' },
    })
    for (const [type, id] of [
      ['gallery', album!.id],
      ['poll', poll!.id],
    ] as const) {
      const res = await call(moderator.cookie, 'DELETE', `/api/v1/notifications/${type}/${id}`)
      expect(res.statusCode, res.body).toBe(204)
    }
    expect(await t.database.db.select().from(galleries).where(eq(galleries.id, album!.id))).toEqual([])
    expect(await t.database.db.select().from(polls).where(eq(polls.id, poll!.id))).toEqual([])
    expect(await findNews(t.database.db, 'Gallery', album!.id)).toBeUndefined()
    expect(await findNews(t.database.db, 'Poll', poll!.id)).toBeUndefined()
  })

  it('pages by 20 and ends with -1 (spec 000 §4, §9)', async () => {
    for (let i = 0; i < 21; i++) await publish(moderated.cookie, `Page ${i}`)
    const first = (
      await call(moderated.cookie, 'GET', '/api/v1/notifications/pending-moderation')
    ).json<PanelPage>()
    expect(first.newsList).toHaveLength(20)
    expect(first.nextOffset).toBe(20)
    const next = (
      await call(
        moderated.cookie,
        'GET',
        `/api/v1/notifications/pending-moderation?offset=${first.nextOffset}`,
      )
    ).json<PanelPage>()
    expect(next.newsList.length).toBeGreaterThan(0)
    expect(next.nextOffset).toBe(-1)
  })

  it('pushes notification-counts to the moderator and the author over Socket.IO', async () => {
    const open = async (cookie: string) => {
      const { token } = (await call(cookie, 'POST', '/api/v1/realtime/tokens')).json<{ token: string }>()
      const socket = connect(url, { transports: ['websocket'], auth: { token }, reconnection: false })
      await new Promise<void>((resolve, reject) => {
        socket.on('connect', () => resolve())
        socket.on('connect_error', reject)
      })
      return socket
    }
    const sockets: Socket[] = [
      await open(moderator.cookie),
      await open(moderated.cookie),
      await open(teacher.cookie),
    ]
    const [mod, author, bystander] = sockets as [Socket, Socket, Socket]
    let bystanderHeard = false
    bystander.on('notification-counts', () => (bystanderHeard = true))
    const heard = (s: Socket) => new Promise((resolve) => s.once('notification-counts', resolve))
    const both = Promise.all([heard(mod), heard(author)])
    const post = await publish(moderated.cookie, 'Pushed')
    await expect(both).resolves.toHaveLength(2)
    const approved = heard(author)
    await call(moderator.cookie, 'POST', `/api/v1/notifications/news/${await newsIdOf(post.id)}/approval`)
    await expect(approved).resolves.toMatchObject({ schoolId: w.schoolId })
    expect(bystanderHeard).toBe(false)

    const forged = connect(url, { transports: ['websocket'], auth: { token: 'x.y' }, reconnection: false })
    await expect(
      new Promise((resolve, reject) => {
        forged.on('connect', () => reject(new Error('connected')))
        forged.on('connect_error', (e) => resolve(e.message))
      }),
    ).resolves.toBe('UNAUTHENTICATED')
    for (const s of [...sockets, forged]) s.close()
  })
})
