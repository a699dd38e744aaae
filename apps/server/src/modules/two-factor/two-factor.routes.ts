import { contracts } from '@nido/domain/contracts/index'
import type { Route } from '../../platform/http'
import {
  confirmEmail,
  confirmTotp,
  disable,
  readStatus,
  regenerateRecoveryCodes,
  startEmail,
  startTotp,
} from './two-factor.service'

// Two-factor enrolment and management from /account; the sign-in side is in modules/auth.
export function twoFactorRoutes(route: Route): void {
  route(contracts.twoFactor.status, async ({ actor, db }) => {
    return readStatus(db, actor.userId)
  })

  route(contracts.twoFactor.startTotp, async ({ actor, deps }) => {
    return startTotp(deps, actor)
  })

  route(contracts.twoFactor.confirmTotp, async ({ actor, deps, body }) => {
    return confirmTotp(deps, actor, body.code)
  })

  route(contracts.twoFactor.startEmail, async ({ actor, deps }) => {
    await startEmail(deps, actor)
    return null
  })

  route(contracts.twoFactor.confirmEmail, async ({ actor, deps, body }) => {
    return confirmEmail(deps, actor, body.code)
  })

  route(contracts.twoFactor.disable, async ({ actor, deps, body }) => {
    return disable(deps, actor, body)
  })

  route(contracts.twoFactor.regenerateRecoveryCodes, async ({ actor, deps, body }) => {
    return { recoveryCodes: await regenerateRecoveryCodes(deps, actor, body.password) }
  })
}
