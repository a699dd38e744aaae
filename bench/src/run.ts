import { performance } from 'node:perf_hooks'
import { sql } from 'drizzle-orm'
import { seedScale } from '@nido/server/src/seed/scale'
import { openBenchDatabase, rowsOf, type BenchDatabase } from './database'
import { measure, type Measurement, type Scenario } from './load'
import { readOptions, usage } from './options'
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

// `npm run bench` (ARCHITECTURE §9; benchmarks are not tests): seed a scale group, serve the real
// app, and measure with autocannon, one route after the other:
//   (a) a bare Fastify route, (b) one primary-key query on the same pool (the floor),
//   (c) GET /api/v1/me for a guardian of three children, (d) GET /api/v1/users/health.
// Prints req/s, p50 and p99 per route and the ratios c/b and d/b; writes bench/results/*.json.

async function main(): Promise<number> {
  const options = readOptions(process.argv.slice(2), process.env)
  if (options === 'help') {
    console.log(usage)
    return 0
  }
  const log = (message: string) => console.log(`[bench] ${message}`)
  const loadBefore = loadAverage()
  log(
    `${options.kind}: ${options.schools} schools, ${options.children} children, ` +
      `${options.contentItems} content items per school`,
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
    const seedSeconds = round((performance.now() - seedStarted) / 1000, 1)
    log(`seeded in ${seedSeconds} s`)
    // Fresh statistics, as autovacuum would have them on a live database after a bulk load.
    if (bench.database.kind === 'postgres') await db.execute(sql`analyze`)

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
      valid: results.every((r) => r.errors === 0 && r.non2xx === 0),
    }
    console.log('\n' + formatReport(report) + '\n')
    for (const file of await writeReport(report)) log(`wrote ${file}`)
    return report.valid ? 0 : 1
  } finally {
    await server?.close()
    await bench?.dispose()
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('[bench] failed:', error)
    process.exit(1)
  },
)
