import { Worker } from 'node:worker_threads'

// One autocannon run per route: a warm-up (JIT, pool connections, PostgreSQL plan and buffer
// caches) that is thrown away, then the measured run. autocannon fires from a worker thread
// (load-worker.ts) so that the load generator does not share the server's event loop; what stays
// shared is the machine's CPUs, the same for every route, which is why the report leans on ratios.

export interface Scenario {
  key: 'a' | 'b' | 'c' | 'd' | 'e'
  name: string
  path: string
  /** Several paths, each connection requesting them in turn (readers with different filters). */
  paths?: readonly string[]
  headers?: Record<string, string>
}

export interface LoadSettings {
  baseUrl: string
  duration: number
  warmup: number
  connections: number
  pipelining: number
}

/** What the worker is given. */
export interface LoadJob {
  url: string
  /** Paths requested in turn by every connection, instead of the url's own path. */
  paths?: readonly string[]
  headers: Record<string, string>
  connections: number
  pipelining: number
  duration: number
  warmup: number
}

/** What the worker answers. */
export interface LoadOutcome {
  /** Mean of the per-second request counts. */
  reqPerSec: number
  requests: number
  durationSec: number
  /** Over the 2xx responses of the measured run. */
  latencyMs: { p50: number; p90: number; p95: number; p99: number; mean: number; max: number }
  errors: number
  timeouts: number
  non2xx: number
  statusCodes: Record<string, number>
}

export interface Measurement extends LoadOutcome {
  key: Scenario['key']
  name: string
  path: string
}

export async function measure(scenario: Scenario, settings: LoadSettings): Promise<Measurement> {
  for (const path of scenario.paths ?? [scenario.path])
    await expectOk({ ...scenario, path }, settings.baseUrl)
  const job: LoadJob = {
    url: settings.baseUrl + scenario.path,
    ...(scenario.paths ? { paths: scenario.paths } : {}),
    headers: scenario.headers ?? {},
    connections: settings.connections,
    pipelining: settings.pipelining,
    duration: settings.duration,
    warmup: settings.warmup,
  }
  const outcome = await new Promise<LoadOutcome>((resolve, reject) => {
    const worker = new Worker(workerBootstrap, { eval: true, workerData: job })
    worker.once('message', (message: LoadOutcome) => resolve(message))
    worker.once('error', reject)
    worker.once('exit', (code) => reject(new Error(`load worker exited with code ${code} before answering`)))
  })
  return { key: scenario.key, name: scenario.name, path: scenario.path, ...outcome }
}

// On Node 20 a worker does not inherit the `--import tsx` hooks of its parent, so a small
// bootstrap loads the TypeScript worker through tsx's API.
const workerFile = new URL('./load-worker.ts', import.meta.url).href
const workerBootstrap = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))})
  .then((tsx) => tsx.tsImport(${JSON.stringify(workerFile)}, ${JSON.stringify(workerFile)}))`

/** A route that answers 401 or 500 would be "fast" for the wrong reason: check it first. */
async function expectOk(scenario: Scenario, baseUrl: string): Promise<void> {
  const res = await fetch(baseUrl + scenario.path, { headers: scenario.headers ?? {} })
  const body = await res.text()
  if (res.status !== 200) {
    throw new Error(`${scenario.name} (GET ${scenario.path}) answered ${res.status} before the run: ${body}`)
  }
}
