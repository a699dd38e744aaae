import { performance } from 'node:perf_hooks'
import { sql } from 'drizzle-orm'
import { seedScale } from '@nido/server/src/seed/scale'
import { seedScaleNews } from '@nido/server/src/seed/scale-news'
import { explainFeed } from './feed-plan'
import { openBenchDatabase, rowsOf, type BenchDatabase } from './database'
import { measure, type Measurement, type Scenario } from './load'
import type { BenchOptions } from './options'
import {
  formatReport,
  loadAverage,
  machineInfo,
  ratiosOf,
  round,
  targetMeOverFloor,
  writeReport,
  type BenchReport,
} from './report'
import { signIn, startBenchServer, type BenchServer } from './server'
import { formatWeight, measureWeight } from './weight'

// The full run of `npm run bench` (see run.ts): seed, serve, sign in, load (a)–(d), report.

/** The load runs (a)–(d) on a seeded scale group, then the weight step unless skipped; 0 when valid. */
export async function runLoadBench(options: BenchOptions, log: (message: string) => void): Promise<number> {
  const loadBefore = loadAverage()
  log(
    `${options.kind}: ${options.schools} schools, ${options.children} children, ` +
      `${options.contentItems} news items per school`,
  )

  let bench: BenchDatabase | undefined
  let server: BenchServer | undefined
  try {
    bench = await openBenchDatabase(options)
    const { db } = bench.database
    log(`database ready at ${bench.location}; seeding…`)
    const seedStarted = performance.now()
    const summary = await seedScale(db, {
      schools: options.schools,
      children: options.children,
      contentItems: options.contentItems,
      now: new Date(),
    })
    log(`structure seeded in ${round((performance.now() - seedStarted) / 1000, 1)} s; news…`)
    const news = await seedScaleNews(db, {
      groupId: summary.groupId,
      itemsPerSchool: options.contentItems,
      now: new Date(),
    })
    const seedSeconds = round((performance.now() - seedStarted) / 1000, 1)
    log(`seeded in ${seedSeconds} s (${news.items} news items)`)
    // Fresh statistics: autovacuum would have them on a live PostgreSQL after a bulk load, and
    // `npm start` runs ANALYZE on PGlite at every start (it has no autovacuum).
    await db.execute(sql`analyze`)

    const email = summary.guardianWithThreeChildren
    const guardian = await db.execute(sql`select id from users where lower(email) = lower(${email})`)
    const guardianId = rowsOf<{ id: string }>(guardian)[0]?.id
    if (!guardianId) throw new Error(`the scale guardian ${email} was not seeded`)
    const versionResult = await db.execute(sql`select current_setting('server_version') as version`)
    const serverVersion = rowsOf<{ version: string }>(versionResult)[0]?.version ?? '?'

    server = await startBenchServer(bench.database, guardianId)
    const cookie = await signIn(server.baseUrl, email, summary.password)
    log(`serving on ${server.baseUrl}, signed in as ${email}`)

    const scenarios: Scenario[] = [
      { key: 'a', name: 'bare Fastify', path: '/bench/bare' },
      { key: 'b', name: 'pk query (floor)', path: '/bench/pk' },
      { key: 'c', name: 'me (guardian)', path: '/api/v1/me', headers: { cookie } },
      { key: 'd', name: 'user health', path: '/api/v1/users/health', headers: { cookie } },
      // The first feed page of a guardian of three children (docs/news-feed.md).
      { key: 'e', name: 'feed (guardian)', path: '/api/v1/news', headers: { cookie } },
    ]
    const results: Measurement[] = []
    for (const scenario of scenarios) {
      log(`(${scenario.key}) ${scenario.name}: ${options.warmup} s warm-up + ${options.duration} s…`)
      results.push(
        await measure(scenario, {
          baseUrl: server.baseUrl,
          duration: options.duration,
          warmup: options.warmup,
          connections: options.connections,
          pipelining: options.pipelining,
        }),
      )
    }

    const ratios = ratiosOf(results)
    const feedPlan = await explainFeed(bench.database, guardianId)
    log('feed plan:\n' + feedPlan.join('\n'))
    const feed = results.find((r) => r.key === 'e')
    const { databaseUrl: _url, kind: _kind, ...settings } = options
    const { elapsedMs: _elapsed, password: _password, ...scale } = summary
    const report: BenchReport = {
      date: new Date().toISOString(),
      db: { kind: bench.database.kind, location: bench.location, serverVersion },
      node: process.version,
      machine: machineInfo(loadBefore),
      options: settings,
      scale,
      seedSeconds,
      results,
      ratios,
      target: {
        meOverFloor: targetMeOverFloor,
        met: bench.database.kind === 'postgres' ? ratios.meOverFloor >= targetMeOverFloor : null,
      },
      scaleNewsItems: news.items,
      feedTarget: {
        p95Ms: 30,
        overBare: 0.25,
        met:
          bench.database.kind === 'postgres' && feed
            ? feed.latencyMs.p95 < 30 && ratios.feedOverBare >= 0.25
            : null,
      },
      feedPlan,
      readCache: {
        on: Boolean(server.readCache),
        ...(server.readCache ? { stats: server.readCache.stats() } : {}),
      },
      valid: results.every((r) => r.errors === 0 && r.non2xx === 0),
    }
    console.log('\n' + formatReport(report) + '\n')
    // After the load runs and on its own server process, so that neither disturbs the other.
    await server.close()
    server = undefined
    if (options.weight === 'include') {
      report.weight = await measureWeight(log, { build: options.build })
      console.log('\n' + formatWeight(report.weight) + '\n')
    }
    for (const file of await writeReport(report)) log(`wrote ${file}`)
    return report.valid ? 0 : 1
  } finally {
    await server?.close()
    await bench?.dispose()
  }
}
