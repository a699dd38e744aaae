import { useEffect, useRef } from 'react'
import type { io as Io, Socket } from 'socket.io-client'
import { contracts } from '@nido/domain/contracts/index'
import type { RealtimeEvent } from '@nido/domain/contracts/realtime'
import { api } from '../api/client'
import { useSignedInTermsGate } from './terms-gate'

// Spec 000 §4 and ARCHITECTURE §8: one Socket.IO connection per signed-in user, opened when the
// layout mounts (its first subscriber), websocket transport only, authenticated by a fresh token
// from the broadcast-auth call on every (re)connection. Socket.IO reconnects by itself with
// back-off; chat's message events carry the message, the others are hints (decision 0017), and
// the database is the source of truth: a subscriber re-fetches what it shows after a
// reconnection (`connect` is delivered to subscribers again).
// socket.io-client is its own chunk, fetched when the first subscriber mounts (after the first
// render), not with the entry (docs/web-weight.md).

/** Events the server sends (the domain's realtime contract), and `connect` after each (re)connection. */
export type RealtimeEventName = RealtimeEvent | 'connect'

type Handler = (payload: unknown) => void

interface Connection {
  userId: string
  /** Null until socket.io-client has arrived. */
  socket: Socket | null
  handlers: Map<string, Set<Handler>>
}

let connection: Connection | null = null

function open(userId: string): Connection {
  if (connection?.userId === userId) return connection
  connection?.socket?.disconnect()
  const opened: Connection = { userId, socket: null, handlers: new Map<string, Set<Handler>>() }
  connection = opened
  void import('socket.io-client').then(
    ({ io }) => {
      // Closed (sign-out) or replaced (another user) while the chunk was on its way.
      if (connection !== opened) return
      opened.socket = connect(io, opened.handlers)
    },
    () => {
      // The chunk could not be fetched (offline, a new deploy): realtime is a hint, the screens
      // still load their data; the next subscriber after a close tries again.
      if (connection === opened) connection = null
    },
  )
  return opened
}

function connect(io: typeof Io, handlers: Map<string, Set<Handler>>): Socket {
  const socket = io({
    path: '/socket.io',
    transports: ['websocket'],
    // Called before every connection attempt: a reconnection gets a new short-lived token.
    auth: (callback) => {
      api(contracts.realtime.auth).then(
        ({ token }) => callback({ token }),
        () => callback({}),
      )
    },
    reconnectionDelayMax: 30_000,
  })
  socket.onAny((event: string, payload: unknown) => {
    for (const handler of handlers.get(event) ?? []) handler(payload)
  })
  socket.on('connect', () => {
    for (const handler of handlers.get('connect') ?? []) handler(undefined)
  })
  // A server that shuts down (a deploy, a restart behind a load balancer) closes its sockets itself,
  // and socket.io-client does not reconnect after a server-side disconnect: ask again, so the
  // client lands on another process (docs/realtime-scale.md). The server also disconnects a
  // socket whose session ended or whose user's scope changed (docs/security.md): the new token
  // is then refused, or read with the new scope.
  socket.on('disconnect', (reason) => {
    if (reason === 'io server disconnect') socket.connect()
  })
  return socket
}

/** Subscribes to a realtime event of the signed-in user; returns the unsubscribe function. */
export function subscribeRealtime(userId: string, event: RealtimeEventName, handler: Handler): () => void {
  const { handlers } = open(userId)
  const set = handlers.get(event) ?? new Set<Handler>()
  set.add(handler)
  handlers.set(event, set)
  return () => {
    set.delete(handler)
    // The last subscriber gone (the layout unmounted, e.g. on sign-out): close, a moment later so
    // that a remount (React strict mode, a route change) keeps the same connection.
    setTimeout(() => {
      if (connection && [...connection.handlers.values()].every((s) => s.size === 0)) closeRealtime()
    }, 1000)
  }
}

/** Closes the connection (sign-out); the next subscriber opens a new one. */
export function closeRealtime(): void {
  connection?.socket?.disconnect()
  connection = null
}

/** React hook: calls `handler` on each `event` while the component is mounted. */
export function useRealtimeEvent(
  userId: string | undefined,
  event: RealtimeEventName,
  handler: Handler,
): void {
  const latest = useRef(handler)
  latest.current = handler
  // The token is not asked for before the terms are accepted (spec 000 §6, terms-gate.ts); the
  // subscription starts with the acceptance, and its `connect` makes the subscriber re-fetch.
  const { settled } = useSignedInTermsGate()
  useEffect(() => {
    if (!userId || !settled) return undefined
    return subscribeRealtime(userId, event, (payload) => latest.current(payload))
  }, [userId, event, settled])
}
