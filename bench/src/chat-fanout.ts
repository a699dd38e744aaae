import { randomUUID } from 'node:crypto'
import { sleep } from '@nido/server/src/test/cluster'
import {
  ChatClient,
  distribution,
  inBatches,
  machine,
  openFileLimit,
  round,
  setUpChatWorld,
  type Distribution,
  type Log,
} from './chat-common'

// The fan-out benchmark (docs/realtime-scale.md): `clients` socket
// clients connected at once to `nodes` server processes (half on each), members of group channels
// of `channelSize` (the contract allows 200 others plus the owner, so 1 000 clients make five
// channels of 200). Each round sends one message in every channel at the same time, from a random
// member through a process chosen in turn, so every connected client receives one message per
// round (a thousand deliveries, half of them through the Redis adapter from the other process).
// Latency is measured from just before the HTTP send to the `chat.message.new` event on each
// receiving socket, in this one process (one clock).

export interface FanoutSettings {
  databaseUrl: string
  redisUrl: string
  nodes: number
  clients: number
  channelSize: number
  rounds: number
  /** Pause between rounds, so that rounds do not overlap. */
  pauseMs: number
  /** 'round': the channels' sends of a round at the same time; 'sequential': one after the other. */
  mode: 'round' | 'sequential'
  pool: number
}

export interface FanoutReport {
  scenario: 'chat-fanout'
  date: string
  node: string
  machine: ReturnType<typeof machine> & { loadAverage1mAfter: number; openFileLimit: number }
  settings: Omit<FanoutSettings, 'databaseUrl' | 'redisUrl'> & { channels: number }
  setupSeconds: number
  connectSeconds: number
  sends: number
  receipts: { expected: number; received: number; missing: number }
  /** Send → receipt, every (send, receiving member) pair. */
  receiptLatencyMs: Distribution
  /**
   * Each receipt after the send's first receipt: what delivering to the channel's other sockets
   * (both processes, through Redis for half of them) adds, without the send's own handling.
   */
  spreadAfterFirstReceiptMs: Distribution
  /** Send → the last member's receipt, per send. */
  fullFanoutLatencyMs: Distribution
  /** Send → HTTP 201 (the sender's wait). */
  sendLatencyMs: Distribution
  durationSeconds: number
}

