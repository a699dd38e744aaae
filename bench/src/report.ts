import { mkdir, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Measurement } from './load'
import type { BenchOptions, DbKind } from './options'
import type { LighthouseReport } from './lighthouse'
import type { WeightReport } from './weight'

// The printed table and the JSON written to bench/results (git-ignored except .gitkeep).
// Ratios compare throughputs: c/b is how much of the one-query floor GET /api/v1/me keeps.

export const targetMeOverFloor = 0.5

export interface BenchReport {
  date: string
  db: { kind: DbKind; location: string; serverVersion: string }
  node: string
  machine: {
    platform: string
    arch: string
    cpus: number
    cpuModel: string
    memoryGb: number
    /** 1-minute load average before and after the runs: other work on the machine skews the figures. */
    loadAverage: { before: number; after: number }
  }
  options: Omit<BenchOptions, 'databaseUrl' | 'kind'>
  scale: Record<string, unknown>
  seedSeconds: number
  /** News items written by seed/scale-news.ts. */
  scaleNewsItems?: number
  results: Measurement[]
  ratios: { meOverFloor: number; healthOverFloor: number; floorOverBare: number; feedOverBare: number }
  /** The target applies to PostgreSQL only; on PGlite it is reported, not judged. */
  target: { meOverFloor: number; met: boolean | null }
  /**
   * The feed's target (docs/news-feed.md): p95 under 30 ms and at least a quarter of the bare route's
   * throughput (PostgreSQL only; null on PGlite or when the feed was not measured).
   */
  feedTarget?: { p95Ms: number; overBare: number; met: boolean | null }
  /** EXPLAIN (ANALYZE, BUFFERS) of the feed statement of the signed-in guardian (docs/news-feed.md). */
  feedPlan?: string[]
  /**
   * The read cache (decision 0007): on unless READ_CACHE=off, and its hits and misses per store
   * over the whole run (warm-ups included).
   */
  readCache?: { on: boolean; stats?: Record<string, { hits: number; misses: number }> }
  /** False when a measured run saw errors or non-2xx answers; its figures are not to be trusted. */
  valid: boolean
  /** The bundle-weight step (absent with --skip-weight). */
  weight?: WeightReport
}

/** What `--only-weight` writes: the weight step alone, with enough context to compare runs. */
export interface WeightOnlyReport {
  date: string
  node: string
  weight: WeightReport
}

export function loadAverage(): number {
  return round(os.loadavg()[0] ?? 0, 2)
}

export function machineInfo(loadBefore: number): BenchReport['machine'] {
  const cpus = os.cpus()
  return {
    platform: `${os.platform()} ${os.release()}`,
    arch: os.arch(),
    cpus: cpus.length,
    cpuModel: cpus[0]?.model.trim() ?? 'unknown',
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    loadAverage: { before: loadBefore, after: loadAverage() },
  }
}

export function ratiosOf(results: Measurement[]): BenchReport['ratios'] {
  const rps = (key: Measurement['key']) => results.find((r) => r.key === key)?.reqPerSec ?? Number.NaN
  const ratio = (a: number, b: number) => round(a / b, 3)
  return {
    meOverFloor: ratio(rps('c'), rps('b')),
    healthOverFloor: ratio(rps('d'), rps('b')),
    floorOverBare: ratio(rps('b'), rps('a')),
    feedOverBare: ratio(rps('e'), rps('a')),
  }
}

