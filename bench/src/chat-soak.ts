import { randomUUID } from 'node:crypto'
import type { ChatMessage } from '@nido/domain/contracts/chat'
import { and, count, inArray, ne } from 'drizzle-orm'
import { chatMessages } from '@nido/server/src/db/schema/index'
import { sleep } from '@nido/server/src/test/cluster'
import {
  ChatClient,
  distribution,
  inBatches,
  machine,
  readAllMessages,
  round,
  setUpChatWorld,
  type Distribution,
  type Log,
} from './chat-common'

// The bounded soak (docs/realtime-scale.md): `messages` messages from
// `clients` clients over `nodes` server processes sharing PostgreSQL and Redis. While they send,
// `dropPercent`% of the connections are dropped at random in each of `dropWaves` waves, and one
// process is killed midway and started again. Clients send with a clientId and retry on failure
// (switching process when theirs does not answer); after every reconnection they fetch the messages
// since. At the end: every message stored exactly once, every member holds every message of their
// channel (live or re-fetched). Lost and duplicated counts are the figures (the goal: 0 and 0).

export interface SoakSettings {
  databaseUrl: string
  redisUrl: string
  nodes: number
  clients: number
  channels: number
  messages: number
  dropPercent: number
  dropWaves: number
  /** 'kill' (SIGKILL: in-flight sends lost) or 'term' (graceful) or 'none'. */
  restart: 'kill' | 'term' | 'none'
  /** Catch-up overlap: how far back before the newest message held a catch-up starts. */
  overlapMs: number
  pool: number
}

export interface SoakReport {
  scenario: 'chat-soak'
  date: string
  node: string
  machine: ReturnType<typeof machine> & { loadAverage1mAfter: number }
  settings: Omit<SoakSettings, 'databaseUrl' | 'redisUrl'>
  setupSeconds: number
  durationSeconds: number
  throughputPerSecond: number
  sent: {
    attempted: number
    acknowledged: number
    gaveUp: number
    retries: number
    rejected: number
    latencyMs: Distribution
  }
  stored: {
    messages: number
    inDatabase: number
    lost: number
    duplicated: number
    unknown: number
    ackedButMissing: number
  }
  delivery: {
    expected: number
    live: number
    refetched: number
    ownSends: number
    missing: number
    membersMissingSome: number
    duplicateLiveEvents: number
  }
  connections: {
    drops: number
    reconnections: number
    catchUps: number
    catchUpRequests: number
    catchUpFailures: number
  }
  restart: { node: string; signal: string; atMessage: number; downSeconds: number; at: string } | null
  /** Up to 10 missing deliveries, with the member's connection timeline, to explain them. */
  missingSample: { member: number; home: number; messageId: string; createdAt: string; timeline: string[] }[]
  /** lost = 0, duplicated = 0, missing deliveries = 0. */
  ok: boolean
}

