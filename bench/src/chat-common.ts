import { execFileSync } from 'node:child_process'
import os from 'node:os'
import { io, type Socket } from 'socket.io-client'
import type {
  ChatEventMessageNew,
  ChatMessage,
  ChatMessagePage,
  ChatMessagesSince,
} from '@nido/domain/contracts/chat'
import {
  api,
  broadcastToken,
  openSessions,
  seedChatPopulation,
  sleep,
  startCluster,
  type ChatPopulation,
  type Cluster,
} from '@nido/server/src/test/cluster'
import { realtimePath } from '@nido/server/src/platform/realtime-server'

// What the chat soak (chat-soak.ts) and fan-out (chat-fanout.ts) benchmarks share: a cluster of
// real server processes (apps/server/src/test/cluster.ts) on a fresh PostgreSQL database and the
// local Redis, a population of one section (teachers who open group channels, guardians who are
// their members), sessions stored directly (no argon2 per client), and a chat client that behaves
// as the web should: websocket only, a fresh broadcast token at every (re)connection, sends with a
// clientId retried on failure, and a catch-up (messages since) after every reconnection.

export type Log = (message: string) => void

export interface ChatWorld {
  cluster: Cluster
  people: ChatPopulation
  /** One per client: teachers first (the channel owners), then guardians. */
  members: { userId: string; cookie: string }[]
  /** Channel ids with their member indexes (into `members`); member 0 of each is its owner. */
  channels: { id: string; memberIndexes: number[] }[]
}

/**
 * Starts `nodes` processes and creates `channelCount` group channels over `clients` people: owner i
 * is teacher i, guardians are dealt round-robin. Channel members ≤ 201 (the contract's 200 others).
 */
export async function setUpChatWorld(
  settings: {
    databaseUrl: string
    redisUrl: string
    nodes: number
    clients: number
    channels: number
    pool: number
  },
  log: Log,
): Promise<ChatWorld> {
  const channelCount = Math.min(settings.channels, settings.clients)
  let people: ChatPopulation | undefined
  const started = Date.now()
  const cluster = await startCluster({
    adminUrl: settings.databaseUrl,
    redisUrl: settings.redisUrl,
    nodes: settings.nodes,
    dbPrefix: 'nido_chat_bench',
    env: { DATABASE_POOL_SIZE: String(settings.pool), LOG_LEVEL: 'error' },
    seed: async (db) => {
      people = await seedChatPopulation(db, {
        teachers: channelCount,
        guardians: settings.clients - channelCount,
      })
    },
  })
  try {
    log(
      `${settings.nodes} server processes up in ${((Date.now() - started) / 1000).toFixed(1)} s (database ${cluster.db.name})`,
    )
    const p = people!
    const cookies = await openSessions(cluster.db.database.db, [
      ...p.teachers.map((t) => ({ userId: t.id, currentSchoolId: p.schoolId })),
      ...p.guardians.map((g) => ({ userId: g.id, currentChildId: g.childId })),
    ])
    const ids = [...p.teachers.map((t) => t.id), ...p.guardians.map((g) => g.id)]
    const members = ids.map((userId, i) => ({ userId, cookie: cookies[i]! }))
    const channels: ChatWorld['channels'] = []
    for (let c = 0; c < channelCount; c++) {
      const memberIndexes = [c]
      for (let g = channelCount + c; g < members.length; g += channelCount) memberIndexes.push(g)
      if (memberIndexes.length > 201) throw new Error('a channel holds at most 201 members: add channels')
      const res = await api<{ id: string }>(
        cluster.nodes[0]!.baseUrl,
        members[c]!.cookie,
        'POST',
        '/api/v1/chat/channels',
        {
          title: `Bench channel ${c + 1}`,
          memberIds: memberIndexes.slice(1).map((i) => members[i]!.userId),
        },
      )
      if (res.status !== 201)
        throw new Error(`channel creation failed: ${res.status} ${JSON.stringify(res.body)}`)
      channels.push({ id: res.body.id, memberIndexes })
    }
    log(
      `${members.length} members in ${channels.length} channel(s) of ${channels.map((c) => c.memberIndexes.length).join('/')}`,
    )
    return { cluster, people: p, members, channels }
  } catch (error) {
    await cluster.close()
    throw error
  }
}

// ---------------------------------------------------------------------------------------------
// The client

interface Known {
  createdAt: number
  via: 'live' | 'refetch' | 'sent'
}

export interface ClientStats {
  drops: number
  reconnections: number
  catchUps: number
  catchUpRequests: number
  catchUpFailures: number
  /** Messages the client got only from a catch-up (not live). */
  refetched: number
  live: number
  /** Live events for a message already known (the same event twice, or after a catch-up). */
  duplicateLive: number
}

