import { contracts } from '@nido/domain/contracts/index'
import type { Route } from '../../platform/http'
import { cookieNames, setScopePreferenceCookies, setSessionCookie } from '../../platform/cookies'
import { buildMe } from '../me/index'
import { claimInstall } from './setup.service'

// First run of an install (docs/deploy.md "Installing for your organisation"): public, the
// one-time token decides; the rate limit is in setup.service.
export function setupRoutes(route: Route): void {
  route(contracts.setup.claim, async ({ req, reply, deps, body, now }) => {
    const { token, actor } = await claimInstall(deps, {
      claim: body,
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
}
