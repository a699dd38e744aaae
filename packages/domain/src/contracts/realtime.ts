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

/**
 * The events the server pushes (ARCHITECTURE §8). Chat's message, reaction and views events carry
 * the change itself; the others are hints, on which a client re-fetches what it shows (decision
 * 0017: safe because a socket lives no longer than its session).
 * Chat (spec 001 §7): new, edit and delete message, views, reaction update, delete channel, plus a
 * channel change (created, renamed, members). Daily: a check-in changed (the board and the
 * supervision ratio), care-log entries changed (the family's timeline and Daily item).
 */
export const realtimeEvents = [
  'notification-counts',
  'chat.message.new',
  'chat.message.edit',
  'chat.message.delete',
  'chat.views',
  'chat.reaction',
  'chat.channel.delete',
  'chat.channel.change',
  'daily.check-ins',
  'daily.entries',
] as const
export type RealtimeEvent = (typeof realtimeEvents)[number]

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
