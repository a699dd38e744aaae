import { contracts } from '@nido/domain/contracts/index'
import type { Route } from '../../platform/http'
import { cookieNames, setScopePreferenceCookies, setSessionCookie } from '../../platform/cookies'
import { buildMe } from '../me/index'
import { activateAccount } from './recovery.activation'
import {
  askReset,
  askSignInLink,
  resendValidation,
  resetPassword,
  signInWithLink,
  validateEmail,
} from './recovery.service'

// Password reset, e-mail validation and sign-in links. The public routes are
// reached without a session; their rate limits are in recovery.service.
export function recoveryRoutes(route: Route): void {
  route(contracts.recovery.askReset, async ({ req, deps, body }) => {
    await askReset(deps, { email: body.email, ip: req.ip })
    return { ok: true as const }
  })

  route(contracts.recovery.reset, async ({ deps, body, now, session, realtime }) => {
    const current = await session()
    const { endedSessionIds } = await resetPassword(deps, {
      token: body.token,
      password: body.password,
      now,
      ...(current ? { currentSession: { id: current.id, userId: current.userId } } : {}),
    })
    realtime.endSessions(endedSessionIds)
    return { ok: true as const }
  })

  route(contracts.recovery.validateEmail, async ({ deps, body, now }) => {
    await validateEmail(deps, { token: body.token, now })
    return { ok: true as const }
  })

  route(contracts.recovery.resendValidation, async ({ actor, deps, now }) => {
    await resendValidation(deps, actor, now)
    return { ok: true as const }
  })

  route(contracts.recovery.askSignInLink, async ({ req, deps, body }) => {
    await askSignInLink(deps, { email: body.email, ip: req.ip })
    return { ok: true as const }
  })

  route(contracts.recovery.forceLogin, async ({ req, reply, deps, body, now }) => {
    const { token, actor } = await signInWithLink(deps, {
      token: body.token,
      now,
      client: {
        ip: req.ip,
        userAgent: req.headers['user-agent'],
        preference: {
          childId: req.cookies[cookieNames.currentChild],
          schoolId: req.cookies[cookieNames.currentSchool],
        },
      },
    })
    setSessionCookie(reply, deps.config, token)
    setScopePreferenceCookies(reply, deps.config, actor)
    return buildMe(actor)
  })
  route(contracts.recovery.activate, async ({ req, reply, deps, body, now }) => {
    const { token, actor } = await activateAccount(deps, {
      token: body.token,
      password: body.password,
      now,
      client: { ip: req.ip, userAgent: req.headers['user-agent'], preference: {} },
    })
    setSessionCookie(reply, deps.config, token)
    setScopePreferenceCookies(reply, deps.config, actor)
    return buildMe(actor)
  })
}