export async function runFanout(settings: FanoutSettings, log: Log): Promise<FanoutReport> {
  // Node raises its own soft limit of open files to the hard limit when it starts, so what a child
  // shell reports is the limit this process (and the servers it spawns) really has.
  const limit = openFileLimit()
  // Each client holds a socket here and one in a server process; plus HTTP, PostgreSQL, Redis.
  if (Number.isFinite(limit) && limit < settings.clients + 256) {
    throw new Error(
      `the open-file limit is ${limit}: raise the hard limit (ulimit -Hn) above ${settings.clients + 256} first`,
    )
  }
  const before = machine()
  const channelCount = Math.ceil(settings.clients / settings.channelSize)
  const setupStarted = performance.now()
  const world = await setUpChatWorld({ ...settings, channels: channelCount }, log)
  const { cluster, members, channels } = world
  const nodes = cluster.nodes.map((n) => n.baseUrl)
  const clients: ChatClient[] = []
  try {
    const channelOf = new Map<number, string>()
    for (const c of channels) for (const i of c.memberIndexes) channelOf.set(i, c.id)
    members.forEach((m, i) =>
      clients.push(new ChatClient(m.userId, m.cookie, nodes, i % nodes.length, [channelOf.get(i)!])),
    )

    // Receipts: clientId of a send → when it started, who sent it, when each member received it.
    const pending = new Map<
      string,
      { t0: number; sender: string; expected: number; times: number[]; done: () => void }
    >()
    for (const client of clients) {
      client.onMessage = (event, at) => {
        const send = event.message.clientId ? pending.get(event.message.clientId) : undefined
        if (!send || client.userId === send.sender) return
        send.times.push(at - send.t0)
        if (send.times.length === send.expected) send.done()
      }
    }
    const connectStarted = performance.now()
    let connected = 0
    await inBatches(clients, 20, async (client) => {
      await client.connect(120_000)
      if (++connected % 200 === 0) log(`${connected}/${clients.length} connected`)
    })
    const connectSeconds = round((performance.now() - connectStarted) / 1000)
    const setupSeconds = round((performance.now() - setupStarted) / 1000)
    log(
      `${clients.length} clients connected in ${connectSeconds} s; ${settings.rounds} rounds of ${channels.length} sends`,
    )

    const receipt: number[] = []
    const spread: number[] = []
    const full: number[] = []
    const sendLatency: number[] = []
    let expected = 0
    let received = 0
    const runStarted = performance.now()
    for (let roundNo = 0; roundNo < settings.rounds; roundNo++) {
      const sendOne = async (channel: (typeof channels)[number], c: number) => {
        const senderIndex = channel.memberIndexes[Math.floor(Math.random() * channel.memberIndexes.length)]!
        const sender = clients[senderIndex]!
        const clientId = randomUUID()
        let done!: () => void
        const arrived = new Promise<void>((resolve) => (done = resolve))
        const entry = {
          t0: 0,
          sender: sender.userId,
          expected: channel.memberIndexes.length - 1,
          times: [] as number[],
          done,
        }
        pending.set(clientId, entry)
        entry.t0 = performance.now()
        const res = await sender.request(
          'POST',
          `/api/v1/chat/channels/${channel.id}/messages`,
          { clientId, text: `fan-out ${roundNo}` },
          roundNo + c,
        )
        sendLatency.push(performance.now() - entry.t0)
        if (res.status !== 201) throw new Error(`send failed: ${res.status} ${JSON.stringify(res.body)}`)
        await Promise.race([arrived, sleep(15_000)])
        pending.delete(clientId)
        expected += entry.expected
        received += entry.times.length
        receipt.push(...entry.times)
        if (entry.times.length > 0) {
          const first = Math.min(...entry.times)
          for (const t of entry.times) spread.push(t - first)
        }
        if (entry.times.length === entry.expected) full.push(Math.max(...entry.times))
      }
      // 'round': every channel at once (each client receives one message per round); 'sequential':
      // one send at a time, so a send's latency has no other send beside it.
      if (settings.mode === 'round') await Promise.all(channels.map(sendOne))
      else for (const [c, channel] of channels.entries()) await sendOne(channel, c)
      if ((roundNo + 1) % Math.max(1, Math.floor(settings.rounds / 5)) === 0)
        log(`${roundNo + 1}/${settings.rounds} rounds`)
      await sleep(settings.pauseMs)
    }
    const durationSeconds = round((performance.now() - runStarted) / 1000)
    return {
      scenario: 'chat-fanout',
      date: new Date().toISOString(),
      node: process.version,
      machine: { ...before, loadAverage1mAfter: machine().loadAverage1m, openFileLimit: limit },
      settings: {
        nodes: settings.nodes,
        clients: settings.clients,
        channelSize: settings.channelSize,
        rounds: settings.rounds,
        pauseMs: settings.pauseMs,
        mode: settings.mode,
        pool: settings.pool,
        channels: channels.length,
      },
      setupSeconds,
      connectSeconds,
      sends: settings.rounds * channels.length,
      receipts: { expected, received, missing: expected - received },
      receiptLatencyMs: distribution(receipt),
      spreadAfterFirstReceiptMs: distribution(spread),
      fullFanoutLatencyMs: distribution(full),
      sendLatencyMs: distribution(sendLatency),
      durationSeconds,
    }
  } finally {
    for (const c of clients) c.close()
    await cluster.close()
  }
}

export function formatFanout(r: FanoutReport): string {
  const d = (x: Distribution) =>
    `p50 ${x.p50} ms   p90 ${x.p90} ms   p99 ${x.p99} ms   max ${x.max} ms   (n=${x.count})`
  return [
    `Chat fan-out — ${r.settings.clients} connected clients, ${r.settings.channels} channel(s) of ≤ ${r.settings.channelSize}, ` +
      `${r.settings.nodes} processes, node ${r.node}, ${r.machine.cpus} CPU ${r.machine.cpuModel}, ` +
      `load ${r.machine.loadAverage1m} → ${r.machine.loadAverage1mAfter}`,
    `${r.sends} sends in ${r.settings.rounds} rounds (${r.settings.mode === 'round' ? 'the channels of a round at once' : 'one send at a time'}, ${r.durationSeconds} s); connecting took ${r.connectSeconds} s`,
    '',
    `send → receipt      ${d(r.receiptLatencyMs)}`,
    `send → last member  ${d(r.fullFanoutLatencyMs)}`,
    `first → each other  ${d(r.spreadAfterFirstReceiptMs)}`,
    `send → HTTP 201     ${d(r.sendLatencyMs)}`,
    `receipts            ${r.receipts.received} of ${r.receipts.expected} (missing ${r.receipts.missing})`,
  ].join('\n')
}