export async function runSoak(settings: SoakSettings, log: Log): Promise<SoakReport> {
  const before = machine()
  const setupStarted = performance.now()
  const world = await setUpChatWorld(settings, log)
  const { cluster, members, channels } = world
  const nodes = cluster.nodes.map((n) => n.baseUrl)
  const clients: ChatClient[] = []
  try {
    const channelOf = new Map<number, string>()
    for (const c of channels) for (const i of c.memberIndexes) channelOf.set(i, c.id)
    members.forEach((m, i) =>
      clients.push(
        new ChatClient(m.userId, m.cookie, nodes, i % nodes.length, [channelOf.get(i)!], settings.overlapMs),
      ),
    )

    // Each owner writes a first message, which every member holds before the run: the oldest
    // point a catch-up may start from (as a web client holds the page it opened with).
    for (const c of channels) {
      const owner = clients[c.memberIndexes[0]!]!
      const res = await owner.request<ChatMessage>('POST', `/api/v1/chat/channels/${c.id}/messages`, {
        clientId: randomUUID(),
        text: 'soak: start',
      })
      if (res.status !== 201)
        throw new Error(`first message failed: ${res.status} ${JSON.stringify(res.body)}`)
      for (const i of c.memberIndexes) clients[i]!.hold(c.id, res.body, 'sent')
    }
    await inBatches(clients, 25, (client) => client.connect())
    const setupSeconds = round((performance.now() - setupStarted) / 1000)
    log(`${clients.length} clients connected; sending ${settings.messages} messages`)

    // --- The send phase -----------------------------------------------------------------------
    const attempts = new Map<string, { channelId: string; acked?: string; gaveUp?: boolean }>()
    const latencies: number[] = []
    let retries = 0
    let rejected = 0
    let done = 0
    const quota = (i: number) =>
      Math.floor(settings.messages / clients.length) + (i < settings.messages % clients.length ? 1 : 0)

    const dropsPerWave = Math.max(1, Math.round((settings.dropPercent / 100) * clients.length))
    const waveAt = Array.from({ length: settings.dropWaves }, (_, w) =>
      Math.floor(((w + 1) * settings.messages) / (settings.dropWaves + 1)),
    )
    let nextWave = 0
    const restartAt = Math.floor(settings.messages / 2)
    let restart: SoakReport['restart'] = null
    let restarting: Promise<void> | undefined
    const restarted = cluster.nodes[cluster.nodes.length - 1]!

    const progress = () => {
      done++
      while (nextWave < waveAt.length && done >= waveAt[nextWave]!) {
        nextWave++
        const connected = clients.filter((c) => c.connected)
        for (let k = 0; k < dropsPerWave && connected.length > 0; k++) {
          connected.splice(Math.floor(Math.random() * connected.length), 1)[0]!.drop()
        }
      }
      if (settings.restart !== 'none' && !restarting && done >= restartAt && cluster.nodes.length > 1) {
        const downAt = performance.now()
        log(
          `${done} messages sent: ${settings.restart === 'kill' ? 'killing' : 'stopping'} ${restarted.name}`,
        )
        const atMessage = done
        restarting = (async () => {
          await (settings.restart === 'kill' ? restarted.kill() : restarted.stop())
          await restarted.start()
          const downSeconds = round((performance.now() - downAt) / 1000)
          restart = {
            node: restarted.name,
            signal: settings.restart === 'kill' ? 'SIGKILL' : 'SIGTERM',
            atMessage,
            downSeconds,
            at: new Date(Date.now() - downSeconds * 1000).toISOString(),
          }
          log(`${restarted.name} back after ${downSeconds} s`)
        })()
      }
      if (done % Math.max(1, Math.floor(settings.messages / 10)) === 0)
        log(`${done}/${settings.messages} sent`)
    }

    const send = async (client: ChatClient, channelId: string, text: string) => {
      const clientId = randomUUID()
      const attempt: { channelId: string; acked?: string; gaveUp?: boolean } = { channelId }
      attempts.set(clientId, attempt)
      const started = performance.now()
      for (let tries = 0; ; tries++) {
        // Home first; after a failure, the other processes in turn (a load balancer's failover).
        const node = client.home + tries
        try {
          const res = await client.request<ChatMessage>(
            'POST',
            `/api/v1/chat/channels/${channelId}/messages`,
            { clientId, text },
            node,
          )
          if (res.status === 201 || res.status === 200) {
            attempt.acked = res.body.id
            client.hold(channelId, res.body, 'sent')
            latencies.push(performance.now() - started)
            return
          }
          if (res.status < 500 && res.status !== 429) {
            rejected++
            attempt.gaveUp = true
            log(`send refused: ${res.status} ${JSON.stringify(res.body)}`)
            return
          }
        } catch {
          // No answer (process down, connection reset, timeout): the send may or may not be stored.
        }
        retries++
        if (performance.now() - started > 120_000) {
          attempt.gaveUp = true
          return
        }
        await sleep(Math.min(1000, 50 * 2 ** Math.min(tries, 5)))
      }
    }

    const sendStarted = performance.now()
    await Promise.all(
      clients.map(async (client, i) => {
        const channelId = channelOf.get(i)!
        for (let k = 0; k < quota(i); k++) {
          await send(client, channelId, `soak ${i}:${k}`)
          progress()
        }
      }),
    )
    await restarting
    const sendSeconds = (performance.now() - sendStarted) / 1000
    log(`all sends done in ${sendSeconds.toFixed(1)} s; waiting for deliveries to settle`)

    // --- Verification -------------------------------------------------------------------------
    // The stored messages, read back through the API as each channel's owner (who sees everything).
    const settle = async () => {
      const stored = new Map<string, ChatMessage[]>()
      for (const c of channels) {
        const owner = clients[c.memberIndexes[0]!]!
        stored.set(c.id, await readAllMessages(nodes[0]!, owner.cookie, c.id))
      }
      return stored
    }
    const missingOf = (stored: Map<string, ChatMessage[]>) => {
      let missing = 0
      for (const client of clients) {
        for (const [channelId, held] of client.known) {
          for (const m of stored.get(channelId) ?? []) if (!held.has(m.id)) missing++
        }
      }
      return missing
    }
    let stored = await settle()
    // Live events still in flight and catch-ups of late reconnections: give them up to 30 s.
    for (let waited = 0; waited < 30_000 && missingOf(stored) > 0; waited += 1000) {
      await sleep(1000)
    }
    stored = await settle()
    // The same count straight from the table (the API could hide rows; the unique index on
    // (owner, client id) is what makes a duplicate impossible, the count shows it held).
    const [row] = await cluster.db.database.db
      .select({ n: count() })
      .from(chatMessages)
      .where(
        and(
          inArray(
            chatMessages.channelId,
            channels.map((c) => c.id),
          ),
          ne(chatMessages.text, 'soak: start'),
        ),
      )
    const inDatabase = row?.n ?? NaN

    const byClientId = new Map<string, number>()
    let unknown = 0
    let storedCount = 0
    for (const list of stored.values()) {
      for (const m of list) {
        if (m.text === 'soak: start') continue
        storedCount++
        if (!m.clientId || !attempts.has(m.clientId)) unknown++
        else byClientId.set(m.clientId, (byClientId.get(m.clientId) ?? 0) + 1)
      }
    }
    let lost = 0
    let duplicated = 0
    let ackedButMissing = 0
    for (const [clientId, a] of attempts) {
      const n = byClientId.get(clientId) ?? 0
      if (n === 0) {
        lost++
        if (a.acked) ackedButMissing++
      }
      if (n > 1) duplicated += n - 1
    }

    let expected = 0
    let live = 0
    let refetched = 0
    let ownSends = 0
    let missing = 0
    let membersMissingSome = 0
    const missingSample: SoakReport['missingSample'] = []
    for (const [index, client] of clients.entries()) {
      let clientMissing = 0
      for (const [channelId, held] of client.known) {
        for (const m of stored.get(channelId) ?? []) {
          if (m.text === 'soak: start') continue
          expected++
          const k = held.get(m.id)
          if (!k) {
            clientMissing++
            if (missingSample.length < 10) {
              missingSample.push({
                member: index,
                home: client.home,
                messageId: m.id,
                createdAt: m.createdAt,
                timeline: client.timeline.map((t) => `${new Date(t.at).toISOString()} ${t.what}`),
              })
            }
          } else if (k.via === 'live') live++
          else if (k.via === 'refetch') refetched++
          else ownSends++
        }
      }
      missing += clientMissing
      if (clientMissing > 0) membersMissingSome++
    }
    const sum = (key: keyof ChatClient['stats']) => clients.reduce((s, c) => s + c.stats[key], 0)
    const acknowledged = [...attempts.values()].filter((a) => a.acked).length
    const report: SoakReport = {
      scenario: 'chat-soak',
      date: new Date().toISOString(),
      node: process.version,
      machine: { ...before, loadAverage1mAfter: machine().loadAverage1m },
      settings: {
        nodes: settings.nodes,
        clients: settings.clients,
        channels: settings.channels,
        messages: settings.messages,
        dropPercent: settings.dropPercent,
        dropWaves: settings.dropWaves,
        restart: settings.restart,
        overlapMs: settings.overlapMs,
        pool: settings.pool,
      },
      setupSeconds,
      durationSeconds: round(sendSeconds),
      throughputPerSecond: round(storedCount / sendSeconds, 1),
      sent: {
        attempted: attempts.size,
        acknowledged,
        gaveUp: [...attempts.values()].filter((a) => a.gaveUp).length,
        retries,
        rejected,
        latencyMs: distribution(latencies),
      },
      stored: { messages: storedCount, inDatabase, lost, duplicated, unknown, ackedButMissing },
      delivery: {
        expected,
        live,
        refetched,
        ownSends,
        missing,
        membersMissingSome,
        duplicateLiveEvents: sum('duplicateLive'),
      },
      connections: {
        drops: sum('drops'),
        reconnections: sum('reconnections'),
        catchUps: sum('catchUps'),
        catchUpRequests: sum('catchUpRequests'),
        catchUpFailures: sum('catchUpFailures'),
      },
      restart,
      missingSample,
      ok: inDatabase === storedCount && lost === 0 && duplicated === 0 && missing === 0 && unknown === 0,
    }
    return report
  } finally {
    for (const c of clients) c.close()
    await cluster.close()
  }
}

