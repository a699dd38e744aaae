import type { FastifyReply } from 'fastify'
import type { Config } from '../config'
import { sessionCookieName } from './session'

// Spec 000 §9 cookies. The session cookie is HttpOnly and SameSite=Lax (Secure behind HTTPS).
// The scope preferences are readable by the web (not HttpOnly): current school 30 days,
// current child one month.
export const cookieNames = {
  session: sessionCookieName,
  currentSchool: 'nido_current_school',
  currentChild: 'nido_current_child',
  advisorSession: 'nido_advisor_session',
} as const

const day = 24 * 3600

/** Secure when configured, or when the request came over HTTPS (directly or via a trusted proxy). */
const secure = (reply: FastifyReply, config: Config) =>
  config.cookieSecure || reply.request.protocol === 'https'

export function setSessionCookie(reply: FastifyReply, config: Config, token: string): void {
  void reply.setCookie(cookieNames.session, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: secure(reply, config),
    maxAge: config.sessionTtlDays * day,
  })
}

export function clearSessionCookie(reply: FastifyReply, config: Config): void {
  void reply.clearCookie(cookieNames.session, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: secure(reply, config),
  })
}

export function setScopePreferenceCookies(
  reply: FastifyReply,
  config: Config,
  current: { currentSchoolId: string | null; currentChildId: string | null },
): void {
  const base = { path: '/', sameSite: 'lax' as const, secure: secure(reply, config) }
  if (current.currentChildId)
    void reply.setCookie(cookieNames.currentChild, current.currentChildId, { ...base, maxAge: 31 * day })
  if (current.currentSchoolId)
    void reply.setCookie(cookieNames.currentSchool, current.currentSchoolId, { ...base, maxAge: 30 * day })
}

/** Where the advisor session cookie is sent: the public survey routes only. */
export const advisorSessionPath = '/api/v1/advisor/public'

/**
 * Spec 000 §9 "advisor session": a random id telling one visitor's browser apart on the public
 * survey links (docs/advisor.md "The public links"). HttpOnly and SameSite=Lax like the session;
 * sent to the public survey routes only. A year, so the same browser stays known for a campaign's
 * whole life.
 */
export function setAdvisorSessionCookie(reply: FastifyReply, config: Config, sessionId: string): void {
  void reply.setCookie(cookieNames.advisorSession, sessionId, {
    path: advisorSessionPath,
    httpOnly: true,
    sameSite: 'lax',
    secure: secure(reply, config),
    maxAge: 365 * day,
  })
}
