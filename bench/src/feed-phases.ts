import { parseArgs } from 'node:util'
import { performance } from 'node:perf_hooks'
import { and, eq, like, sql } from 'drizzle-orm'
import pg from 'pg'
import { z } from 'zod'
import { contracts } from '@nido/domain/contracts/index'
import { users } from '@nido/server/src/db/schema/index'
import { seedScale, scaleEmailDomain } from '@nido/server/src/seed/scale'
import { seedScaleNews } from '@nido/server/src/seed/scale-news'
import { resolveSessionActor } from '@nido/server/src/platform/actor'
import { currentSchoolFeatures } from '@nido/server/src/platform/features'
import { touchSession } from '@nido/server/src/platform/session'
import { fastJsonWriter } from '@nido/server/src/platform/serializer'
import { readFeed } from '@nido/server/src/modules/news/news.service'
import { modules } from '@nido/server/src/modules/index'
import { contributionsOf } from '@nido/server/src/modules/module'
import { openBenchDatabase } from './database'
import type { BenchOptions } from './options'
import { loadAverage, round, writeBenchResult } from './report'
import { signIn, startBenchServer } from './server'

// `npm run bench -- --only feed-phases` (docs/performance-feed-request.md): where the time of an
// uncached guardian feed request goes. On a seeded scale group, with the read cache off, each of
// `--readers` guardians asks for their first feed page ONCE, one request at a time (no queueing, no
// cache: every request pays everything):
//   - half of them through HTTP (the real route): the request's wall time, as a client sees it,
//     on a session whose activity is due to be recorded (the first request of a visit);
//   - the other half through the same functions the route calls, in the same order, each timed:
//     the session statement, building the actor (scope), the session touch (forced, as when it is
//     due), the flags, the feed statement, the cards' details, serialisation (zod's check +
//     JSON.stringify, and the compiled serializer of decision 0037).
// Database round trips are timed at node-postgres (every query of the pool's clients).

export const feedPhasesUsage = `Usage: npm run bench -- --only feed-phases [options]   (PostgreSQL: DATABASE_URL)

  --schools N        schools               (20)
  --children N       children              (2000)
  --content-items N  news items per school (1000)
  --readers N        guardians, each read once (400: half over HTTP, half phase by phase)`

interface QueryTiming {
  name: string
  ms: number
}

/** Every query the pool runs, by statement name (or its first words), with its round trip. */
function recordQueries(): { take: () => QueryTiming[]; stop: () => void } {
  let taken: QueryTiming[] = []
  const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown }
  const original = proto.query
  proto.query = function (this: unknown, ...args: unknown[]) {
    const config = args[0] as { name?: string; text?: string } | string
    const name =
      typeof config === 'string'
        ? config.slice(0, 40)
        : (config.name ?? config.text?.replace(/\s+/g, ' ').slice(0, 40) ?? '?')
    const started = performance.now()
    const done = () => taken.push({ name, ms: performance.now() - started })
    // The pool calls its client with a callback; drizzle's own clients get a promise.
    const last = args.length - 1
    const callback = args[last]
    if (typeof callback === 'function')
      args[last] = (...results: unknown[]) => {
        done()
        return (callback as (...r: unknown[]) => unknown)(...results)
      }
    const result = original.apply(this, args)
    if (result instanceof Promise) void result.then(done, done)
    return result
  }
  return {
    take: () => {
      const all = taken
      taken = []
      return all
    },
    stop: () => {
      proto.query = original
    },
  }
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0
}
const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / Math.max(1, values.length)