export class ChatClient {
  socket: Socket | undefined
  /** Per channel: every message id this client holds, how it got it. */
  readonly known = new Map<string, Map<string, Known>>()
  readonly stats: ClientStats = {
    drops: 0,
    reconnections: 0,
    catchUps: 0,
    catchUpRequests: 0,
    catchUpFailures: 0,
    refetched: 0,
    live: 0,
    duplicateLive: 0,
  }
  /** Called for each live `chat.message.new`, with the receipt time (performance.now()). */
  onMessage: ((event: ChatEventMessageNew, at: number) => void) | undefined
  /** Wall-clock times of the socket's life, to explain a missing message. */
  readonly timeline: { at: number; what: string }[] = []
  private connectedOnce = false
  /** Per channel, where the next catch-up starts: fixed when the connection is lost. */
  private readonly resumeFrom = new Map<string, string>()

  constructor(
    readonly userId: string,
    readonly cookie: string,
    /** Base URLs of every node; the client's socket and sends go to `home` first. */
    readonly nodes: string[],
    readonly home: number,
    channelIds: string[],
    /** How far back (by creation time) a catch-up starts before the newest message held. */
    private readonly overlapMs = 10_000,
  ) {
    for (const id of channelIds) this.known.set(id, new Map())
  }

  get connected(): boolean {
    return this.socket?.connected ?? false
  }

  /** Records a message as held (the anchor of a channel, a sent one, a fetched one). */
  hold(channelId: string, message: Pick<ChatMessage, 'id' | 'createdAt'>, via: Known['via']): void {
    const channel = this.known.get(channelId)
    if (!channel || channel.has(message.id)) return
    channel.set(message.id, { createdAt: Date.parse(message.createdAt), via })
    if (via === 'refetch') this.stats.refetched++
  }

  /** Connects (websocket only) and resolves once connected; reconnects by itself afterwards. */
  connect(timeoutMs = 60_000): Promise<void> {
    const socket = io(this.nodes[this.home], {
      path: realtimePath,
      transports: ['websocket'],
      reconnection: true,
      reconnectionDelay: 250,
      reconnectionDelayMax: 2000,
      timeout: 20_000,
      // Asked again before every reconnection, as the web does (spec 000 §4). Any node can issue it:
      // they share the secret, so a client whose node is down still gets one.
      auth: (cb) => {
        void this.token().then(
          (token) => cb({ token }),
          () => cb({ token: '' }),
        )
      },
    })
    this.socket = socket
    socket.on('chat.message.new', (event: ChatEventMessageNew) => {
      const at = performance.now()
      const channel = this.known.get(event.chatChannelId)
      if (channel) {
        if (channel.has(event.message.id)) this.stats.duplicateLive++
        else {
          channel.set(event.message.id, { createdAt: Date.parse(event.message.createdAt), via: 'live' })
          this.stats.live++
        }
      }
      this.onMessage?.(event, at)
    })
    socket.on('disconnect', (reason) => {
      this.timeline.push({ at: Date.now(), what: `disconnect (${reason})` })
      // Everything held now came while connected; what the client sends while disconnected proves
      // nothing about what it missed, so the resume point is fixed now (kept until a catch-up ends).
      for (const [channelId, held] of this.known) {
        const anchor = anchorOf(held, this.overlapMs)
        if (anchor && !this.resumeFrom.has(channelId)) this.resumeFrom.set(channelId, anchor)
      }
      // A process that shuts down gracefully disconnects its sockets itself (realtime-server.ts
      // preClose), and socket.io-client does not reconnect after a server-side disconnect: the
      // client must ask, or it stays offline for good. The manager's backoff applies.
      if (reason === 'io server disconnect') setTimeout(() => socket.connect(), 500)
    })
    socket.on('connect', () => {
      this.timeline.push({ at: Date.now(), what: 'connect' })
      if (!this.connectedOnce) {
        this.connectedOnce = true
        return
      }
      // ARCHITECTURE §8: a client that reconnects re-fetches what it missed.
      this.stats.reconnections++
      void this.catchUp()
    })
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`client ${this.userId} did not connect`)), timeoutMs)
      socket.once('connect', () => {
        clearTimeout(timer)
        resolve()
      })
    })
  }

  /** A network drop: the transport closes under the socket, which reconnects by itself. */
  drop(): void {
    if (!this.socket?.connected) return
    this.stats.drops++
    this.socket.io.engine.close()
  }

  close(): void {
    this.socket?.close()
  }

  private async token(): Promise<string> {
    for (let attempt = 0; attempt < this.nodes.length; attempt++) {
      const base = this.nodes[(this.home + attempt) % this.nodes.length]!
      try {
        return await broadcastToken(base, this.cookie)
      } catch {
        // That node is down: the next one.
      }
    }
    throw new Error('no node answered the broadcast auth')
  }

  /**
   * Fetches, for every channel, the messages since the point fixed when the connection was lost:
   * the newest message held then, minus `overlapMs` of creation time. Why not the newest one: a
   * message's id and time are given when its send starts, so it can become visible after a newer
   * one (a slower transaction, the channel row's lock, a retry after a crash); starting a little
   * earlier catches those, and what is already held is skipped.
   */
  async catchUp(): Promise<void> {
    this.stats.catchUps++
    for (const channelId of this.known.keys()) {
      const anchor = this.resumeFrom.get(channelId)
      if (!anchor) continue
      let since = anchor
      for (let attempt = 0; ;) {
        this.stats.catchUpRequests++
        try {
          const res = await this.request<ChatMessagesSince>(
            'GET',
            `/api/v1/chat/channels/${channelId}/messages/since?sinceMessageId=${since}&maxMessages=500`,
          )
          if (res.status !== 200) throw new Error(`since answered ${res.status}`)
          for (const m of res.body.items) this.hold(channelId, m, 'refetch')
          this.timeline.push({ at: Date.now(), what: `since ${since}: ${res.body.items.length}` })
          const last = res.body.items.at(-1)
          if (!res.body.hasMore || !last) {
            // Only a finished catch-up moves the resume point (a later loss fixes a new one).
            if (this.connected) this.resumeFrom.delete(channelId)
            break
          }
          since = last.id
        } catch {
          attempt++
          if (attempt === 20) {
            this.stats.catchUpFailures++
            break
          }
          await sleep(250 * attempt)
        }
      }
    }
  }

  /** One HTTP call, to the home node first and, when it cannot be reached, to the others. */
  async request<T>(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown, node = this.home) {
    return api<T>(this.nodes[node % this.nodes.length]!, this.cookie, method, path, body, 10_000)
  }
}

