import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { io, type Socket } from 'socket.io-client'
import { zChatChannel, type ChatEventMessageNew } from '@nido/domain/contracts/chat'
import {
  api,
  broadcastToken,
  connectSocket,
  nextEvent,
  seedChatPopulation,
  signIn,
  sleep,
  startCluster,
  type ChatPopulation,
  type Cluster,
} from '../../test/cluster'
import { realtimePath } from '../../platform/realtime-server'

// docs/security.md "Sessions and realtime": a logout through process A disconnects the session's
// sockets on process B too (the Redis adapter carries `disconnectSockets`), so B's socket receives
// no chat message after it, and a token asked for before the logout opens nothing on B.
//
// Two real processes on PostgreSQL and Redis, as chat.cluster.test.ts (docs/realtime-scale.md):
// runs when TEST_DATABASE_URL and REDIS_URL are set, reported as skipped otherwise.

const adminUrl = process.env.TEST_DATABASE_URL
const redisUrl = process.env.REDIS_URL
const missing = [!adminUrl && 'TEST_DATABASE_URL', !redisUrl && 'REDIS_URL'].filter(Boolean).join(' and ')
const title = 'sessions end on every process at once (docs/security.md, Redis adapter)'

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

  it('a socket on process B opened before a logout through A receives nothing after it', async () => {
    const teacher = people.teachers[0]!
    const guardian = people.guardians[0]!
    const teacherCookie = await signIn(node(1), teacher.email)
    const guardianCookie = await signIn(node(0), guardian.email)
    const created = await api(node(1), teacherCookie, 'POST', '/api/v1/chat/channels', {
      memberIds: [guardian.id],
    })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const channel = zChatChannel.parse(created.body)
    const send = async (text: string) => {
      const sent = await api(node(1), teacherCookie, 'POST', `/api/v1/chat/channels/${channel.id}/messages`, {
        clientId: randomUUID(),
        text,
      })
      expect(sent.status, JSON.stringify(sent.body)).toBe(201)
    }

    // One session, a socket on each process; the teacher's on B shows events still flow.
    const onA = await connectSocket(node(0), guardianCookie)
    const onB = await connectSocket(node(1), guardianCookie)
    const teacherOnB = await connectSocket(node(1), teacherCookie)
    sockets.push(onA, onB, teacherOnB)
    const spareToken = await broadcastToken(node(1), guardianCookie)
    const received: string[] = []
    for (const socket of [onA, onB])
      socket.on('chat.message.new', (e: ChatEventMessageNew) => received.push(e.message.text ?? ''))

    const first = nextEvent<ChatEventMessageNew>(onB, 'chat.message.new')
    await send('Before logout')
    expect((await first).message.text).toBe('Before logout')

    // Within seconds, not at the next periodic check (30 s): the end itself crosses processes.
    const reasons = Promise.all(
      [onA, onB].map(
        (socket) =>
          new Promise<string>((resolve, reject) => {
            const timer = setTimeout(() => reject(new Error('still connected after 5 s')), 5000)
            socket.once('disconnect', (reason) => {
              clearTimeout(timer)
              resolve(reason)
            })
          }),
      ),
    )
    const out = await api(node(0), guardianCookie, 'POST', '/api/v1/auth/logout')
    expect(out.status).toBe(204)
    expect(await reasons).toEqual(['io server disconnect', 'io server disconnect'])

    const teacherHears = nextEvent<ChatEventMessageNew>(teacherOnB, 'chat.message.new')
    await send('After logout')
    expect((await teacherHears).message.text).toBe('After logout')
    await sleep(300)
    expect(received.filter((text) => text === 'After logout')).toEqual([])

    // Asked before the logout, still inside its five minutes: refused by the other process.
    const late = io(node(1), {
      path: realtimePath,
      transports: ['websocket'],
      auth: { token: spareToken },
      reconnection: false,
    })
    sockets.push(late)
    const answer = await new Promise<string>((resolve) => {
      late.once('connect', () => resolve('connected'))
      late.once('connect_error', (error) => resolve(error.message))
    })
    expect(answer).toBe('UNAUTHENTICATED')
  })
})
