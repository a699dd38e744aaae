import { contracts } from '@nido/domain/contracts/index'
import type { Route } from '../../platform/http'
import { readAccount, updateAccount, updateSettings } from './account.service'

export function accountRoutes(route: Route): void {
  route(contracts.account.get, async ({ authorize, db }) => {
    const actor = await authorize()
    return readAccount(db, actor)
  })

  route(contracts.account.update, async ({ authorize, db, now, body }) => {
    const actor = await authorize()
    return db.transaction((tx) => updateAccount(tx, actor, now, body))
  })

  route(contracts.account.updateSettings, async ({ authorize, db, now, body }) => {
    const actor = await authorize()
    return db.transaction((tx) => updateSettings(tx, actor, now, body))
  })
}