function anchorOf(held: Map<string, Known>, overlapMs: number): string | undefined {
  let newest = -Infinity
  for (const k of held.values()) newest = Math.max(newest, k.createdAt)
  let anchor: string | undefined
  let anchorAt = -Infinity
  let oldest: string | undefined
  let oldestAt = Infinity
  for (const [id, k] of held) {
    if (k.createdAt <= newest - overlapMs && k.createdAt > anchorAt) {
      anchor = id
      anchorAt = k.createdAt
    }
    if (k.createdAt < oldestAt) {
      oldest = id
      oldestAt = k.createdAt
    }
  }
  return anchor ?? oldest
}

/** Every message of a channel, read back page by page going back (spec 001 §7 untilMessageId). */
export async function readAllMessages(
  baseUrl: string,
  cookie: string,
  channelId: string,
): Promise<ChatMessage[]> {
  const out: ChatMessage[] = []
  let until: string | undefined
  for (;;) {
    const query = `maxMessages=100${until ? `&untilMessageId=${until}` : ''}`
    const res = await api<ChatMessagePage>(
      baseUrl,
      cookie,
      'GET',
      `/api/v1/chat/channels/${channelId}/messages?${query}`,
    )
    if (res.status !== 200) throw new Error(`messages answered ${res.status}: ${JSON.stringify(res.body)}`)
    out.push(...res.body.items)
    const last = res.body.items.at(-1)
    if (!res.body.hasMore || !last) return out
    until = last.id
  }
}

/** Runs `fn` over `items` with at most `limit` at a time. */
export async function inBatches<T>(items: T[], limit: number, fn: (item: T, index: number) => Promise<void>) {
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const i = next++
      await fn(items[i]!, i)
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
}

// ---------------------------------------------------------------------------------------------
// Figures

export interface Distribution {
  count: number
  p50: number
  p90: number
  p99: number
  max: number
  mean: number
}

export function distribution(values: number[]): Distribution {
  const sorted = [...values].sort((a, b) => a - b)
  const at = (q: number) =>
    sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]! : NaN
  const mean = sorted.length ? sorted.reduce((s, v) => s + v, 0) / sorted.length : NaN
  return {
    count: sorted.length,
    p50: round(at(0.5)),
    p90: round(at(0.9)),
    p99: round(at(0.99)),
    max: round(sorted.at(-1) ?? NaN),
    mean: round(mean),
  }
}

export function round(n: number, digits = 2): number {
  const f = 10 ** digits
  return Math.round(n * f) / f
}

export function machine() {
  const cpus = os.cpus()
  return {
    platform: `${os.platform()} ${os.release()}`,
    cpus: cpus.length,
    cpuModel: cpus[0]?.model.trim() ?? 'unknown',
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    loadAverage1m: round(os.loadavg()[0] ?? 0),
  }
}

/** The soft limit of open files this process (and the servers it spawns) has: `ulimit -n`. */
export function openFileLimit(): number {
  try {
    return Number(execFileSync('sh', ['-c', 'ulimit -n'], { encoding: 'utf8' }).trim())
  } catch {
    return NaN
  }
}
