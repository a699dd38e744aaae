import { randomUUID } from 'node:crypto'
import { performance } from 'node:perf_hooks'
import { parentPort, workerData } from 'node:worker_threads'
import { Agent, request } from 'undici'
import type { DayJob, DayOutcome, RouteOutcome } from './day-load'

// Runs in a worker thread (day-load.ts), so that the load generator does not share the server's
// event loop. Two kinds of load at once:
// - readers, closed loops on `connections` connections: each loop takes the next signed-in reader of
//   a shuffled round (every reader once per round, so most reads are of a page nobody read in the
//   last minute), and opens what the app opens: the first feed page, /me, the notification counts,
//   then the first news item of that page;
// - writers, open loops at fixed rates on their own connections: care-log entries, reactions, chat
//   messages, arrivals and departures, posts. Their rate does not depend on how fast the server is.
// Only what answers inside the measured window is recorded; the warm-up runs the same load.

const job = workerData as DayJob
const readAgent = new Agent({ connections: job.connections, pipelining: 1 })
const writeAgent = new Agent({ pipelining: 1 })

interface Bucket {
  times: number[]
  non2xx: number
  errors: number
  statusCodes: Record<string, number>
}
const buckets = new Map<string, Bucket>()
let recording = false
const bucket = (route: string): Bucket => {
  let b = buckets.get(route)
  if (!b) buckets.set(route, (b = { times: [], non2xx: 0, errors: 0, statusCodes: {} }))
  return b
}

