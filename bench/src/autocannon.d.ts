// autocannon 9 ships no types and @types/autocannon is not a dependency: the few parts the bench
// uses, as documented in its README (API, Results).
declare module 'autocannon' {
  export interface Histogram {
    average: number
    mean: number
    stddev: number
    min: number
    max: number
    total: number
    p2_5: number
    p50: number
    p75: number
    p90: number
    p97_5: number
    p99: number
    p99_9: number
  }

  export interface Result {
    title?: string
    url: string
    requests: Histogram
    latency: Histogram
    throughput: Histogram
    duration: number
    errors: number
    timeouts: number
    mismatches: number
    non2xx: number
    start: Date
    finish: Date
    connections: number
    pipelining: number
    statusCodeStats: Record<string, { count: number }>
    samples: number
    warmup?: Result
  }

  export interface Options {
    url: string
    method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
    headers?: Record<string, string>
    connections?: number
    pipelining?: number
    duration?: number
    workers?: number
    timeout?: number
    title?: string
    warmup?: { connections?: number; duration?: number }
  }

  /**
   * Off the main thread autocannon skips aggregation (lib/run.js) and resolves with the raw
   * counters and encoded histograms instead.
   */
  export interface WorkerThreadResult {
    totalCompletedRequests: number
    totalRequests: number
    totalBytes: number
    /** Per-second samples taken. */
    samples: number
    duration: number
    errors: number
    timeouts: number
    mismatches: number
    non2xx: number
    statusCodeStats: Record<string, { count: number }>
  }

  export interface Instance extends PromiseLike<Result | WorkerThreadResult> {
    stop(): void
    /** Emitted for every response; responseTime in milliseconds, with sub-millisecond precision. */
    on(
      event: 'response',
      listener: (client: unknown, statusCode: number, resBytes: number, responseTime: number) => void,
    ): this
  }

  function autocannon(options: Options): Instance
  export default autocannon
}
