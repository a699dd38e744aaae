import { z } from 'zod'
import { zDateTime } from '../ids'
import { defineRoute } from './define'

// Spec 000 §4 and §7: the realtime connection is opened on layout mount with a token from the
// broadcast-auth call (ARCHITECTURE §8). The token is short-lived; the web asks for a new one on
// every (re)connection.
export const zBroadcastToken = z.object({
  token: z.string(),
  expiresAt: zDateTime,
})
export type BroadcastToken = z.infer<typeof zBroadcastToken>

export const realtimeContract = {
  auth: defineRoute({
    action: 'realtime.auth',
    method: 'POST',
    path: '/api/v1/realtime/tokens',
    summary: 'Broadcast auth: a short-lived token for the Socket.IO connection (spec 000 §7)',
    auth: 'session',
    response: zBroadcastToken,
    successStatus: 201,
  }),
}
