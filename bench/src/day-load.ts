import { Worker } from 'node:worker_threads'

// The load of the school-day scenario (day.ts), fired from a worker thread (day-worker.ts) like the
// other load runs (load.ts): readers in closed loops, writers at fixed rates, per-route figures.

/** Writes per second of each kind (day.ts `--care-logs`, `--reactions`, …). */
export interface WriterRates {
  careLog: number
  reactions: number
  chat: number
  checkIns: number
  posts: number
}

export interface DayJob {
  baseUrl: string
  duration: number
  warmup: number
  /** Concurrent reader connections. */
  connections: number
  rates: WriterRates
  /**
   * What each reader opens: a visit (feed, /me, counts, an item: the day's mix), or one route
   * only, to measure that route's throughput under the same writes (the targets' ratios).
   */
  readerRoutes: 'visit' | 'feed' | 'me'
  /** Signed-in readers (guardians and some staff). */
  readers: { cookie: string }[]
  /** Teachers and the children of their section. */
  careLog: { cookie: string; childIds: string[] }[]
  /** A member of a channel with its cookie. */
  chat: { cookie: string; channelId: string }[]
  /** Children not yet arrived today, with a teacher of their section; each arrives then leaves. */
  checkIns: { cookie: string; childId: string }[]
  /** Teachers posting to their section, with photos already uploaded (one per post while they last). */
  posts: { cookie: string; sectionId: string; mediaIds: string[] }[]
}

export interface RouteOutcome {
  route: string
  requests: number
  reqPerSec: number
  /** Over the 2xx responses. */
  latencyMs: { p50: number; p95: number; p99: number; max: number }
  non2xx: number
  errors: number
  statusCodes: Record<string, number>
}

export interface DayOutcome {
  seconds: number
  routes: RouteOutcome[]
  /** Feed reads in the measured window, and those of a reader whose feed was not read in the last 60 s. */
  feedReads: number
  freshFeedReads: number
  checkInsLeft: number
  firstFailures: string[]
}

export async function runDayLoad(job: DayJob): Promise<DayOutcome> {
  return new Promise<DayOutcome>((resolve, reject) => {
    const worker = new Worker(workerBootstrap, { eval: true, workerData: job })
    worker.once('message', (message: DayOutcome) => resolve(message))
    worker.once('error', reject)
    worker.once('exit', (code) => reject(new Error(`day worker exited with code ${code} before answering`)))
  })
}

// As in load.ts: a worker does not inherit the `--import tsx` hooks of its parent on Node 20.
const workerFile = new URL('./day-worker.ts', import.meta.url).href
const workerBootstrap = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))})
  .then((tsx) => tsx.tsImport(${JSON.stringify(workerFile)}, ${JSON.stringify(workerFile)}))`
