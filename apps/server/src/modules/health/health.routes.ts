import { sql } from 'drizzle-orm'
import { contracts } from '@nido/domain/contracts/index'
import type { Route } from '../../platform/http'

export function healthRoutes(route: Route): void {
  route(contracts.health.get, async ({ db, deps, now }) => {
    const started = performance.now()
    let ok = true
    try {
      await db.execute(sql`select 1`)
    } catch {
      ok = false
    }
    return {
      status: ok ? ('ok' as const) : ('degraded' as const),
      database: {
        ok,
        kind: deps.database.kind,
        latencyMs: Math.round((performance.now() - started) * 100) / 100,
      },
      time: now.toISOString(),
    }
  })
}
