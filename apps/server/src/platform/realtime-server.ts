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

export interface Realtime {
  io: Server
  toUsers(userIds: Iterable<string>, event: RealtimeEvent, payload?: Record<string, unknown>): void
}

// Keyed by the deps object, so a service reaches the server of its own app (tests build many).
const servers = new WeakMap<AppDeps, Realtime>()

/** The realtime server of an app, if it has one. */
export function realtimeOf(deps: AppDeps): Realtime | undefined {
  return servers.get(deps)
}

/** Emits to users' rooms; nothing happens when the app runs without a realtime server. */
export function pushToUsers(
  deps: AppDeps,
  userIds: Iterable<string>,
  event: RealtimeEvent,
  payload: Record<string, unknown> = {},
): void {
  servers.get(deps)?.toUsers(userIds, event, payload)
}

/**
 * Periodic work that lives as long as an app's realtime server (the chat's e-mail digest, issue 6
 * item 6): started when the app attaches realtime, stopped before it closes. A module registers
 * its task when its routes are loaded; the task returns its stop function.
 */
export type RealtimeTask = (deps: AppDeps) => () => void
const tasks: RealtimeTask[] = []
export function registerRealtimeTask(task: RealtimeTask): void {
  if (!tasks.includes(task)) tasks.push(task)
}

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
  servers.set(deps, realtime)
  const stopTasks = tasks.map((task) => task(deps))

  // Before Fastify closes its HTTP server: open websockets would otherwise keep it waiting.
  app.addHook('preClose', async () => {
    if (servers.get(deps) === realtime) servers.delete(deps)
    for (const stop of stopTasks) stop()
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
