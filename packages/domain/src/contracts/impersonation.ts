import { z } from 'zod'
import { zUserId } from '../ids'
import { zTextQuery } from './text'
import { profileTypes } from '../enums/people'
import { defineRoute } from './define'

// A super admin signs in as another user with a short-lived single-use admin
// token (the login endpoint's admin branch, contracts/auth.ts). The session is marked with the
// impersonator, and every request made in it is audited with the real actor.

export const zImpersonationCandidate = z.object({
  id: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  profileType: z.enum(profileTypes),
})

export const impersonationContract = {
  searchUsers: defineRoute({
    action: 'impersonation.searchUsers',
    method: 'GET',
    path: '/api/v1/impersonation/users',
    summary:
      'Super admins: accounts whose e-mail starts with the text (at most 10), that may be impersonated',
    auth: 'session',
    query: z.object({ email: zTextQuery(254).pipe(z.string().min(3)) }),
    response: z.object({ items: z.array(zImpersonationCandidate) }),
  }),
  createToken: defineRoute({
    action: 'impersonation.createToken',
    method: 'POST',
    path: '/api/v1/impersonation/tokens',
    summary: 'Super admins: a single-use admin token to sign in as another user (valid two minutes)',
    auth: 'session',
    body: z.object({ userId: zUserId }).strict(),
    response: z.object({ adminToken: z.string(), expiresAt: z.iso.datetime({ offset: true }) }),
    successStatus: 201,
  }),
}
