import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import {
  calendarSubscriptions,
  chatBlocks,
  chatChannels,
  chatReactions,
  childKeys,
  chatMembers,
  chatMessages,
  invitations,
  media,
  news,
  outboxMails,
  outboxSms,
  postalCards,
  users,
} from '../../db/schema/index'
import { createTestApp, cookieHeader, type TestApp } from '../../test/app'
import { png } from '../../test/fixtures/media'
import { testPassword } from '../../test/factories'
import { scanDatabase, scanFolder, unexplained, type AllowedTrace } from '../../test/personal-data-scan'

// Erasure leaves nothing personal behind (docs/security.md "Erasure"): after a completed
// deletion, a walk over every column of every table and every file of the media folder finds the
// person only in the pseudonymous rows that list allows; and a child left with no guardian is
// announced to the school's directors, listed for them, and can be linked again by invitation.

const person = {
  firstname: 'Zephyrine',
  lastname: 'Quillfeather',
  email: 'zephyrine.quillfeather@example.test',
  phone: '+33698765432',
  ip: '203.0.113.77',
  userAgent: 'ZephyrBrowser/9.1 (erasure test)',
}

/**
 * What may keep the erased person's id (never their address, name, number or connection):
 * the same list as docs/security.md "Erasure".
 */
function allowList(): AllowedTrace[] {
  const identifying = [
    person.email,
    person.firstname,
    person.lastname,
    person.phone,
    person.ip,
    person.userAgent,
  ]
  const onlyId = (row: Record<string, unknown>) => {
    const text = JSON.stringify(row).toLowerCase()
    return !identifying.some((value) => text.includes(value.toLowerCase()))
  }
  return [
    { table: 'users', column: 'id', why: 'the account row itself, now "Deleted account"' },
    { table: 'audit_log', column: '*', why: 'audit rows name actors and targets by id only', row: onlyId },
    { table: 'deletion_requests', column: 'user_id', why: 'the record that the erasure was asked and done' },
    { table: 'chat_messages', column: 'owner_id', why: 'messages shown as "Deleted account" to the others' },
    { table: 'chat_members', column: 'user_id', why: 'the channel still lists the anonymous author' },
    { table: 'chat_reactions', column: 'user_id', why: 'reactions count, by an anonymous account' },
    { table: 'news_reactions', column: 'user_id', why: 'reactions count, by an anonymous account' },
    { table: 'poll_votes', column: 'user_id', why: 'votes count, by an anonymous account' },
    { table: 'posts', column: 'owner_id', why: 'content posted to the school stays with it' },
    {
      table: 'media',
      column: 'owner_id',
      why: 'files attached to content the school keeps (posts, albums, postal cards)',
      row: (row) =>
        row.attached_id !== null && ['post', 'gallery', 'folder', 'postal-card'].includes(String(row.kind)),
    },
    {
      table: 'postal_cards',
      column: 'owner_id',
      why: 'the card stays with the child’s section, its text without the name',
    },
    { table: 'news', column: 'owner_id', why: 'the postal card’s feed item, owned by the anonymous account' },
    {
      table: 'outbox_mails',
      column: '*',
      why: 'the goodbye mail, until it is sent',
      row: (row) => row.template === 'deletion-done',
    },
  ]
}

