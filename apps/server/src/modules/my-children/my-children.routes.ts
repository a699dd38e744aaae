import { contracts } from '@nido/domain/contracts/index'
import type { Route } from '../../platform/http'
import {
  listMyChildren,
  myChildInScope,
  readMyChild,
  unlinkMyChild,
  updateMyChild,
} from './my-children.service'

// Spec 000 §2 /my-children, /my-children/edit/{id} (docs/my-children.md). Thin handlers: the child
// asked for once through the module's scope function (404 when not the actor's), writes in one
// transaction with their audit row.
export function myChildrenRoutes(route: Route): void {
  const c = contracts.myChildren

  route(c.list, async ({ actor, db }) => listMyChildren(db, actor))

  route(c.read, async ({ actor, db, params, requireFor }) =>
    readMyChild(db, actor, await requireFor('myChildren.read', params.childId, myChildInScope)),
  )

  route(c.update, async ({ actor, db, params, body, now, requireFor }) =>
    db.transaction(async (tx) => {
      const row = await requireFor('myChildren.update', params.childId, myChildInScope, tx)
      return updateMyChild(tx, actor, row, body, now)
    }),
  )

  // Leaving a family changes the guardian's scope: their sockets are closed once committed and
  // reconnect with the new scope (docs/security.md "Sessions and realtime").
  route(c.unlink, async ({ actor, db, params, realtime, requireFor }) => {
    const changed = await db.transaction(async (tx) => {
      const row = await requireFor('myChildren.unlink', params.childId, myChildInScope, tx)
      return unlinkMyChild(tx, actor, row)
    })
    realtime.endUsers(changed)
    return null
  })
}