export function formatReport(report: BenchReport): string {
  const header = ['', 'route', 'path', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'requests', 'failed']
  const rows = report.results.map((r) => [
    `(${r.key})`,
    r.name,
    `GET ${r.path}`,
    r.reqPerSec.toFixed(0),
    fmtMs(r.latencyMs.p50),
    fmtMs(r.latencyMs.p95),
    fmtMs(r.latencyMs.p99),
    String(r.requests),
    String(r.errors + r.non2xx),
  ])
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)))
  const line = (cells: string[]) =>
    cells.map((c, i) => (i <= 2 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ')
  const { ratios, target } = report
  const verdict =
    target.met === null
      ? `(target ≥ ${target.meOverFloor} applies to PostgreSQL)`
      : target.met
        ? `target ≥ ${target.meOverFloor}: met`
        : `target ≥ ${target.meOverFloor}: NOT met`
  return [
    `Nido bench — ${report.db.kind} (${report.db.serverVersion}), node ${report.node}, ` +
      `${report.machine.cpus} CPU ${report.machine.cpuModel}`,
    `scale: ${Object.entries(report.scale)
      .filter(([, v]) => typeof v === 'number')
      .map(([k, v]) => `${String(v)} ${k}`)
      .join(
        ', ',
      )} (seeded in ${report.seedSeconds} s); signed in as ${String(report.scale.guardianWithThreeChildren)}`,
    `load: ${report.options.connections} connections, pipelining ${report.options.pipelining}, ` +
      `${report.options.warmup} s warm-up + ${report.options.duration} s measured per route; ` +
      `machine load average ${report.machine.loadAverage.before} before, ${report.machine.loadAverage.after} after`,
    '',
    line(header),
    line(widths.map((w) => '-'.repeat(w))),
    ...rows.map(line),
    '',
    `c/b (me / floor)     ${ratios.meOverFloor.toFixed(3)}   ${verdict}`,
    `d/b (health / floor) ${ratios.healthOverFloor.toFixed(3)}`,
    `b/a (floor / bare)   ${ratios.floorOverBare.toFixed(3)}`,
    ...(report.feedTarget
      ? [
          `e/a (feed / bare)    ${ratios.feedOverBare.toFixed(3)}   ` +
            (report.feedTarget.met === null
              ? '(feed target p95 < 30 ms and ≥ 0.25 of bare applies to PostgreSQL)'
              : `feed target p95 < 30 ms and ≥ 0.25 of bare: ${report.feedTarget.met ? 'met' : 'NOT met'}`),
        ]
      : []),
    ...(report.readCache
      ? [
          '',
          `read cache (decision 0007): ${report.readCache.on ? 'on' : 'off (READ_CACHE=off)'}` +
            Object.entries(report.readCache.stats ?? {})
              .map(([store, { hits, misses }]) => `; ${store} ${hits} hits, ${misses} misses`)
              .join(''),
        ]
      : []),
    ...(report.valid
      ? []
      : ['', 'WARNING: some requests failed (errors or non-2xx): the figures are not valid.']),
  ].join('\n')
}

const resultsDir = fileURLToPath(new URL('../results', import.meta.url))

/**
 * Writes <timestamp>-<name>.json and latest-<name>.json, where name is the database kind for a full
 * run and `weight` for --only-weight; returns the paths.
 */
export async function writeReport(
  report: BenchReport | WeightOnlyReport | LighthouseReport,
): Promise<string[]> {
  await mkdir(resultsDir, { recursive: true })
  const stamp = report.date.replace(/[:.]/g, '-')
  const name = 'db' in report ? report.db.kind : 'lighthouse' in report ? 'lighthouse' : 'weight'
  const json = JSON.stringify(report, null, 2) + '\n'
  const files = [`${stamp}-${name}.json`, `latest-${name}.json`].map((f) => path.join(resultsDir, f))
  for (const file of files) await writeFile(file, json)
  return files
}

/**
 * Writes one module benchmark's figures as results/<name>-<timestamp>.json, or results/<name>.json
 * when `stamped` is false (the latest run replaces the previous one); returns the path.
 */
export async function writeBenchResult(
  name: string,
  data: object,
  { stamped = true }: { stamped?: boolean } = {},
): Promise<string> {
  await mkdir(resultsDir, { recursive: true })
  const stamp = stamped ? `-${new Date().toISOString().replace(/[:.]/g, '-')}` : ''
  const file = path.join(resultsDir, `${name}${stamp}.json`)
  await writeFile(file, JSON.stringify(data, null, 2) + (stamped ? '' : '\n'))
  return file
}

function fmtMs(ms: number): string {
  return ms < 10 ? ms.toFixed(2) : ms.toFixed(1)
}

export function round(n: number, digits: number): number {
  const f = 10 ** digits
  return Math.round(n * f) / f
}
