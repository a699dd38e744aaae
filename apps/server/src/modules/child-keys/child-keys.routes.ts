import { contracts } from '@nido/domain/contracts/index'
import type { Route } from '../../platform/http'
import { addChildByKey, lookupChildKey } from './child-keys.service'

// Spec 001 §1, §7 "Register code exists" / "Register add child". Thin handlers: the action first,
// the add in one transaction (guardianship and audit row together).
export function childKeysRoutes(route: Route): void {
  route(contracts.childKeys.lookup, async ({ actor, db, deps, body }) => {
    return lookupChildKey(db, deps, actor, body.code)
  })

  route(contracts.childKeys.add, async ({ actor, db, deps, body }) => {
    return db.transaction((tx) => addChildByKey(tx, deps, actor, body))
  })
}
