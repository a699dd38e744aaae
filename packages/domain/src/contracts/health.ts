import { z } from 'zod'
import { defineRoute } from './define'

export const healthContract = {
  get: defineRoute({
    action: 'health.read',
    method: 'GET',
    path: '/api/v1/health',
    summary: 'Liveness and database status (public)',
    auth: 'public',
    response: z.object({
      status: z.enum(['ok', 'degraded']),
      database: z.object({ ok: z.boolean(), kind: z.enum(['postgres', 'pglite']), latencyMs: z.number() }),
      time: z.string(),
    }),
  }),
}