/** One request, timed and counted under `route`; the parsed JSON body on a 2xx, else undefined. */
async function call(
  route: string,
  agent: Agent,
  cookie: string,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  body?: unknown,
): Promise<unknown> {
  const started = performance.now()
  try {
    const res = await request(job.baseUrl + path, {
      method,
      dispatcher: agent,
      headers: body === undefined ? { cookie } : { cookie, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
    const text = await res.body.text()
    const elapsed = performance.now() - started
    const ok = res.statusCode >= 200 && res.statusCode < 300
    if (recording) {
      const b = bucket(route)
      b.statusCodes[res.statusCode] = (b.statusCodes[res.statusCode] ?? 0) + 1
      if (ok) b.times.push(elapsed)
      else {
        b.non2xx++
        if (b.non2xx <= 3)
          firstFailures.push(`${route} ${method} ${path} → ${res.statusCode} ${text.slice(0, 200)}`)
      }
    }
    return ok && text ? (JSON.parse(text) as unknown) : undefined
  } catch (error) {
    if (recording) {
      bucket(route).errors++
      if (firstFailures.length < 20) firstFailures.push(`${route} ${method} ${path} → ${String(error)}`)
    }
    return undefined
  }
}
const firstFailures: string[] = []

// --- readers -----------------------------------------------------------------------------------

/** Item ids each reader saw on its last feed page (reactions are made on those). */
const seen = new Map<number, string>()
const lastFeedAt = new Map<number, number>()
let feedReads = 0
let freshFeedReads = 0
let order: number[] = []
const nextReader = (): number => {
  if (order.length === 0) {
    order = job.readers.map((_, i) => i)
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(Math.random() * (i + 1))
      ;[order[i], order[j]] = [order[j]!, order[i]!]
    }
  }
  return order.pop()!
}

let running = true
async function readerLoop(): Promise<void> {
  while (running) {
    const index = nextReader()
    const { cookie } = job.readers[index]!
    const now = performance.now()
    if (recording && job.readerRoutes !== 'me') {
      feedReads++
      const last = lastFeedAt.get(index)
      if (last === undefined || now - last > 60_000) freshFeedReads++
    }
    lastFeedAt.set(index, now)
    if (job.readerRoutes === 'me') {
      await call('me', readAgent, cookie, 'GET', '/api/v1/me')
      continue
    }
    const page = (await call('feed', readAgent, cookie, 'GET', '/api/v1/news')) as
      { items: { id: string }[] } | undefined
    if (job.readerRoutes === 'feed') continue
    await call('me', readAgent, cookie, 'GET', '/api/v1/me')
    await call('counts', readAgent, cookie, 'GET', '/api/v1/notifications/counts')
    const item = page?.items[0]?.id
    if (item) {
      seen.set(index, item)
      await call('item', readAgent, cookie, 'GET', `/api/v1/news/${item}`)
    }
  }
}

// --- writers -----------------------------------------------------------------------------------

const entryData = [
  { kind: 'mood', mood: 'Joyful' },
  { kind: 'meal', mealType: 'Lunch', quantity: 'Good' },
  { kind: 'changes', changeType: 'Changes', stool: 'Normal' },
  { kind: 'activities', activities: ['Music', 'Drawing'] },
  { kind: 'bottle', content: 'Milk', quantityMl: 150 },
]
const reactions = ['heart', 'thumbsUp', 'smile', 'sad'] as const
const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!
let tick = 0
let checkInTick = 0
const arrived: { cookie: string; childId: string }[] = []
let nextArrival = 0

const writers: Record<keyof DayJob['rates'], () => Promise<unknown> | undefined> = {
  careLog: () => {
    const teacher = pick(job.careLog)
    // Several children of the section at once (the board's multi-select), in one transaction.
    const start = Math.floor(Math.random() * Math.max(1, teacher.childIds.length - 4))
    return call('care-log', writeAgent, teacher.cookie, 'POST', '/api/v1/daily-log/entries', {
      childIds: teacher.childIds.slice(start, start + 4),
      entry: { time: '08:00', comment: '', data: entryData[tick++ % entryData.length] },
    })
  },
  reactions: () => {
    const readers = [...seen.keys()]
    if (readers.length === 0) return undefined
    const index = pick(readers)
    return call(
      'reaction',
      writeAgent,
      job.readers[index]!.cookie,
      'POST',
      `/api/v1/news/${seen.get(index)}/reactions`,
      {
        reaction: pick(reactions),
      },
    )
  },
  chat: () => {
    if (job.chat.length === 0) return undefined
    const sender = pick(job.chat)
    return call(
      'chat',
      writeAgent,
      sender.cookie,
      'POST',
      `/api/v1/chat/channels/${sender.channelId}/messages`,
      {
        clientId: randomUUID(),
        text: 'The children are back from the garden.',
      },
    )
  },
  checkIns: () => {
    // Arrivals and departures alternate: a child who arrived in this run leaves later in it.
    if (checkInTick++ % 2 === 0 || arrived.length === 0) {
      const child = job.checkIns[nextArrival++]
      if (!child) return undefined
      // Leaves only once its arrival is stored (an open loop would otherwise race the two).
      return call(
        'arrival',
        writeAgent,
        child.cookie,
        'POST',
        `/api/v1/daily/children/${child.childId}/arrival`,
      ).then((answer) => {
        if (answer !== undefined) arrived.push(child)
      })
    }
    const child = arrived.shift()!
    return call(
      'departure',
      writeAgent,
      child.cookie,
      'POST',
      `/api/v1/daily/children/${child.childId}/departure`,
    )
  },
  posts: () => {
    const author = pick(job.posts)
    return call('post', writeAgent, author.cookie, 'POST', '/api/v1/posts', {
      contentHtml: '<p>Painting with our hands this morning.</p>',
      targets: [{ targetType: 'Section', targetId: author.sectionId }],
      mediaIds: author.mediaIds.length ? [author.mediaIds.shift()!] : [],
    })
  },
}

const inFlight = new Set<Promise<unknown>>()
const timers: NodeJS.Timeout[] = []
for (const [kind, rate] of Object.entries(job.rates) as [keyof DayJob['rates'], number][]) {
  if (rate <= 0) continue
  timers.push(
    setInterval(() => {
      const p = writers[kind]()
      if (p) {
        inFlight.add(p)
        void p.finally(() => inFlight.delete(p))
      }
    }, 1000 / rate),
  )
}

const loops = Array.from({ length: job.connections }, () => readerLoop())
await new Promise((r) => setTimeout(r, job.warmup * 1000))
recording = true
const started = performance.now()
await new Promise((r) => setTimeout(r, job.duration * 1000))
recording = false
const seconds = (performance.now() - started) / 1000
running = false
for (const t of timers) clearInterval(t)
await Promise.all([...loops, ...inFlight])
await readAgent.close()
await writeAgent.close()

const routes: RouteOutcome[] = [...buckets.entries()].map(([route, b]) => {
  const sorted = Float64Array.from(b.times).sort()
  const percentile = (p: number) =>
    sorted.length === 0
      ? Number.NaN
      : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
  return {
    route,
    requests: sorted.length + b.non2xx,
    reqPerSec: (sorted.length + b.non2xx) / seconds,
    latencyMs: { p50: percentile(50), p95: percentile(95), p99: percentile(99), max: percentile(100) },
    non2xx: b.non2xx,
    errors: b.errors,
    statusCodes: b.statusCodes,
  }
})
const outcome: DayOutcome = {
  seconds,
  routes,
  feedReads,
  freshFeedReads,
  checkInsLeft: job.checkIns.length - nextArrival,
  firstFailures,
}
parentPort?.postMessage(outcome)
