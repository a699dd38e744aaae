import { parseArgs } from 'node:util'

// Command-line flags win over environment variables, which win over the defaults. The defaults
// depend on the database: PGlite is one connection in this process, so it gets a smaller school
// group (seeding and every query share that one connection).

export type DbKind = 'postgres' | 'pglite'

export interface BenchOptions {
  databaseUrl: string | undefined
  kind: DbKind
  schools: number
  children: number
  /** News items (posts with their news row and target) per school, written by seed/scale-news.ts. */
  contentItems: number
  /** Measured seconds per route. */
  duration: number
  /** Seconds of load before each measured run, not recorded. */
  warmup: number
  connections: number
  pipelining: number
  /** Connections of the server's PostgreSQL pool (ignored on PGlite). */
  pool: number
  /** The bundle-weight step: after the load runs ('include'), on its own ('only'), or not ('skip'). */
  weight: 'include' | 'only' | 'skip'
  /** Rebuild apps/web before the weight step even when apps/web/dist exists. */
  build: boolean
}

const defaults: Record<DbKind, { schools: number; children: number; contentItems: number }> = {
  // 100 schools × 10 000 = the million news items of the feed benchmark (docs/news-feed.md).
  postgres: { schools: 100, children: 10_000, contentItems: 10_000 },
  pglite: { schools: 20, children: 2_000, contentItems: 500 },
}

const flags = {
  schools: 'BENCH_SCHOOLS',
  children: 'BENCH_CHILDREN',
  'content-items': 'BENCH_CONTENT_ITEMS',
  duration: 'BENCH_DURATION',
  warmup: 'BENCH_WARMUP',
  connections: 'BENCH_CONNECTIONS',
  pool: 'DATABASE_POOL_SIZE',
} as const

export const usage = `Usage: npm run bench -w bench -- [options]   (or BENCH_* environment variables)

  --schools N         schools in the scale group      BENCH_SCHOOLS        (PostgreSQL 100, PGlite 20)
  --children N        children in the scale group     BENCH_CHILDREN       (PostgreSQL 10000, PGlite 2000)
  --content-items N   news items per school           BENCH_CONTENT_ITEMS  (PostgreSQL 10000, PGlite 500)
  --duration S        measured seconds per route      BENCH_DURATION       (10)
  --warmup S          warm-up seconds per route       BENCH_WARMUP         (2)
  --connections N     concurrent HTTP connections     BENCH_CONNECTIONS    (10)
  --pool N            PostgreSQL pool size            DATABASE_POOL_SIZE   (10)
  --only-weight       only the bundle-weight step     BENCH_WEIGHT=only
  --skip-weight       no bundle-weight step           BENCH_WEIGHT=skip
  --build             rebuild apps/web before it      BENCH_BUILD=1        (only when dist is missing)

DATABASE_URL=postgres://… runs on PostgreSQL (a database nido_bench is created on that server and
dropped afterwards); without it, on PGlite in a temporary folder.`

export function readOptions(argv: string[], env: NodeJS.ProcessEnv): BenchOptions | 'help' {
  const { values } = parseArgs({
    args: argv,
    options: {
      help: { type: 'boolean', short: 'h' },
      schools: { type: 'string' },
      children: { type: 'string' },
      'content-items': { type: 'string' },
      duration: { type: 'string' },
      warmup: { type: 'string' },
      connections: { type: 'string' },
      pool: { type: 'string' },
      'only-weight': { type: 'boolean' },
      'skip-weight': { type: 'boolean' },
      build: { type: 'boolean' },
    },
    strict: true,
  })
  if (values.help) return 'help'
  if (values['only-weight'] && values['skip-weight'])
    throw new Error('--only-weight and --skip-weight exclude each other')
  const weightEnv = env.BENCH_WEIGHT || 'include'
  if (weightEnv !== 'include' && weightEnv !== 'only' && weightEnv !== 'skip') {
    throw new Error(`BENCH_WEIGHT must be include, only or skip, got "${weightEnv}"`)
  }
  const weight = values['only-weight'] ? 'only' : values['skip-weight'] ? 'skip' : weightEnv
  const databaseUrl = env.DATABASE_URL || undefined
  const kind: DbKind = databaseUrl ? 'postgres' : 'pglite'
  const pick = (flag: keyof typeof flags, fallback: number, min: number): number => {
    const raw = values[flag] ?? env[flags[flag]]
    if (raw === undefined || raw === '') return fallback
    const value = Number(raw)
    if (!Number.isInteger(value) || value < min) {
      throw new Error(`--${flag} (${flags[flag]}) must be an integer ≥ ${min}, got "${raw}"`)
    }
    return value
  }
  const scale = defaults[kind]
  return {
    databaseUrl,
    kind,
    schools: pick('schools', scale.schools, 1),
    children: pick('children', scale.children, 1),
    contentItems: pick('content-items', scale.contentItems, 0),
    duration: pick('duration', 10, 1),
    warmup: pick('warmup', 2, 0),
    connections: pick('connections', 10, 1),
    pipelining: 1,
    pool: pick('pool', 10, 1),
    weight,
    build: values.build ?? (env.BENCH_BUILD === '1' || env.BENCH_BUILD === 'true'),
  }
}
