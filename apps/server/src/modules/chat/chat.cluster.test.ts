import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Socket } from 'socket.io-client'
import {
  zChatChannel,
  zChatEventMessageEdit,
  zChatEventMessageNew,
  zChatMessage,
  zChatMessagePage,
  type ChatEventMessageNew,
} from '@nido/domain/contracts/chat'
import {
  api,
  connectSocket,
  nextEvent,
  seedChatPopulation,
  signIn,
  startCluster,
  type ChatPopulation,
  type Cluster,
} from '../../test/cluster'

// docs/realtime-scale.md: two real server processes (`node --import tsx src/server.ts`)
// sharing one PostgreSQL database and the Redis of this machine, a client on each; a message sent
// through process A arrives over the socket of the client on process B (the Redis adapter of
// platform/realtime-server.ts, ARCHITECTURE §8), and is stored once, even when the send is retried
// through the other process with the same clientId (spec 001 §7 send; ARCHITECTURE §8).
//
// It needs PostgreSQL (PGlite cannot be shared by two processes) and Redis, so it runs when
// TEST_DATABASE_URL and REDIS_URL are set (CI sets both) and is skipped otherwise.
// The harness (test/cluster.ts) creates a uniquely named database and drops it in afterAll, and
// stops the processes even when a test fails (and kills them if the worker exits first).

const adminUrl = process.env.TEST_DATABASE_URL
const redisUrl = process.env.REDIS_URL
const missing = [!adminUrl && 'TEST_DATABASE_URL', !redisUrl && 'REDIS_URL'].filter(Boolean).join(' and ')
const title = 'chat across two server processes (PostgreSQL + Redis adapter, ARCHITECTURE §8)'

describe.skipIf(missing !== '')(missing ? `${title} — skipped: set ${missing} to run it` : title, () => {
  let cluster: Cluster | undefined
  let people: ChatPopulation
  const sockets: Socket[] = []
  const node = (i: 0 | 1) => cluster!.nodes[i]!.baseUrl

  beforeAll(async () => {
    cluster = await startCluster({
      adminUrl: adminUrl!,
      redisUrl: redisUrl!,
      nodes: 2,
      // Below the hook's timeout: a slow start fails inside startCluster, which cleans up.
      startTimeoutMs: 75_000,
      seed: async (db) => {
        people = await seedChatPopulation(db, { teachers: 1, guardians: 1 })
      },
    })
  }, 110_000)

  afterAll(async () => {
    for (const socket of sockets) socket.close()
    await cluster?.close()
  }, 60_000)

  it('delivers a message sent through process A to a client of process B, and stores it once', async () => {
    const teacher = people.teachers[0]!
    const guardian = people.guardians[0]!
    // Real sign-ins, each on its own process: the session lives in the shared database.
    const teacherCookie = await signIn(node(0), teacher.email)
    const guardianCookie = await signIn(node(1), guardian.email)

    // Spec 001 §5: a teacher may open a chat with a guardian of their section.
    const created = await api(node(0), teacherCookie, 'POST', '/api/v1/chat/channels', {
      memberIds: [guardian.id],
    })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const channel = zChatChannel.parse(created.body)

    const teacherSocket = await connectSocket(node(0), teacherCookie)
    sockets.push(teacherSocket)
    const guardianSocket = await connectSocket(node(1), guardianCookie)
    sockets.push(guardianSocket)

    const clientId = randomUUID()
    const onB = nextEvent<ChatEventMessageNew>(
      guardianSocket,
      'chat.message.new',
      (e) => e.message.clientId === clientId,
    )
    const onA = nextEvent<ChatEventMessageNew>(
      teacherSocket,
      'chat.message.new',
      (e) => e.message.clientId === clientId,
    )
    const sent = await api(node(0), teacherCookie, 'POST', `/api/v1/chat/channels/${channel.id}/messages`, {
      clientId,
      text: 'Hello from process A',
    })
    expect(sent.status, JSON.stringify(sent.body)).toBe(201)
    const message = zChatMessage.parse(sent.body)

    const received = zChatEventMessageNew.parse(await onB)
    expect(received.chatChannelId).toBe(channel.id)
    expect(received.message.id).toBe(message.id)
    expect(received.message.text).toBe('Hello from process A')
    // The sender's own other tabs hear it too (same process, same room mechanism).
    expect((await onA).message.id).toBe(message.id)

    // A retry of the same send through the OTHER process returns the stored message.
    const retried = await api(
      node(1),
      teacherCookie,
      'POST',
      `/api/v1/chat/channels/${channel.id}/messages`,
      {
        clientId,
        text: 'Hello from process A',
      },
    )
    expect([200, 201]).toContain(retried.status)
    expect(zChatMessage.parse(retried.body).id).toBe(message.id)

    // Stored once: what each side reads back, through either process, holds it exactly once.
    for (const [base, cookie] of [
      [node(1), guardianCookie],
      [node(0), teacherCookie],
    ] as const) {
      const page = await api(base, cookie, 'GET', `/api/v1/chat/channels/${channel.id}/messages`)
      expect(page.status).toBe(200)
      const items = zChatMessagePage.parse(page.body).items
      expect(items.filter((m) => m.clientId === clientId).map((m) => m.id)).toEqual([message.id])
    }
  })

  it('carries edits the other way, from process B to a client of process A', async () => {
    const teacher = people.teachers[0]!
    const guardian = people.guardians[0]!
    const [teacherSocket] = sockets
    const guardianCookie = await signIn(node(1), guardian.email)
    const teacherCookie = await signIn(node(0), teacher.email)
    const channel = zChatChannel.parse(
      (await api(node(0), teacherCookie, 'POST', '/api/v1/chat/channels', { memberIds: [guardian.id] })).body,
    )
    // The guardian replies in the channel the teacher opened (spec 001 §5), through process B.
    const reply = await api(node(1), guardianCookie, 'POST', `/api/v1/chat/channels/${channel.id}/messages`, {
      clientId: randomUUID(),
      text: 'Reply from process B',
    })
    expect(reply.status, JSON.stringify(reply.body)).toBe(201)
    const message = zChatMessage.parse(reply.body)

    const edited = nextEvent(teacherSocket!, 'chat.message.edit', (e: { message?: { id?: string } }) => {
      return e.message?.id === message.id
    })
    const edit = await api(node(1), guardianCookie, 'PUT', `/api/v1/chat/messages/${message.id}`, {
      text: 'Reply from process B, edited',
    })
    expect(edit.status, JSON.stringify(edit.body)).toBe(200)
    expect(zChatEventMessageEdit.parse(await edited).message.text).toBe('Reply from process B, edited')
  })
})
