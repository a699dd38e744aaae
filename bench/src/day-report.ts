import type { DayOutcome, WriterRates } from './day-load'
import type { Measurement } from './load'
import type { BenchReport } from './report'

// The school-day table (day.ts): one row per route, the cache-on and cache-off runs side by side,
// printed as Markdown so that docs/performance-day.md can take it as it is.

export interface DayRun {
  cache: 'on' | 'off'
  bare: Measurement
  floor: Measurement
  day: DayOutcome
  /**
   * The same writes with readers opening one route only (feed, then /me): that route's throughput
   * under the day's writes, against the floor (docs/performance-day.md, "Targets").
   */
  alone: { feed: DayOutcome; me: DayOutcome }
  /** Hits and misses per store of the read cache over this server's life (null when off). */
  readCache: Record<string, { hits: number; misses: number }> | null
  /** 1-minute load average when the day's load started and when it ended. */
  loadAverage: { before: number; after: number }
}

export interface DayReport {
  date: string
  node: string
  db: { kind: 'postgres' | 'pglite'; location: string }
  machine: BenchReport['machine']
  options: Record<string, unknown>
  rates: WriterRates
  scale: Record<string, unknown>
  seedSeconds: number
  readers: { total: number; staff: number; signedIn: number }
  writers: { teachers: number; chatChannels: number; photos: number }
  runs: DayRun[]
}

const order = ['feed', 'me', 'counts', 'item', 'care-log', 'reaction', 'chat', 'arrival', 'departure', 'post']

const ms = (n: number) => (Number.isNaN(n) ? '–' : n < 10 ? n.toFixed(2) : n.toFixed(1))

export function formatDay(report: DayReport): string {
  const header = [
    'route',
    ...report.runs.flatMap((r) => [`req/s (${r.cache})`, 'p50', 'p95', 'p99', 'failed']),
  ]
  const cells = (
    x:
      | {
          reqPerSec: number
          latencyMs: { p50: number; p95: number; p99: number }
          errors: number
          non2xx: number
        }
      | undefined,
  ) =>
    x
      ? [
          x.reqPerSec.toFixed(1),
          ms(x.latencyMs.p50),
          ms(x.latencyMs.p95),
          ms(x.latencyMs.p99),
          String(x.errors + x.non2xx),
        ]
      : ['–', '–', '–', '–', '–']
  const rows = [
    ['bare route (alone)', ...report.runs.flatMap((r) => cells(r.bare))],
    ['pk query floor (alone)', ...report.runs.flatMap((r) => cells(r.floor))],
    ...order.map((route) => [
      route,
      ...report.runs.flatMap((r) => cells(r.day.routes.find((x) => x.route === route))),
    ]),
    ['feed (readers on feed only)', ...report.runs.flatMap((r) => cells(aloneRoute(r, 'feed')))],
    ['me (readers on /me only)', ...report.runs.flatMap((r) => cells(aloneRoute(r, 'me')))],
  ]
  const line = (c: string[]) => `| ${c.join(' | ')} |`
  const { options, rates, machine } = report
  return [
    `School day — ${report.db.kind}, node ${report.node}, ${machine.cpus} × ${machine.cpuModel}, ${machine.memoryGb} GB`,
    `scale: ${String(report.scale.schools)} schools, ${String(report.scale.children)} children, ` +
      `${String(report.scale.guardians)} guardians, ${String(report.scale.newsItems)} news items (seeded in ${report.seedSeconds} s)`,
    `readers: ${report.readers.total} signed in (${report.readers.staff} staff) on ${String(options.connections)} connections; ` +
      `writers: ${report.writers.teachers} teachers, ${report.writers.chatChannels} chat channels, ${report.writers.photos} photos`,
    `writes per second: care-log ${rates.careLog}, reactions ${rates.reactions}, chat ${rates.chat}, ` +
      `check-ins+departures ${rates.checkIns}, posts with a photo ${rates.posts}; ` +
      `${String(options.warmup)} s warm-up + ${String(options.duration)} s measured per run`,
    '',
    line(header),
    line(header.map(() => '---')),
    ...rows.map(line),
    '',
    ...report.runs.map(
      (r) =>
        `cache ${r.cache}: load average ${r.loadAverage.before} → ${r.loadAverage.after}; ` +
        `feed reads of a page not read in the last 60 s: ${r.day.freshFeedReads}/${r.day.feedReads}` +
        (r.readCache
          ? '; read cache ' +
            Object.entries(r.readCache)
              .map(
                ([store, { hits, misses }]) =>
                  `${store} ${hits} hits / ${misses} misses (${pct(hits, hits + misses)})`,
              )
              .join(', ')
          : ''),
    ),
    ...report.runs.map((r) => {
      const floor = r.floor.reqPerSec
      const ratio = (route: 'feed' | 'me') => {
        const x = aloneRoute(r, route)
        return x && floor > 0 ? (x.reqPerSec / floor).toFixed(2) : '–'
      }
      return `cache ${r.cache}: under the writes, feed alone ${ratio('feed')}× the floor, /me alone ${ratio('me')}× the floor`
    }),
  ].join('\n')
}

const aloneRoute = (run: DayRun, route: 'feed' | 'me') =>
  run.alone[route].routes.find((x) => x.route === route)

const pct = (a: number, b: number) => (b === 0 ? '–' : `${((100 * a) / b).toFixed(0)} %`)