export async function runFeedPhasesBench(argv: string[], log: (m: string) => void): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: {
      only: { type: 'string' },
      help: { type: 'boolean' },
      schools: { type: 'string', default: '20' },
      children: { type: 'string', default: '2000' },
      'content-items': { type: 'string', default: '1000' },
      readers: { type: 'string', default: '400' },
    },
    strict: true,
  })
  if (values.help) {
    console.log(feedPhasesUsage)
    return 0
  }
  const databaseUrl = process.env.DATABASE_URL
  if (!databaseUrl) throw new Error('feed-phases runs on PostgreSQL: set DATABASE_URL')
  const options = {
    schools: Number(values.schools),
    children: Number(values.children),
    contentItems: Number(values['content-items']),
    readers: Number(values.readers),
  }
  const loadBefore = loadAverage()
  const bench = await openBenchDatabase({ databaseUrl, pool: 10 } as BenchOptions)
  const { db } = bench.database
  try {
    log(`${bench.location}: seeding ${options.schools} schools, ${options.children} children…`)
    const summary = await seedScale(db, { ...options, now: new Date() })
    await seedScaleNews(db, {
      groupId: summary.groupId,
      itemsPerSchool: options.contentItems,
      now: new Date(),
    })
    await db.execute(sql`analyze`)
    const guardians = await db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(and(eq(users.profileType, 'GUARDIAN'), like(users.email, `%@${scaleEmailDomain}`)))
      .orderBy(sql`random()`)
      .limit(options.readers)

    process.env.READ_CACHE = 'off'
    const server = await startBenchServer(bench.database, guardians[0]!.id)
    const cookies: string[] = []
    for (const g of guardians) cookies.push(await signIn(server.baseUrl, g.email!, summary.password))
    // A guardian opening the app after a while: their session's activity is due to be recorded
    // (platform/session.ts touchSession, every five minutes), as on the first request of a visit.
    await db.execute(sql`update sessions set last_seen_at = now() - interval '1 hour'`)
    log(`${cookies.length} guardians signed in; read cache off`)
    const kinds = contributionsOf(modules).newsKinds
    const query = contracts.news.feed.query!.parse({})
    const schema = contracts.news.feed.response
    const compiled = fastJsonWriter(schema)
    const queries = recordQueries()
    // Warm-up (a few guardians not measured): statements prepared on the pool's connections.
    const warm = Math.min(20, Math.floor(cookies.length / 4))
    for (const cookie of cookies.slice(0, warm)) await get(server.baseUrl, cookie)
    queries.take()

    const http: number[] = []
    /** Statements the HTTP requests ran, by name, and how many times. */
    const httpQueries = new Map<string, number>()
    const phases: Record<string, number[]> = {}
    const add = (phase: string, ms: number) => (phases[phase] ??= []).push(ms)
    const rest = cookies.slice(warm)
    for (const [index, cookie] of rest.entries()) {
      if (index % 2 === 0) {
        const started = performance.now()
        const cpu = process.cpuUsage()
        await get(server.baseUrl, cookie)
        http.push(performance.now() - started)
        const used = process.cpuUsage(cpu)
        add('HTTP request: Node CPU (server and client, one process)', (used.user + used.system) / 1000)
        const taken = queries.take()
        add('HTTP request: its queries (round trips, summed)', sum(taken))
        for (const q of taken) httpQueries.set(q.name, (httpQueries.get(q.name) ?? 0) + 1)
        continue
      }
      const token = decodeURIComponent(/nido_session=([^;]+)/.exec(cookie)![1]!)
      const now = new Date()
      let t = performance.now()
      const found = await resolveSessionActor(db, token, now)
      if (!found) throw new Error('session not found')
      const sessionMs = performance.now() - t
      const sessionQuery = sum(queries.take())
      add('session + scope statement (round trip)', sessionQuery)
      add('building the actor (scope, CPU)', sessionMs - sessionQuery)
      t = performance.now()
      found.session.lastSeenAt = new Date(0)
      await touchSession(db, found.session, now)
      add('session touch, when due (write)', performance.now() - t)
      queries.take()
      t = performance.now()
      await currentSchoolFeatures(db, found.actor)
      add('feature flags', performance.now() - t)
      t = performance.now()
      const page = await readFeed(db, found.actor, now, query, kinds)
      const feedMs = performance.now() - t
      const taken = queries.take()
      const feedStatement = sum(taken.filter((q) => q.name.startsWith('news_rows')))
      const details = taken.filter((q) => !q.name.startsWith('news_rows'))
      add('feed statement (round trip)', feedStatement)
      // The kinds' card queries run in parallel: their longest round trip is what the page waits.
      add('card details (round trips, in parallel)', Math.max(0, ...details.map((q) => q.ms)))
      add(
        'feed: the rest (audience, statement text, cards, CPU)',
        feedMs - feedStatement - Math.max(0, ...details.map((q) => q.ms)),
      )
      t = performance.now()
      const checked = z.safeEncode(schema, page)
      if (!checked.success) throw new Error('feed page does not match its contract')
      const before = JSON.stringify(checked.data)
      add('serialisation: zod check + JSON.stringify', performance.now() - t)
      t = performance.now()
      const after = compiled(page)
      add('serialisation: compiled (decision 0037)', performance.now() - t)
      add('answer size (KB)', Buffer.byteLength(after) / 1024)
      if (after !== before) throw new Error('the compiled serializer wrote another answer')
    }
    queries.stop()
    await server.close()
    const loadAfter = loadAverage()

    const rows = [
      ['HTTP request, whole (client wall time)', http] as const,
      ...Object.entries(phases).map(([phase, ms]) => [phase, ms] as const),
    ]
    const table = [
      '| phase | requests | mean ms | p50 ms | p95 ms |',
      '| --- | --- | --- | --- | --- |',
      ...rows.map(
        ([phase, ms]) =>
          `| ${phase} | ${ms.length} | ${round(mean(ms), 3)} | ${round(quantile(ms, 0.5), 3)} | ${round(quantile(ms, 0.95), 3)} |`,
      ),
    ].join('\n')
    console.log(
      `\nUncached guardian feed, first page — PostgreSQL, ${options.schools} schools, ${options.children} children, ` +
        `${options.contentItems} items per school; ${rest.length} guardians, one request at a time\n\n${table}\n\n` +
        `statements of the HTTP requests (name: count): ${[...httpQueries].map(([n, c]) => `${n}: ${c}`).join(', ')}\n` +
        `load average ${loadBefore} → ${loadAfter}\n`,
    )
    const file = await writeBenchResult('feed-phases', {
      date: new Date().toISOString(),
      node: process.version,
      options,
      loadAverage: { before: loadBefore, after: loadAfter },
      httpStatements: Object.fromEntries(httpQueries),
      phases: Object.fromEntries(
        rows.map(([phase, ms]) => [
          phase,
          { n: ms.length, mean: mean(ms), p50: quantile(ms, 0.5), p95: quantile(ms, 0.95) },
        ]),
      ),
    })
    log(`wrote ${file}`)
    return 0
  } finally {
    await bench.dispose()
  }
}

const sum = (timings: QueryTiming[]) => timings.reduce((a, q) => a + q.ms, 0)

async function get(baseUrl: string, cookie: string): Promise<void> {
  const res = await fetch(`${baseUrl}/api/v1/news`, { headers: { cookie } })
  if (res.status !== 200) throw new Error(`feed answered ${res.status}`)
  await res.arrayBuffer()
}
