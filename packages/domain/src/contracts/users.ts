import { z } from 'zod'
import { defineRoute } from './define'

// Managing someone else's account (spec 000 §3 user status, §6 team manager). Deactivating sets
// the status to Inactive: the person can no longer sign in, and every session and realtime
// connection they have ends at once (docs/security.md "Sessions and realtime").

export const usersContract = {
  deactivate: defineRoute({
    action: 'users.deactivate',
    method: 'POST',
    path: '/api/v1/users/:id/deactivate',
    summary:
      'Set a user of the actor’s scope Inactive and end their sessions and sockets; repeating it changes nothing',
    auth: 'session',
    params: z.object({ id: z.uuid() }),
    response: z.null(),
    successStatus: 204,
  }),
  resendActivation: defineRoute({
    action: 'users.resendActivation',
    method: 'POST',
    path: '/api/v1/users/:id/activation',
    summary:
      'Send a new activation link to a person of the actor’s reach who has not chosen a password yet; the previous link stops working',
    auth: 'session',
    params: z.object({ id: z.uuid() }),
    response: z.null(),
    successStatus: 204,
  }),
}
