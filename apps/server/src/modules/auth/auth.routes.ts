import { contracts } from '@nido/domain/contracts/index'
import type { Route } from '../../platform/http'
import { audit } from '../../platform/audit'
import {
  clearSessionCookie,
  cookieNames,
  setScopePreferenceCookies,
  setSessionCookie,
} from '../../platform/cookies'
import { revokeSession } from '../../platform/session'
import { buildMe } from '../me/me.service'
import { login } from './auth.service'

export function authRoutes(route: Route): void {
  route(contracts.auth.login, async ({ req, reply, body, deps }) => {
    const { token, actor } = await login(deps, {
      email: body.email,
      password: body.password,
      ip: req.ip,
      userAgent: req.headers['user-agent'],
      preference: {
        childId: req.cookies[cookieNames.currentChild],
        schoolId: req.cookies[cookieNames.currentSchool],
      },
    })
    setSessionCookie(reply, deps.config, token)
    setScopePreferenceCookies(reply, deps.config, actor)
    return buildMe(actor)
  })

  // Spec 000 §4: logout clears everything server-side; the cookie goes even if there was no session.
  route(contracts.auth.logout, async ({ reply, deps, db, session, now }) => {
    const current = await session()
    if (current) {
      await db.transaction(async (tx) => {
        await revokeSession(tx, current.id, now)
        await audit(tx, { userId: current.userId, impersonatorId: current.impersonatorId }, 'auth.logout', {
          sessionId: current.id,
        })
      })
    }
    clearSessionCookie(reply, deps.config)
    return null
  })
}