describe('erasure (docs/security.md "Erasure")', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(async () => t.close())

  type Method = 'GET' | 'POST' | 'PUT' | 'PATCH'
  const call = (method: Method, url: string, cookie: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) })

  async function uploadAvatar(cookie: string): Promise<string> {
    const bytes = await png(400, 300)
    const start = await call('POST', '/api/v1/media/uploads', cookie, {
      kind: 'user',
      fileName: 'me.png',
      size: bytes.length,
    })
    expect(start.statusCode, start.body).toBe(201)
    const { mediaId, upload } = start.json()
    const put = await t.app.inject({
      method: 'PUT',
      url: upload.url,
      headers: upload.headers,
      payload: bytes,
    })
    expect(put.statusCode, put.body).toBe(200)
    const done = await call('POST', `/api/v1/media/uploads/${mediaId}/complete`, cookie)
    expect(done.statusCode, done.body).toBe(200)
    expect((await call('PUT', '/api/v1/media/avatar', cookie, { mediaId })).statusCode).toBe(200)
    return mediaId as string
  }

  async function storedFile(ownerId: string, kind: 'chat-message' | 'post', attachedId: string | null) {
    const key = `test/${ownerId}/${kind}-${Math.random().toString(36).slice(2)}.jpg`
    await t.deps.storage.put(key, await png(40, 40), 'image/jpeg')
    const [row] = await t.database.db
      .insert(media)
      .values({
        ownerId,
        kind,
        type: 'IMAGE',
        storageKey: key,
        mimeType: 'image/jpeg',
        fileName: 'photo.jpg',
        size: 10,
        attachedId,
        status: 'ready',
      })
      .returning()
    return row!
  }

  it('leaves the person only in the documented pseudonymous rows, in the database and on disk', async () => {
    const world = await t.make.world()
    const director = await t.make.staff('DIRECTOR', { schoolId: world.schoolId }, { language: 'fr' })
    const onlyChild = await t.make.child(world.sectionIds[0], { firstname: 'Lou', lastname: 'Martin' })
    const sharedChild = await t.make.child(world.sectionIds[1], { firstname: 'Noa', lastname: 'Martin' })
    const guardian = await t.make.guardianOf([onlyChild.id, sharedChild.id], {
      firstname: person.firstname,
      lastname: person.lastname,
      email: person.email,
    })
    await t.make.guardianOf([sharedChild.id], { firstname: 'Sam', lastname: 'Martin' })
    await t.database.db.update(users).set({ phone: person.phone }).where(eq(users.id, guardian.id))
    const db = t.database.db

    // A session with an address and a browser string.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      remoteAddress: person.ip,
      headers: { 'user-agent': person.userAgent },
      payload: { email: person.email, password: testPassword },
    })
    expect(login.statusCode, login.body).toBe(200)
    const cookie = cookieHeader(login)

    // An avatar (its resized variants have no row of their own), a chat photo, an upload nothing holds.
    const avatarId = await uploadAvatar(cookie)
    const [avatar] = await db.select().from(media).where(eq(media.id, avatarId))
    expect(Object.keys(avatar!.variants).length).toBeGreaterThan(0)
    const [channel] = await db
      .insert(chatChannels)
      .values({ ownerId: director.id, lastActivityAt: t.clock.now() })
      .returning()
    await db.insert(chatMembers).values([
      { channelId: channel!.id, userId: director.id },
      { channelId: channel!.id, userId: guardian.id },
    ])
    const chatPhoto = await storedFile(guardian.id, 'chat-message', null)
    const [message] = await db
      .insert(chatMessages)
      .values({
        channelId: channel!.id,
        ownerId: guardian.id,
        text: 'See you at five',
        mediaId: chatPhoto.id,
      })
      .returning()
    await db.update(media).set({ attachedId: message!.id }).where(eq(media.id, chatPhoto.id))
    const [answer] = await db
      .insert(chatMessages)
      .values({ channelId: channel!.id, ownerId: director.id, text: 'Fine' })
      .returning()
    await db
      .insert(chatReactions)
      .values({ messageId: answer!.id, userId: guardian.id, reactionType: 'heart' })
    const loose = await storedFile(guardian.id, 'post', null)
    // A calendar feed URL (it works without a session) and a private chat block.
    await db.insert(calendarSubscriptions).values({ userId: guardian.id, tokenHash: 'feed-token-hash' })
    await db.insert(chatBlocks).values({ userId: guardian.id, blockedUserId: director.id })

    // An invitation they sent to a third party (its mail names them), and one sent to them.
    const invited = await call('PATCH', `/api/v1/invitations/children/${sharedChild.id}/email`, cookie, {
      email: 'grandpa.third@example.test',
    })
    expect(invited.statusCode, invited.body).toBeLessThan(300)
    await db
      .insert(invitations)
      .values({ childId: onlyChild.id, senderId: director.id, detail: person.email })
    await db
      .insert(outboxSms)
      .values({ toNumber: person.phone, text: 'Your code: 123456', language: 'en', template: 'email-code' })

    // A postal card signed with their full name, and its feed item's search text.
    const message1 = `Bisous à Lou, ${person.firstname} ${person.lastname}`
    const [card] = await db
      .insert(postalCards)
      .values({
        ownerId: guardian.id,
        childId: onlyChild.id,
        sectionId: world.sectionIds[0],
        schoolId: world.schoolId,
        message: message1,
      })
      .returning()
    await db.insert(news).values({
      type: 'PostalCard',
      referenceId: card!.id,
      ownerId: guardian.id,
      schoolId: world.schoolId,
      publishAt: t.clock.now(),
      searchText: message1,
    })

    // Before: the scan finds them everywhere (the scan itself works).
    const needles = [
      person.email,
      person.firstname,
      person.lastname,
      person.phone,
      person.ip,
      person.userAgent,
      guardian.id,
      avatarId,
      chatPhoto.id,
      loose.id,
    ]
    const before = await scanDatabase(db, needles)
    for (const table of [
      'calendar_subscriptions',
      'chat_blocks',
      'users',
      'sessions',
      'invitations',
      'outbox_mails',
      'outbox_sms',
      'postal_cards',
      'news',
    ])
      expect(
        before.some((trace) => trace.table === table),
        table,
      ).toBe(true)
    expect((await scanFolder(t.mediaRoot, needles)).length).toBeGreaterThan(0)

    // Asked and carried out.
    expect((await call('POST', '/api/v1/data-protection/deletion-requests', cookie)).statusCode).toBe(201)
    const directorCookie = await t.login(director.email!)
    const open = (await call('GET', '/api/v1/data-protection/requests', directorCookie)).json().items
    const request = open.find((r: { user: { id: string } }) => r.user.id === guardian.id)
    const done = await call(
      'POST',
      `/api/v1/data-protection/requests/${request.id}/decision`,
      directorCookie,
      {
        decision: 'done',
      },
    )
    expect(done.statusCode, done.body).toBe(200)

    const after = unexplained(await scanDatabase(db, needles), allowList())
    expect(after.map((trace) => `${trace.table}.${trace.column}: ${trace.needle}`)).toEqual([])
    expect(await scanFolder(t.mediaRoot, needles)).toEqual([])

    // What stays reads as it should: the card without the name, the message under the anonymous account.
    const [kept] = await db.select().from(postalCards).where(eq(postalCards.id, card!.id))
    expect(kept!.message).toBe('Bisous à Lou, Deleted account')
    const [keptMessage] = await db.select().from(chatMessages).where(eq(chatMessages.id, message!.id))
    expect(keptMessage).toMatchObject({ ownerId: guardian.id, mediaId: null })
    const goodbye = await db
      .select()
      .from(outboxMails)
      .where(and(eq(outboxMails.toAddress, person.email), eq(outboxMails.template, 'deletion-done')))
    expect(goodbye).toHaveLength(1)
  })

  it('tells the directors about a child left with no guardian, lists it, and links a guardian again', async () => {
    const world = await t.make.world()
    const director = await t.make.staff('DIRECTOR', { schoolId: world.schoolId }, { language: 'fr' })
    const coordinator = await t.make.staff('COORDINATOR', { groupId: world.groupId })
    const teacher = await t.make.staff('TEACHER', { sectionId: world.sectionIds[0] })
    const other = await t.make.world()
    const otherDirector = await t.make.staff('DIRECTOR', { schoolId: other.schoolId })
    const onlyChild = await t.make.child(world.sectionIds[0], { firstname: 'Lina', lastname: 'Orphanidis' })
    const sharedChild = await t.make.child(world.sectionIds[1], { firstname: 'Téo', lastname: 'Orphanidis' })
    const guardian = await t.make.guardianOf([onlyChild.id, sharedChild.id])
    await t.make.guardianOf([sharedChild.id])

    const list = (cookie: string) => call('GET', '/api/v1/data-protection/children-without-guardian', cookie)
    const directorCookie = await t.login(director.email!)
    const ids = (res: Awaited<ReturnType<typeof list>>) => res.json().items.map((c: { id: string }) => c.id)
    expect(ids(await list(directorCookie))).not.toContain(onlyChild.id)

    const cookie = await t.login(guardian.email!)
    expect((await call('POST', '/api/v1/data-protection/deletion-requests', cookie)).statusCode).toBe(201)
    const request = (await call('GET', '/api/v1/data-protection/requests', directorCookie))
      .json()
      .items.find((r: { user: { id: string } }) => r.user.id === guardian.id)
    const done = await call(
      'POST',
      `/api/v1/data-protection/requests/${request.id}/decision`,
      directorCookie,
      {
        decision: 'done',
      },
    )
    expect(done.statusCode, done.body).toBe(200)

    // The director is told, in their language, of the child left alone (not of the other).
    const [warning] = await t.database.db
      .select()
      .from(outboxMails)
      .where(
        and(
          eq(outboxMails.toAddress, director.email!),
          eq(outboxMails.template, 'children-without-guardian'),
        ),
      )
    expect(warning!.language).toBe('fr')
    expect(warning!.text).toContain('Lina Orphanidis')
    expect(warning!.text).not.toContain('Téo')
    expect(warning!.text).toContain('/data-protection/children-without-guardian')

    // Listed for the directors and coordinators of the school, not for another school's director.
    const listed = (await list(directorCookie)).json().items
    expect(listed).toContainEqual({
      id: onlyChild.id,
      firstname: 'Lina',
      lastname: 'Orphanidis',
      school: { id: world.schoolId, name: expect.any(String) },
      sections: [{ id: world.sectionIds[0], name: 'A' }],
    })
    expect(listed.map((c: { id: string }) => c.id)).not.toContain(sharedChild.id)
    expect(ids(await list(await t.login(coordinator.email!)))).toContain(onlyChild.id)
    expect(ids(await list(await t.login(otherDirector.email!)))).not.toContain(onlyChild.id)
    expect((await list(await t.login(teacher.email!))).statusCode).toBe(403)

    // Linked again: the director invites a relative, who adds the child with the key it carries.
    const relativeEmail = 'new.relative@example.test'
    const sent = await call('PATCH', `/api/v1/invitations/children/${onlyChild.id}/email`, directorCookie, {
      email: relativeEmail,
    })
    expect(sent.statusCode, sent.body).toBeLessThan(300)
    const [invitationMail] = await t.database.db
      .select()
      .from(outboxMails)
      .where(and(eq(outboxMails.toAddress, relativeEmail), eq(outboxMails.template, 'invitation')))
    const [{ key }] = (await t.database.db
      .select({ key: childKeys.key })
      .from(childKeys)
      .where(eq(childKeys.childId, onlyChild.id))) as [{ key: string }]
    expect(invitationMail!.text).toContain(key)
    const relative = await t.make.user('GUARDIAN', { email: relativeEmail })
    const relativeCookie = await t.login(relative.email!)
    const linked = await call('POST', '/api/v1/child-keys/links', relativeCookie, {
      code: key,
      profile: { referent: true, relationship: 'Father' },
    })
    expect(linked.statusCode, linked.body).toBeLessThan(300)
    expect(ids(await list(directorCookie))).not.toContain(onlyChild.id)
  })
})