export function formatSoak(r: SoakReport): string {
  const s = r.settings
  return [
    `Chat soak — ${s.messages} messages, ${s.clients} clients in ${s.channels} channel(s), ${s.nodes} processes, ` +
      `node ${r.node}, ${r.machine.cpus} CPU ${r.machine.cpuModel}, load ${r.machine.loadAverage1m} → ${r.machine.loadAverage1mAfter}`,
    `drops: ${s.dropPercent}% of connections × ${s.dropWaves} waves (${r.connections.drops} drops, ` +
      `${r.connections.reconnections} reconnections, ${r.connections.catchUps} catch-ups); restart: ` +
      (r.restart
        ? `${r.restart.node} ${r.restart.signal} at message ${r.restart.atMessage}, down ${r.restart.downSeconds} s`
        : 'none'),
    '',
    `duration          ${r.durationSeconds} s (setup ${r.setupSeconds} s)`,
    `throughput        ${r.throughputPerSecond} messages/s stored`,
    `send latency      p50 ${r.sent.latencyMs.p50} ms, p99 ${r.sent.latencyMs.p99} ms, max ${r.sent.latencyMs.max} ms ` +
      `(${r.sent.retries} retries, ${r.sent.rejected} refused, ${r.sent.gaveUp} given up)`,
    `stored            ${r.stored.messages} of ${r.sent.attempted} sent (rows in chat_messages: ${r.stored.inDatabase})`,
    `LOST              ${r.stored.lost}   (acknowledged but not stored: ${r.stored.ackedButMissing})`,
    `DUPLICATED        ${r.stored.duplicated}   (stored without a known clientId: ${r.stored.unknown})`,
    `deliveries        ${r.delivery.expected} expected: ${r.delivery.live} live, ${r.delivery.refetched} re-fetched, ` +
      `${r.delivery.ownSends} own sends, MISSING ${r.delivery.missing} (${r.delivery.membersMissingSome} members)`,
    `verdict           ${r.ok ? 'OK (0 lost, 0 duplicated, 0 missing)' : 'NOT OK'}`,
  ].join('\n')
}
