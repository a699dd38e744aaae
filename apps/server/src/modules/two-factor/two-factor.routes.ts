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

// Issue 4 item 2: enrolment and management from /account; the sign-in side is in modules/auth.
export function twoFactorRoutes(route: Route): void {
  route(contracts.twoFactor.status, async ({ authorize, db }) => {
    const actor = await authorize()
    return readStatus(db, actor.userId)
  })

  route(contracts.twoFactor.startTotp, async ({ authorize, deps }) => {
    const actor = await authorize()
    return startTotp(deps, actor)
  })

  route(contracts.twoFactor.confirmTotp, async ({ authorize, deps, body }) => {
    const actor = await authorize()
    return confirmTotp(deps, actor, body.code)
  })

  route(contracts.twoFactor.startEmail, async ({ authorize, deps }) => {
    const actor = await authorize()
    await startEmail(deps, actor)
    return null
  })

  route(contracts.twoFactor.confirmEmail, async ({ authorize, deps, body }) => {
    const actor = await authorize()
    return confirmEmail(deps, actor, body.code)
  })

  route(contracts.twoFactor.disable, async ({ authorize, deps, body }) => {
    const actor = await authorize()
    return disable(deps, actor, body)
  })

  route(contracts.twoFactor.regenerateRecoveryCodes, async ({ authorize, deps, body }) => {
    const actor = await authorize()
    return { recoveryCodes: await regenerateRecoveryCodes(deps, actor, body.password) }
  })
}
