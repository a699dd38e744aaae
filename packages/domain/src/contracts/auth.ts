import { z } from 'zod'
import { languages } from '../i18n/languages'
import { zMe } from './me'
import { defineRoute } from './define'

/**
 * Spec 001 §7: one login endpoint whose branch depends on the payload (two-factor key, admin
 * token, fixtures code, external-identity state, or standard). Only the standard branch exists
 * yet; the others join this union as their own schemas.
 */
export const zStandardLogin = z
  .object({
    email: z.email().max(254),
    password: z.string().min(1).max(1024),
    language: z.enum(languages).optional(),
  })
  .strict()

export const zLoginBody = zStandardLogin

export const authContract = {
  login: defineRoute({
    action: 'auth.login',
    method: 'POST',
    path: '/api/v1/auth/login',
    summary: 'Sign in; sets the HttpOnly session cookie',
    auth: 'public',
    body: zLoginBody,
    response: zMe,
  }),
  logout: defineRoute({
    action: 'auth.logout',
    method: 'POST',
    path: '/api/v1/auth/logout',
    summary: 'Sign out: revokes the session server-side and clears the cookies',
    auth: 'public',
    body: z.object({ globalLogout: z.boolean().optional() }).strict().nullish(),
    response: z.null(),
    successStatus: 204,
  }),
}
