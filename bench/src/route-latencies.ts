// Response times kept per kind of request by the benches that drive their own readers (many users,
// each request a different one), summed up as the results files and the docs report them.

export interface RouteSummary {
  requests: number
  p50: number
  p95: number
  p99: number
}

/** Nearest-rank percentile of sorted values (as load-worker.ts computes autocannon's). */
export const percentile = (sorted: readonly number[], p: number) =>
  sorted.length === 0
    ? Number.NaN
    : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!

/** Each kind's count and p50 / p95 / p99 in whole milliseconds. */
export function summarizeRoutes(
  latencies: ReadonlyMap<string, readonly number[]>,
): Record<string, RouteSummary> {
  return Object.fromEntries(
    [...latencies.entries()].map(([kind, list]) => {
      const sorted = [...list].sort((a, b) => a - b)
      return [
        kind,
        {
          requests: list.length,
          p50: Math.round(percentile(sorted, 50)),
          p95: Math.round(percentile(sorted, 95)),
          p99: Math.round(percentile(sorted, 99)),
        },
      ]
    }),
  )
}
