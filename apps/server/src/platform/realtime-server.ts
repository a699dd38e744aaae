import type { FastifyInstance } from 'fastify'
import { Server, type Socket } from 'socket.io'
import { createAdapter } from '@socket.io/redis-adapter'
import type { AppDeps } from './deps'
import { verifyBroadcastToken } from './broadcast-token'
import { resolveActor } from './actor'
import type { RealtimeEvent } from '@nido/domain/contracts/realtime'

// ARCHITECTURE §8 and spec 000 §4: Socket.IO on the same HTTP server, websocket transport only,
// authenticated by the token of the broadcast-auth call (POST /api/v1/realtime/tokens). Each
// connection joins `user:<id>` and `school:<id>` for every school of the user's scope; chat adds
// `channel:<id>` later. With REDIS_URL the Redis adapter fans events out to every node.
//
// Events carry hints, not data: the database is the source of truth, so a client that receives
// `notification-counts` (or reconnects) re-fetches what it shows.

export const realtimePath = '/socket.io'

export type { RealtimeEvent } from '@nido/domain/contracts/realtime'

/**
 * The realtime server of one app, made by buildApp and handed to every handler (`ctx.realtime`):
 * it belongs to the app, not to a module-level registry, because tests build many apps.
 */
export interface Realtime {
  io: Server
  /** Emits to users' rooms (`user:<id>`); with REDIS_URL, on every node. */
  toUsers(userIds: Iterable<string>, event: RealtimeEvent, payload?: Record<string, unknown>): void
}

/** What a service needs to announce a change: the push alone. */
export type RealtimePush = Pick<Realtime, 'toUsers'>

export function attachRealtime(app: FastifyInstance, deps: AppDeps): Realtime {
  const io = new Server(app.server, {
    path: realtimePath,
    transports: ['websocket'],
    serveClient: false,
    // The web is served by this same server (or the Vite proxy in development): same origin.
    cors: { origin: false },
  })
  const subscriber = deps.redis?.duplicate()
  if (deps.redis && subscriber) io.adapter(createAdapter(deps.redis, subscriber))

  io.use((socket, next) => {
    void authenticate(socket, deps).then(
      () => next(),
      () => next(new Error('UNAUTHENTICATED')),
    )
  })
  io.on('connection', (socket) => {
    const rooms = (socket.data as { rooms?: string[] }).rooms ?? []
    void socket.join(rooms)
  })

  const realtime: Realtime = {
    io,
    toUsers(userIds, event, payload = {}) {
      const rooms = [...new Set(userIds)].map((id) => `user:${id}`)
      if (rooms.length > 0) io.to(rooms).emit(event, payload)
    },
  }

  // Before Fastify closes its HTTP server: open websockets would otherwise keep it waiting.
  app.addHook('preClose', async () => {
    io.local.disconnectSockets(true)
    io.engine.close()
    subscriber?.disconnect()
  })
  return realtime
}

async function authenticate(socket: Socket, deps: AppDeps): Promise<void> {
  const token: unknown = (socket.handshake.auth as Record<string, unknown> | undefined)?.token
  if (typeof token !== 'string' || token.length > 1000) throw new Error('no token')
  const verified = verifyBroadcastToken(deps.secret, token, deps.clock.now())
  if (!verified) throw new Error('invalid token')
  // The scope is read when the socket connects; a reconnect (new token) reads it again.
  const actor = await resolveActor(deps.database.db, {
    id: '',
    userId: verified.userId,
    currentSchoolId: null,
    currentChildId: null,
    impersonatorId: null,
  })
  if (!actor || actor.status !== 'Active') throw new Error('invalid user')
  ;(socket.data as { userId?: string; rooms?: string[] }).userId = actor.userId
  ;(socket.data as { rooms?: string[] }).rooms = [
    `user:${actor.userId}`,
    ...actor.structureTreeScope.schoolIds.map((id) => `school:${id}`),
  ]
}
