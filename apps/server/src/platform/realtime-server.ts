import type { FastifyInstance } from 'fastify'
import { Server, type Socket } from 'socket.io'
import { createAdapter } from '@socket.io/redis-adapter'
import type { AppDeps } from './deps'
import { verifyBroadcastToken } from './broadcast-token'
import { resolveActor } from './actor'
import { liveSessions } from './session'
import type { RealtimeEvent } from '@nido/domain/contracts/realtime'

// ARCHITECTURE §8 and spec 000 §4: Socket.IO on the same HTTP server, websocket transport only,
// authenticated by the token of the broadcast-auth call (POST /api/v1/realtime/tokens). Each
// connection joins `session:<id>`, `user:<id>` and `school:<id>` for every school of the user's
// scope. With REDIS_URL the Redis adapter fans events out to every node.
//
// Some events carry data (a chat message's text), others only say what to re-fetch: decision 0017.
// Data is safe to push because a socket lives no longer than its session (docs/security.md
// "Sessions and realtime"): the token names the session, which must be live when the socket
// connects; whoever ends a session or changes a user's status or scope disconnects its sockets on
// every node (`endSessions`, `endUsers`); and every process re-checks its own sockets' sessions
// every `checkMs`, for what ends without anyone calling those (expiry, SQL by hand).

export const realtimePath = '/socket.io'

/** How often each process re-checks the sessions of its sockets (docs/security.md). */
export const defaultRealtimeCheckMs = 30_000

export type { RealtimeEvent } from '@nido/domain/contracts/realtime'

/**
 * The realtime server of one app, made by buildApp and handed to every handler (`ctx.realtime`):
 * it belongs to the app, not to a module-level registry, because tests build many apps.
 */
export interface Realtime {
  io: Server
  /** Emits to users' rooms (`user:<id>`); with REDIS_URL, on every node. */
  toUsers(userIds: Iterable<string>, event: RealtimeEvent, payload?: Record<string, unknown>): void
  /**
   * Disconnects every socket of these sessions, on every node: call it once the transaction that
   * ended them has committed (a client that reconnects then finds its session gone).
   */
  endSessions(sessionIds: Iterable<string>): void
  /**
   * Disconnects every socket of these users, on every node, after their status or scope changed:
   * the client reconnects with a fresh token, and the connection reads the scope again (or is
   * refused when the user is no longer Active).
   */
  endUsers(userIds: Iterable<string>): void
  /**
   * Re-checks every socket of this process against its session and user, and disconnects those
   * whose session ended; resolves with how many were disconnected. Runs every `checkMs`.
   */
  checkSessions(): Promise<number>
}

/** What a service needs to announce a change: the push alone. */
export type RealtimePush = Pick<Realtime, 'toUsers'>

/** What a service needs that ends sessions or changes a user's status or scope. */
export type RealtimeSessions = Pick<Realtime, 'endSessions' | 'endUsers'>

interface SocketData {
  userId?: string
  sessionId?: string
  rooms?: string[]
}

const dataOf = (socket: { data: unknown }) => socket.data as SocketData

export function attachRealtime(
  app: FastifyInstance,
  deps: AppDeps,
  options: { checkMs?: number | false | undefined } = {},
): Realtime {
  const io = new Server(app.server, {
    path: realtimePath,
    transports: ['websocket'],
    serveClient: false,
    // The web is served by this same server (or the Vite proxy in development): same origin.
    cors: { origin: false },
  })
  const subscriber = deps.redis?.duplicate()
  if (deps.redis && subscriber) io.adapter(createAdapter(deps.redis, subscriber))

  const isLive = async (sessionId: string) =>
    (await liveSessions(deps.database.db, [sessionId], deps.clock.now())).length > 0

  io.use((socket, next) => {
    void authenticate(socket, deps).then(
      () => next(),
      () => next(new Error('UNAUTHENTICATED')),
    )
  })
  io.on('connection', (socket) => {
    const { rooms = [], sessionId } = dataOf(socket)
    void socket.join(rooms)
    // The session was live when the handshake was checked; it may have ended before the socket
    // joined `session:<id>`, where the end would have reached it. Checked once more, now that it
    // is in the room, so no end can fall between the two.
    if (sessionId)
      void isLive(sessionId).then(
        (live) => {
          if (!live) socket.disconnect(true)
        },
        () => socket.disconnect(true),
      )
  })

  const rooms = (prefix: string, ids: Iterable<string>) => [...new Set(ids)].map((id) => `${prefix}:${id}`)
  const realtime: Realtime = {
    io,
    toUsers(userIds, event, payload = {}) {
      const to = rooms('user', userIds)
      if (to.length > 0) io.to(to).emit(event, payload)
    },
    endSessions(sessionIds) {
      const to = rooms('session', sessionIds)
      if (to.length > 0) io.in(to).disconnectSockets(true)
    },
    endUsers(userIds) {
      const to = rooms('user', userIds)
      if (to.length > 0) io.in(to).disconnectSockets(true)
    },
    async checkSessions() {
      const sockets = [...io.of('/').sockets.values()]
      const ids = [...new Set(sockets.map((s) => dataOf(s).sessionId).filter((id) => id !== undefined))]
      const live = new Set((await liveSessions(deps.database.db, ids, deps.clock.now())).map((s) => s.id))
      let ended = 0
      for (const socket of sockets) {
        const { sessionId } = dataOf(socket)
        if (sessionId && live.has(sessionId)) continue
        socket.disconnect(true)
        ended++
      }
      return ended
    },
  }

  const checkMs = options.checkMs ?? defaultRealtimeCheckMs
  const timer =
    checkMs === false
      ? undefined
      : setInterval(() => {
          realtime.checkSessions().catch((error: unknown) => {
            app.log.warn({ err: error }, 'realtime: session check failed')
          })
        }, checkMs)
  timer?.unref()

  // Before Fastify closes its HTTP server: open websockets would otherwise keep it waiting.
  app.addHook('preClose', async () => {
    clearInterval(timer)
    io.local.disconnectSockets(true)
    io.engine.close()
    subscriber?.disconnect()
  })
  return realtime
}

async function authenticate(socket: Socket, deps: AppDeps): Promise<void> {
  const token: unknown = (socket.handshake.auth as Record<string, unknown> | undefined)?.token
  if (typeof token !== 'string' || token.length > 1000) throw new Error('no token')
  const now = deps.clock.now()
  const verified = verifyBroadcastToken(deps.secret, token, now)
  if (!verified) throw new Error('invalid token')
  // The session the token was asked for must still be live (decision 0003): a token kept from
  // before a logout opens nothing. From the database, not the read cache.
  const [session] = await liveSessions(deps.database.db, [verified.sessionId], now)
  if (!session || session.userId !== verified.userId) throw new Error('session ended')
  // The scope is read when the socket connects; a reconnect (new token) reads it again.
  const actor = await resolveActor(deps.database.db, session)
  if (!actor || actor.status !== 'Active') throw new Error('invalid user')
  const data = dataOf(socket)
  data.userId = actor.userId
  data.sessionId = session.id
  data.rooms = [
    `session:${session.id}`,
    `user:${actor.userId}`,
    ...actor.structureTreeScope.schoolIds.map((id) => `school:${id}`),
  ]
}
