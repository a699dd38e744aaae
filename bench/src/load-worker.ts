import { parentPort, workerData } from 'node:worker_threads'
import autocannon from 'autocannon'
import type { LoadJob, LoadOutcome } from './load'

// Runs in a worker thread (see load.ts): warm-up, then the measured run. autocannon's own latency
// histogram keeps whole milliseconds, too coarse for routes that answer in a fraction of one, so
// the measured run keeps every 2xx response time and the percentiles are computed from them.
// Off the main thread autocannon answers raw counters, not its aggregated summary: req/s is
// computed as autocannon does it, the mean of the per-second samples.

const job = workerData as LoadJob
const base = {
  url: job.url,
  method: 'GET' as const,
  headers: job.headers,
  connections: job.connections,
  pipelining: job.pipelining,
  ...(job.paths ? { requests: job.paths.map((path) => ({ method: 'GET' as const, path })) } : {}),
}

if (job.warmup > 0) await autocannon({ ...base, duration: job.warmup })

const times: number[] = []
const instance = autocannon({ ...base, duration: job.duration })
instance.on('response', (_client, statusCode, _bytes, responseTime) => {
  if (statusCode >= 200 && statusCode < 300) times.push(responseTime)
})
const result = await instance
if (!('totalCompletedRequests' in result))
  throw new Error('autocannon aggregated in a worker thread (unexpected)')

const sorted = Float64Array.from(times).sort()
/** Nearest-rank percentile. */
const percentile = (p: number) =>
  sorted.length === 0
    ? Number.NaN
    : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
const outcome: LoadOutcome = {
  reqPerSec: result.totalCompletedRequests / Math.max(1, result.samples),
  requests: result.totalCompletedRequests,
  durationSec: result.duration,
  latencyMs: {
    p50: percentile(50),
    p90: percentile(90),
    p95: percentile(95),
    p99: percentile(99),
    mean: times.reduce((sum, t) => sum + t, 0) / Math.max(1, times.length),
    max: percentile(100),
  },
  errors: result.errors,
  timeouts: result.timeouts,
  non2xx: result.non2xx,
  statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, s]) => [code, s.count])),
}
parentPort?.postMessage(outcome)
