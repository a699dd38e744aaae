import { contracts } from '@nido/domain/contracts/index'
import type { Route } from '../../platform/http'
import { readAccount, updateAccount, updateSettings } from './account.service'

export function accountRoutes(route: Route): void {
  route(contracts.account.get, async ({ actor, db }) => {
    return readAccount(db, actor)
  })

  route(contracts.account.update, async ({ actor, db, now, body }) => {
    return db.transaction((tx) => updateAccount(tx, actor, now, body))
  })

  route(contracts.account.updateSettings, async ({ actor, db, now, body }) => {
    return db.transaction((tx) => updateSettings(tx, actor, now, body))
  })
}
