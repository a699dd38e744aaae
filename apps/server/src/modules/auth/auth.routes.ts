import { contracts } from '@nido/domain/contracts/index'
import type { Route } from '../../platform/http'
import { audit } from '../../platform/audit'
import {
  clearSessionCookie,
  cookieNames,
  setScopePreferenceCookies,
  setSessionCookie,
} from '../../platform/cookies'
import { buildMe } from '../me/index'
import { endSessionsOfLogout, fixtureAccounts, signIn } from './auth.service'

export function authRoutes(route: Route): void {
  // Spec 001 §7 Login row: the branch is chosen by the payload (auth.service signIn).
  route(contracts.auth.login, async ({ req, reply, body, deps }) => {
    const result = await signIn(deps, body, {
      ip: req.ip,
      userAgent: req.headers['user-agent'],
      preference: {
        childId: req.cookies[cookieNames.currentChild],
        schoolId: req.cookies[cookieNames.currentSchool],
      },
    })
    // A two-factor challenge is not a session: no cookie until the second step.
    if (result.kind === 'challenge') return result.challenge
    setSessionCookie(reply, deps.config, result.token)
    setScopePreferenceCookies(reply, deps.config, result.actor)
    return buildMe(result.actor)
  })

  // Spec 000 §4: logout clears everything server-side; the cookie goes even if there was no session.
  // It is also how an impersonation stops: the impersonated session ends. `globalLogout` ends every
  // session of the user. The ended sessions' sockets are disconnected on every node once committed
  // (docs/security.md "Sessions and realtime").
  route(contracts.auth.logout, async ({ reply, deps, db, body, session, now, realtime }) => {
    const current = await session()
    if (current) {
      const ended = await db.transaction(async (tx) => {
        const ids = await endSessionsOfLogout(tx, current, body?.globalLogout === true, now)
        await audit(tx, { userId: current.userId, impersonatorId: current.impersonatorId }, 'auth.logout', {
          sessionId: current.id,
          ...(ids.length > 1 ? { sessionsEnded: ids.length } : {}),
        })
        return ids
      })
      realtime.endSessions(ended)
    }
    clearSessionCookie(reply, deps.config)
    return null
  })

  // Development only: the demo accounts of the fixtures branch; none when ENABLE_FIXTURES_LOGIN is
  // off (an empty list, not a 404: the sign-in page asks, docs/web-weight.md "A clean first page").
  route(contracts.auth.fixtures, async ({ deps }) => ({ accounts: fixtureAccounts(deps) ?? [] }))
}
