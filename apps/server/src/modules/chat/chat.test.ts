import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { randomUUID } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import { and, eq, sql } from 'drizzle-orm'
import { io as connect, type Socket } from 'socket.io-client'
import type { ChatChannel, ChatMessage } from '@nido/domain/contracts/chat'
import { auditLog, chatMessages, outboxMails, users } from '../../db/schema/index'
import { createTestApp, type TestApp } from '../../test/app'
import type { World } from '../../test/factories'
import { makeUpload } from '../../test/uploads'
import { startSmtpPeer } from '../../mail/test-smtp-peer'
import { createMailSender } from '../../platform/mail-sender'
import { runChatMailDigest } from './chat.mail'

// Spec 001 §3 Chat, §4 (availability, blocking), §5 (search ignoring case and
// accents; who may message whom), §7 (calls and socket events), §8 (availability errors), §9 (25).
describe('chat (spec 001 §3–§5, §7–§9)', () => {
  let t: TestApp
  let world: World
  let other: World
  const cookies: Record<string, string> = {}
  const ids: Record<string, string> = {}

  type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'
  const call = (who: string, method: Method, url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie: cookies[who]! }, ...(payload ? { payload } : {}) })

  beforeAll(async () => {
    t = await createTestApp({ now: '2026-11-18T09:30:00Z' })
    world = await t.make.world()
    other = await t.make.world()
    const [s1, s2] = world.sectionIds
    const child = await t.make.child(s1, { firstname: 'Léa', lastname: 'Martin' })
    const child2 = await t.make.child(s2)
    const otherChild = await t.make.child(other.sectionIds[0])
    const otherSchool = await t.make.school(world.groupId)
    const otherSection = await t.make.section(otherSchool.id)
    const people = {
      coordinator: await t.make.staff('COORDINATOR', { groupId: world.groupId }),
      director: await t.make.staff('DIRECTOR', { schoolId: world.schoolId }, { firstname: 'Dora' }),
      teacher: await t.make.staff('TEACHER', { sectionId: s1 }, { firstname: 'Théo', lastname: 'Rivière' }),
      teacher2: await t.make.staff('TEACHER', { sectionId: s2 }),
      teacherOtherSchool: await t.make.staff('TEACHER', { sectionId: otherSection.id }),
      sponsor: await t.make.staff('SPONSOR', { schoolId: world.schoolId }),
      guardian: await t.make.guardianOf([child.id], {
        firstname: 'Élodie',
        lastname: 'Dupré',
        language: 'fr',
      }),
      coGuardian: await t.make.guardianOf([child.id], { firstname: 'Marc' }),
      guardian2: await t.make.guardianOf([child2.id], { firstname: 'Zoé' }),
      otherGuardian: await t.make.guardianOf([otherChild.id]),
      otherTeacher: await t.make.staff('TEACHER', { sectionId: other.sectionIds[0] }),
      observer: await t.make.guardianOf([child.id], { observer: true }),
    }
    for (const [who, user] of Object.entries(people)) {
      ids[who] = user.id
      cookies[who] = await t.login(user.email!)
    }
    ids.child = child.id
  })
  afterAll(async () => t.close())

  async function create(who: string, body: Record<string, unknown>) {
    const res = await call(who, 'POST', '/api/v1/chat/channels', body)
    expect(res.statusCode, res.body).toBe(201)
    return res.json<ChatChannel>()
  }
  async function send(who: string, channelId: string, text: string, clientId: string = randomUUID()) {
    const res = await call(who, 'POST', `/api/v1/chat/channels/${channelId}/messages`, { clientId, text })
    expect(res.statusCode, res.body).toBe(201)
    return res.json<ChatMessage>()
  }
  const channelOf = async (who: string, id: string) => call(who, 'GET', `/api/v1/chat/channels/${id}`)
  const pageOf = async (who: string, id: string, query = '') =>
    (await call(who, 'GET', `/api/v1/chat/channels/${id}/messages${query}`)).json<{
      items: ChatMessage[]
      hasMore: boolean
    }>()

  describe('availability (spec 001 §4, §8)', () => {
    it('gives a teacher the user scope with default options', async () => {
      const res = await call('teacher', 'GET', '/api/v1/chat/scope')
      expect(res.statusCode).toBe(200)
      expect(res.json()).toMatchObject({
        availability: 'ENABLED',
        userId: ids.teacher,
        options: { sendEmailOnMessage: false, otherFamilyCanContactMe: false, otherProCanContactMe: true },
        blockedUsers: [],
        canStartChat: true,
        canWrite: true,
      })
    })

    it('answers CANNOT_USE_CHAT to a sponsor', async () => {
      const res = await call('sponsor', 'GET', '/api/v1/chat/scope')
      expect([res.statusCode, res.json().errorCode]).toEqual([403, 'CANNOT_USE_CHAT'])
    })

    it('answers CHAT_DISABLED_AND_LOCKED to a user whose chat is locked', async () => {
      const locked = await t.make.staff('TEACHER', { sectionId: world.sectionIds[0] })
      await t.database.db
        .update(users)
        .set({ settings: { chatLocked: true } })
        .where(eq(users.id, locked.id))
      const cookie = await t.login(locked.email!)
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/chat/channels', headers: { cookie } })
      expect([res.statusCode, res.json().errorCode]).toEqual([403, 'CHAT_DISABLED_AND_LOCKED'])
    })

    it('answers CHAT_NOT_ENABLED_BY_SCOPE when the school has communication off', async () => {
      const off = await t.make.world()
      await t.make.feature(off.schoolId, 'communication', false)
      const teacher = await t.make.staff('TEACHER', { sectionId: off.sectionIds[0] })
      const cookie = await t.login(teacher.email!)
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/chat/scope', headers: { cookie } })
      expect([res.statusCode, res.json().errorCode]).toEqual([403, 'CHAT_NOT_ENABLED_BY_SCOPE'])
    })
  })

  describe('who may message whom (spec 001 §5, our reading for guardians)', () => {
    it.each([
      ['teacher', 'guardian', 201],
      ['teacher', 'child', 201],
      ['teacher', 'director', 404],
      ['teacher', 'guardian2', 404],
      ['teacher', 'otherGuardian', 404],
      ['director', 'teacher2', 201],
      ['director', 'guardian2', 201],
      ['director', 'coordinator', 404],
      ['coordinator', 'director', 201],
      ['coordinator', 'teacher', 201],
      ['coordinator', 'otherTeacher', 404],
      ['guardian', 'teacher', 404],
      ['guardian', 'coGuardian', 201],
      ['guardian', 'otherGuardian', 404],
      ['sponsor', 'guardian', 403],
      ['observer', 'guardian', 403],
    ])('%s → %s: %s', async (from, to, status) => {
      const res = await call(from, 'POST', '/api/v1/chat/channels', { memberIds: [ids[to]] })
      expect(res.statusCode, res.body).toBe(status)
    })

    it('lets a guardian reach another family only when both options allow it', async () => {
      const body = { memberIds: [ids.guardian2] }
      expect((await call('guardian', 'POST', '/api/v1/chat/channels', body)).statusCode).toBe(403)
      const opened = await call('guardian2', 'PUT', '/api/v1/chat/options', { otherFamilyCanContactMe: true })
      expect(opened.json()).toMatchObject({ otherFamilyCanContactMe: true, meCanContactOtherFamily: true })
      expect((await call('guardian', 'POST', '/api/v1/chat/channels', body)).statusCode).toBe(201)
      await call('guardian2', 'PUT', '/api/v1/chat/options', { otherFamilyCanContactMe: false })
    })

    it('reaches a pro of another school of the group unless they refuse other pros', async () => {
      const body = { memberIds: [ids.teacherOtherSchool] }
      expect((await call('director', 'POST', '/api/v1/chat/channels', body)).statusCode).toBe(201)
      await call('teacherOtherSchool', 'PUT', '/api/v1/chat/options', { otherProCanContactMe: false })
      const res = await call('coordinator', 'POST', '/api/v1/chat/channels', body)
      // The coordinator is assigned to the whole group: the school is theirs, so no "other pro".
      expect(res.statusCode).toBe(201)
      expect(
        (await call('director', 'POST', '/api/v1/chat/channels', { ...body, title: 'x' })).statusCode,
      ).toBe(403)
    })

    it('searches recipients ignoring case and accents, within the rules', async () => {
      const found = async (who: string, q: string) =>
        (await call(who, 'GET', `/api/v1/chat/recipients?q=${encodeURIComponent(q)}`))
          .json<{ items: Array<{ id: string }> }>()
          .items.map((u) => u.id)
      expect(await found('teacher', 'elodie')).toEqual([ids.guardian])
      expect(await found('teacher', 'DUPRE')).toEqual([ids.guardian])
      expect(await found('teacher', 'lea mar')).toEqual([ids.child])
      expect(await found('guardian', 'zoe')).toEqual([])
      const all = await found('teacher', '')
      expect(all).toEqual(expect.arrayContaining([ids.guardian, ids.coGuardian, ids.child]))
      expect(all).not.toContain(ids.director)
      expect(all).not.toContain(ids.guardian2)
      // Co-guardians of their child only (the observer is one); other families keep the default "closed".
      expect((await found('guardian', '')).sort()).toEqual([ids.coGuardian, ids.observer].sort())
    })

    it('pages recipients with a cursor', async () => {
      const first = (await call('director', 'GET', '/api/v1/chat/recipients?limit=2')).json()
      expect(first.items).toHaveLength(2)
      expect(first.nextCursor).toEqual(expect.any(String))
      const second = (
        await call('director', 'GET', `/api/v1/chat/recipients?limit=2&cursor=${first.nextCursor}`)
      ).json()
      expect(second.items[0].id).not.toBe(first.items[1].id)
    })

    it('lists channel users (spec 001 §7) the actor may know, not strangers', async () => {
      const res = await call('teacher', 'POST', '/api/v1/chat/channel-users', {
        users: [ids.guardian, ids.otherGuardian, ids.child],
      })
      expect(res.json().users.map((u: { id: string }) => u.id)).toEqual([ids.guardian, ids.child])
    })
  })

  describe('channels', () => {
    it('reuses the one-to-one of the same two people', async () => {
      const a = await create('teacher', { memberIds: [ids.coGuardian] })
      const b = await create('teacher', { memberIds: [ids.coGuardian] })
      expect(b.id).toBe(a.id)
      expect(a.oneToOneOwners).toEqual({ creatorId: ids.teacher, recipientId: ids.coGuardian })
      const titled = await create('teacher', { memberIds: [ids.coGuardian], title: 'About the trip' })
      expect(titled.id).not.toBe(a.id)
      expect(titled.oneToOneOwners).toBeNull()
    })

    it('lets a guardian reply in a channel a teacher opened, and lists it with unseen counts', async () => {
      const channel = await create('teacher', { memberIds: [ids.guardian], color: 'teal', title: 'Léa' })
      await send('teacher', channel.id, 'Hello')
      await send('guardian', channel.id, 'Hi!')
      const list = (await call('teacher', 'GET', '/api/v1/chat/channels')).json<{ items: ChatChannel[] }>()
      const row = list.items.find((c) => c.id === channel.id)!
      expect(row).toMatchObject({
        title: 'Léa',
        color: 'teal',
        unseenCount: 1,
        lastMessage: { text: 'Hi!', ownerUserId: ids.guardian },
        canEdit: true,
      })
      const theirs = (await channelOf('guardian', channel.id)).json()
      expect(theirs).toMatchObject({ unseenCount: 1, canEdit: false, canWrite: true })
    })

    it('searches channels by title or, without one, by the other members’ names (accents ignored)', async () => {
      const named = await create('director', { memberIds: [ids.teacher2], title: 'Équipe été' })
      const untitled = await create('director', { memberIds: [ids.teacher] })
      const search = async (q: string) =>
        (await call('director', 'GET', `/api/v1/chat/channels?q=${encodeURIComponent(q)}`))
          .json<{ items: ChatChannel[] }>()
          .items.map((c) => c.id)
      expect(await search('equipe ETE')).toEqual([named.id])
      expect(await search('riviere')).toEqual([untitled.id])
      expect(await search('dora')).toEqual([])
    })

    it('lets only the owner change a channel; removed members lose it', async () => {
      const channel = await create('director', { memberIds: [ids.teacher, ids.teacher2], title: 'Staff' })
      const denied = await call('teacher', 'PUT', `/api/v1/chat/channels/${channel.id}`, { title: 'Mine' })
      expect(denied.statusCode).toBe(403)
      const res = await call('director', 'PUT', `/api/v1/chat/channels/${channel.id}`, {
        title: 'Staff room',
        color: 'red',
        memberIds: [ids.teacher],
        answersOnlyVisibleByOwner: true,
      })
      expect(res.json()).toMatchObject({
        title: 'Staff room',
        color: 'red',
        chatChannelOptions: { answersOnlyVisibleByOwner: true },
      })
      expect(
        res
          .json()
          .users.map((u: { id: string }) => u.id)
          .sort(),
      ).toEqual([ids.director, ids.teacher].sort())
      expect((await channelOf('teacher2', channel.id)).statusCode).toBe(404)
    })

    it('lets a member leave and the owner delete', async () => {
      const channel = await create('director', { memberIds: [ids.teacher, ids.teacher2], title: 'Bye' })
      expect(
        (await call('director', 'DELETE', `/api/v1/chat/channels/${channel.id}/membership`)).statusCode,
      ).toBe(403)
      expect(
        (await call('teacher2', 'DELETE', `/api/v1/chat/channels/${channel.id}/membership`)).statusCode,
      ).toBe(204)
      expect((await channelOf('teacher2', channel.id)).statusCode).toBe(404)
      expect((await call('teacher', 'DELETE', `/api/v1/chat/channels/${channel.id}`)).statusCode).toBe(403)
      expect((await call('director', 'DELETE', `/api/v1/chat/channels/${channel.id}`)).statusCode).toBe(204)
      expect((await channelOf('teacher', channel.id)).statusCode).toBe(404)
      const [row] = await t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'chat.deleteChannel'), eq(auditLog.actorId, ids.director!)))
      expect(row?.targets).toEqual({ channelId: channel.id })
    })

    it('answers 404 outside membership, for channels and messages', async () => {
      const channel = await create('teacher', { memberIds: [ids.guardian], title: 'Private' })
      const message = await send('teacher', channel.id, 'secret')
      for (const [method, url, payload] of [
        ['GET', `/api/v1/chat/channels/${channel.id}`],
        ['GET', `/api/v1/chat/channels/${channel.id}/messages`],
        ['POST', `/api/v1/chat/channels/${channel.id}/messages`, { clientId: randomUUID(), text: 'x' }],
        ['PUT', `/api/v1/chat/messages/${message.id}/reaction`, { reactionType: 'heart' }],
        ['PUT', `/api/v1/chat/messages/${message.id}/seen`],
        ['GET', `/api/v1/chat/messages/${message.id}/seen-by`],
        ['DELETE', `/api/v1/chat/messages/${message.id}`],
      ] as const) {
        const res = await call('teacher2', method, url, payload)
        expect([url, res.statusCode]).toEqual([url, 404])
      }
    })

    it('lets an observer read but not write', async () => {
      const channel = await create('teacher', { memberIds: [ids.guardian, ids.observer], title: 'Observed' })
      await send('teacher', channel.id, 'Welcome')
      expect((await pageOf('observer', channel.id)).items.map((m) => m.text)).toEqual(['Welcome'])
      const res = await call('observer', 'POST', `/api/v1/chat/channels/${channel.id}/messages`, {
        clientId: randomUUID(),
        text: 'no',
      })
      expect([res.statusCode, res.json().errorCode]).toEqual([403, 'FORBIDDEN_OBSERVER'])
    })
  })

  describe('messages', () => {
    let channelId: string
    beforeAll(async () => {
      channelId = (await create('teacher', { memberIds: [ids.guardian, ids.coGuardian], title: 'Messages' }))
        .id
    })

    it('stores a retried send (same clientId) once', async () => {
      const clientId = randomUUID()
      const a = await send('teacher', channelId, 'Once', clientId)
      const b = await send('teacher', channelId, 'Once', clientId)
      expect(b.id).toBe(a.id)
      expect(a.clientId).toBe(clientId)
      const rows = await t.database.db.select().from(chatMessages).where(eq(chatMessages.clientId, clientId))
      expect(rows).toHaveLength(1)
    })

    it('attaches one uploaded file, readable by the members who see the message only', async () => {
      const mediaId = await makeUpload(t.database.db, { ownerId: ids.teacher!, kind: 'chat-message' })
      const res = await call('teacher', 'POST', `/api/v1/chat/channels/${channelId}/messages`, {
        clientId: randomUUID(),
        mediaId,
      })
      expect(res.statusCode, res.body).toBe(201)
      expect(res.json()).toMatchObject({
        text: null,
        mediaAttachmentId: mediaId,
        mediaAttachment: { id: mediaId },
      })
      expect((await call('guardian', 'GET', `/api/v1/media/${mediaId}/url`)).statusCode).toBe(200)
      expect((await call('teacher2', 'GET', `/api/v1/media/${mediaId}/url`)).statusCode).toBe(404)
      // Someone else's upload cannot be taken over.
      const theirs = await makeUpload(t.database.db, { ownerId: ids.guardian!, kind: 'chat-message' })
      const stolen = await call('teacher', 'POST', `/api/v1/chat/channels/${channelId}/messages`, {
        clientId: randomUUID(),
        mediaId: theirs,
      })
      expect(stolen.statusCode).toBe(404)
      // Neither text nor media: refused by the contract.
      const empty = await call('teacher', 'POST', `/api/v1/chat/channels/${channelId}/messages`, {
        clientId: randomUUID(),
        text: '  ',
      })
      expect(empty.statusCode).toBe(400)
      const nul = await call('teacher', 'POST', `/api/v1/chat/channels/${channelId}/messages`, {
        clientId: randomUUID(),
        text: 'a\u0000b',
      })
      expect(nul.statusCode).toBe(400)
      expect((await call('teacher', 'GET', '/api/v1/chat/channels?q=a%00b')).statusCode).toBe(400)
    })

    it('keeps the children a channel is about, within the actor’s reach', async () => {
      const ok = await create('teacher', {
        memberIds: [ids.guardian],
        title: 'About Léa',
        childIds: [ids.child],
      })
      expect(ok.childIds).toEqual([ids.child])
      const res = await call('teacher', 'POST', '/api/v1/chat/channels', {
        memberIds: [ids.guardian],
        title: 'Not mine',
        childIds: [ids.otherGuardian],
      })
      expect(res.statusCode).toBe(404)
    })

    it('pages by 25 going back with untilMessageId, and fetches what was missed with sinceMessageId', async () => {
      const paged = (await create('teacher', { memberIds: [ids.guardian], title: 'Paged' })).id
      const sent: ChatMessage[] = []
      for (let i = 0; i < 30; i++) sent.push(await send('teacher', paged, `m${i}`))
      const first = await pageOf('guardian', paged)
      expect(first.items).toHaveLength(25)
      expect(first.hasMore).toBe(true)
      expect(first.items[0]!.text).toBe('m29')
      const second = await pageOf('guardian', paged, `?untilMessageId=${first.items.at(-1)!.id}`)
      expect(second.items.map((m) => m.text)).toEqual(['m4', 'm3', 'm2', 'm1', 'm0'])
      expect(second.hasMore).toBe(false)
      const since = (
        await call(
          'guardian',
          'GET',
          `/api/v1/chat/channels/${paged}/messages/since?sinceMessageId=${sent[26]!.id}`,
        )
      ).json()
      expect(since.items.map((m: ChatMessage) => m.text)).toEqual(['m27', 'm28', 'm29'])
      expect(since.hasMore).toBe(false)
    })

    it('lets the owner edit and delete; others may not', async () => {
      const message = await send('teacher', channelId, 'Typo')
      const url = `/api/v1/chat/messages/${message.id}`
      expect((await call('guardian', 'PUT', url, { text: 'Hacked' })).statusCode).toBe(403)
      expect((await call('guardian', 'DELETE', url)).statusCode).toBe(403)
      const edited = (await call('teacher', 'PUT', url, { text: 'Fixed' })).json()
      expect(edited).toMatchObject({ text: 'Fixed', editedAt: expect.any(String) })
      expect((await call('teacher', 'DELETE', url)).statusCode).toBe(204)
      const shown = (await pageOf('guardian', channelId)).items.find((m) => m.id === message.id)
      expect(shown).toMatchObject({ deleted: true, text: null })
      expect((await call('teacher', 'PUT', url, { text: 'Again' })).statusCode).toBe(409)
    })

    it('toggles reactions (spec 001 §4: the same again removes, another replaces)', async () => {
      const message = await send('teacher', channelId, 'React to me')
      const url = `/api/v1/chat/messages/${message.id}/reaction`
      const react = async (who: string, reactionType: string) =>
        (await call(who, 'PUT', url, { reactionType })).json<ChatMessage>().userReactions
      expect(await react('guardian', 'heart')).toEqual([
        { userId: ids.guardian, chatMessageId: message.id, reactionType: 'heart' },
      ])
      expect(await react('guardian', 'smile')).toEqual([
        { userId: ids.guardian, chatMessageId: message.id, reactionType: 'smile' },
      ])
      expect(await react('coGuardian', 'thumbsUp')).toHaveLength(2)
      expect(await react('guardian', 'smile')).toEqual([
        { userId: ids.coGuardian, chatMessageId: message.id, reactionType: 'thumbsUp' },
      ])
    })

    it('marks seen up to a message, counts unseen and tells who has seen it', async () => {
      const channel = (await create('teacher', { memberIds: [ids.coGuardian], title: 'Seen' })).id
      const m1 = await send('teacher', channel, 'one')
      const m2 = await send('teacher', channel, 'two')
      await send('teacher', channel, 'three')
      expect((await channelOf('coGuardian', channel)).json().unseenCount).toBe(3)
      const before = (await call('coGuardian', 'GET', '/api/v1/notifications/counts')).json().newMessages
      const res = await call('coGuardian', 'PUT', `/api/v1/chat/messages/${m2.id}/seen`)
      expect(res.json()).toEqual({ chatChannelId: channel, unseenCount: 1 })
      const after = (await call('coGuardian', 'GET', '/api/v1/notifications/counts')).json().newMessages
      expect(before - after).toBe(2)
      // Marking an earlier message does not move the cursor back.
      await call('coGuardian', 'PUT', `/api/v1/chat/messages/${m1.id}/seen`)
      expect((await channelOf('coGuardian', channel)).json().unseenCount).toBe(1)
      const seenBy = (await call('teacher', 'GET', `/api/v1/chat/messages/${m1.id}/seen-by`)).json()
      expect(seenBy.items).toEqual([
        { user: expect.objectContaining({ id: ids.coGuardian }), seenAt: '2026-11-18T09:30:00.000Z' },
      ])
      const page = await pageOf('teacher', channel)
      expect(page.items.map((m) => [m.text, m.seenByUserIds])).toEqual([
        ['three', []],
        ['two', [ids.coGuardian]],
        ['one', [ids.coGuardian]],
      ])
    })

    it('shows a broadcast’s replies to its owner only ("answers only visible by owner")', async () => {
      const channel = (
        await create('director', {
          memberIds: [ids.guardian, ids.guardian2],
          title: 'Broadcast',
          answersOnlyVisibleByOwner: true,
        })
      ).id
      await send('director', channel, 'Trip on Friday')
      await send('guardian', channel, 'We come')
      await send('guardian2', channel, 'We do not')
      const texts = async (who: string) => (await pageOf(who, channel)).items.map((m) => m.text)
      expect(await texts('director')).toEqual(['We do not', 'We come', 'Trip on Friday'])
      expect(await texts('guardian')).toEqual(['We come', 'Trip on Friday'])
      expect(await texts('guardian2')).toEqual(['We do not', 'Trip on Friday'])
      expect((await channelOf('guardian2', channel)).json().unseenCount).toBe(1)
    })

    it('hides a blocked user’s messages and one-to-one channels, and restores them on unblock', async () => {
      const oneToOne = (await create('teacher', { memberIds: [ids.guardian] })).id
      await send('teacher', oneToOne, 'Private hello')
      const group = (await create('teacher', { memberIds: [ids.guardian, ids.coGuardian], title: 'Group' }))
        .id
      await send('teacher', group, 'From the teacher')
      await send('coGuardian', group, 'From the co-guardian')
      expect((await call('guardian', 'PUT', `/api/v1/chat/blocks/${ids.teacher}`)).statusCode).toBe(204)
      expect(
        (await call('guardian', 'GET', '/api/v1/chat/blocks')).json().items.map((u: { id: string }) => u.id),
      ).toEqual([ids.teacher])
      expect((await channelOf('guardian', oneToOne)).statusCode).toBe(404)
      const list = (await call('guardian', 'GET', '/api/v1/chat/channels?limit=100')).json<{
        items: ChatChannel[]
      }>()
      expect(list.items.map((c) => c.id)).not.toContain(oneToOne)
      expect((await pageOf('guardian', group)).items.map((m) => m.text)).toEqual(['From the co-guardian'])
      // The blocked teacher cannot start a new chat with them either.
      expect(
        (await call('teacher', 'POST', '/api/v1/chat/channels', { memberIds: [ids.guardian], title: 'New' }))
          .statusCode,
      ).toBe(403)
      expect((await call('guardian', 'DELETE', `/api/v1/chat/blocks/${ids.teacher}`)).statusCode).toBe(204)
      expect((await channelOf('guardian', oneToOne)).statusCode).toBe(200)
      expect((await pageOf('guardian', group)).items).toHaveLength(2)
      expect((await call('guardian', 'DELETE', `/api/v1/chat/blocks/${ids.teacher}`)).statusCode).toBe(404)
      expect((await call('guardian', 'PUT', `/api/v1/chat/blocks/${ids.otherTeacher}`)).statusCode).toBe(404)
    })
  })

  describe('realtime (spec 001 §7, ARCHITECTURE §8)', () => {
    let url: string
    const sockets: Socket[] = []
    beforeAll(async () => {
      await t.app.listen({ port: 0, host: '127.0.0.1' })
      url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`
    })
    afterAll(() => {
      for (const s of sockets) s.disconnect()
    })

    async function socketOf(who: string) {
      const { token } = (await call(who, 'POST', '/api/v1/realtime/tokens')).json<{ token: string }>()
      const socket = connect(url, { transports: ['websocket'], auth: { token }, reconnection: false })
      sockets.push(socket)
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve())
        socket.once('connect_error', reject)
      })
      return socket
    }
    const next = <T>(socket: Socket, event: string) =>
      new Promise<T>((resolve) => socket.once(event, (payload: T) => resolve(payload)))

    it('pushes new, edit, reaction, views, delete and channel events to the members', async () => {
      const guardian = await socketOf('guardian')
      const teacher = await socketOf('teacher')
      const stranger = await socketOf('teacher2')
      let strangerGot = 0
      stranger.onAny(() => strangerGot++)
      const changed = next<{ chatChannelId: string }>(guardian, 'chat.channel.change')
      const channel = await create('teacher', { memberIds: [ids.guardian], title: 'Live' })
      expect(await changed).toEqual({ chatChannelId: channel.id })

      const arrived = next<{ chatChannelId: string; message: ChatMessage }>(guardian, 'chat.message.new')
      const counts = next(guardian, 'notification-counts')
      const message = await send('teacher', channel.id, 'Live hello')
      expect(await arrived).toMatchObject({
        chatChannelId: channel.id,
        message: { id: message.id, text: 'Live hello' },
      })
      await counts

      const edited = next<{ message: ChatMessage }>(guardian, 'chat.message.edit')
      await call('teacher', 'PUT', `/api/v1/chat/messages/${message.id}`, { text: 'Edited live' })
      expect((await edited).message.text).toBe('Edited live')

      const reacted = next(teacher, 'chat.reaction')
      await call('guardian', 'PUT', `/api/v1/chat/messages/${message.id}/reaction`, { reactionType: 'heart' })
      expect(await reacted).toEqual({
        chatChannelId: channel.id,
        messageId: message.id,
        emitterUserId: ids.guardian,
        reactionType: 'heart',
      })
      const removed = next(teacher, 'chat.reaction')
      await call('guardian', 'PUT', `/api/v1/chat/messages/${message.id}/reaction`, { reactionType: 'heart' })
      expect(await removed).toMatchObject({ reactionType: -1 })

      const views = next(teacher, 'chat.views')
      await call('guardian', 'PUT', `/api/v1/chat/messages/${message.id}/seen`)
      expect(await views).toEqual({
        chatChannelId: channel.id,
        messageIds: [message.id],
        viewedBy: ids.guardian,
      })

      const deleted = next(guardian, 'chat.message.delete')
      await call('teacher', 'DELETE', `/api/v1/chat/messages/${message.id}`)
      expect(await deleted).toEqual({ chatChannelId: channel.id, messageId: message.id })

      const gone = next(guardian, 'chat.channel.delete')
      await call('teacher', 'DELETE', `/api/v1/chat/channels/${channel.id}`)
      expect(await gone).toEqual({ chatChannelId: channel.id })
      expect(strangerGot).toBe(0)
    })
  })

  describe('realtime in a broadcast ("answers only visible by owner")', () => {
    it('tells each author about their own messages only', async () => {
      await t.app.listen({ port: 0, host: '127.0.0.1' }).catch(() => undefined)
      const url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`
      const open = async (who: string) => {
        const { token } = (await call(who, 'POST', '/api/v1/realtime/tokens')).json<{ token: string }>()
        const socket = connect(url, { transports: ['websocket'], auth: { token }, reconnection: false })
        await new Promise<void>((resolve, reject) => {
          socket.once('connect', () => resolve())
          socket.once('connect_error', reject)
        })
        return socket
      }
      const [g1, g2] = [await open('guardian'), await open('guardian2')]
      const got: Record<string, string[]> = { g1: [], g2: [] }
      g1.on('chat.message.new', (e: { message: ChatMessage }) => got.g1!.push(e.message.text ?? ''))
      g2.on('chat.message.new', (e: { message: ChatMessage }) => got.g2!.push(e.message.text ?? ''))
      const views: Record<string, string[][]> = { g1: [], g2: [] }
      g1.on('chat.views', (e: { messageIds: string[] }) => views.g1!.push(e.messageIds))
      g2.on('chat.views', (e: { messageIds: string[] }) => views.g2!.push(e.messageIds))
      try {
        const channel = await create('director', {
          memberIds: [ids.guardian, ids.guardian2],
          title: 'Live broadcast',
          answersOnlyVisibleByOwner: true,
        })
        await send('director', channel.id, 'To all')
        const reply = await send('guardian', channel.id, 'Only for the director')
        await call('director', 'PUT', `/api/v1/chat/messages/${reply.id}/seen`)
        // Events travel over loopback: give them a moment before asserting absences.
        await new Promise((resolve) => setTimeout(resolve, 300))
        expect(got.g1).toEqual(['To all', 'Only for the director'])
        expect(got.g2).toEqual(['To all'])
        expect(views.g1).toEqual([[reply.id]])
        expect(views.g2).toEqual([])
      } finally {
        g1.disconnect()
        g2.disconnect()
      }
    })
  })

  describe('e-mail on new message (docs/chat.md)', () => {
    it('sends one mail per window, in the member’s language, for messages unseen after 10 minutes', async () => {
      await call('guardian', 'PUT', '/api/v1/chat/options', { sendEmailOnMessage: true })
      const mails = () =>
        t.database.db
          .select()
          .from(outboxMails)
          .where(
            and(eq(outboxMails.template, 'chat-messages'), sql`${outboxMails.toAddress} like 'guardian.%'`),
          )
      // Whatever earlier tests left unseen is mailed first; then the clock moves on.
      t.clock.advance(11 * 60_000)
      await runChatMailDigest(t.deps)
      const start = (await mails()).length
      t.clock.advance(11 * 60_000)
      const channel = (await create('teacher', { memberIds: [ids.guardian], title: 'Mail' })).id
      await send('teacher', channel, 'one')
      await send('teacher', channel, 'two')
      t.clock.advance(5 * 60_000)
      expect(await runChatMailDigest(t.deps)).toBe(0)
      t.clock.advance(6 * 60_000)
      await runChatMailDigest(t.deps)
      const after = await mails()
      expect(after.length - start).toBe(1)
      const mail = after.at(-1)!
      expect(mail).toMatchObject({ language: 'fr' })
      expect(mail.subject).toBe('Vous avez des messages non lus sur Nido')
      expect(mail.text).toContain('/chat')
      // The outbox hands it to a real SMTP peer (no mocked transport, docs/mail-and-recovery.md).
      const peer = await startSmtpPeer()
      const sender = createMailSender({
        db: t.database.db,
        smtpUrl: peer.url,
        from: 'Nido <no-reply@nido.test>',
        log: { warn: () => undefined, error: () => undefined },
      })
      try {
        await sender.flush()
        const received = await peer.waitFor(mail.toAddress, { subject: /messages non lus/ })
        expect(received.text).toContain('Élodie')
      } finally {
        await sender.close()
        await peer.close()
      }
      // A new message within the window waits for the next window.
      await send('teacher', channel, 'three')
      t.clock.advance(5 * 60_000)
      expect(await runChatMailDigest(t.deps)).toBe(0)
      t.clock.advance(6 * 60_000)
      expect(await runChatMailDigest(t.deps)).toBe(1)
      // Seen messages are not mailed.
      const four = await send('teacher', channel, 'four')
      await call('guardian', 'PUT', `/api/v1/chat/messages/${four.id}/seen`)
      t.clock.advance(20 * 60_000)
      expect(await runChatMailDigest(t.deps)).toBe(0)
    })
  })
})
