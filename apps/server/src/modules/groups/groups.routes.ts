import { contracts } from '@nido/domain/contracts/index'
import type { Route } from '../../platform/http'
import { createGroup, groupInScope, listGroups, renameGroupAs } from './groups.service'

// Administration, groups (docs/administration.md "Groups"): thin handlers, writes in one transaction.
export function groupsRoutes(route: Route): void {
  const c = contracts.groups

  route(c.list, async ({ actor, db, query }) => listGroups(db, actor, query))

  route(c.get, async ({ params, requireFor }) => requireFor('groups.get', params.groupId, groupInScope))

  route(c.create, async ({ actor, db, body }) => db.transaction((tx) => createGroup(tx, actor, body.name)))

  route(c.rename, async ({ actor, db, params, body, requireFor }) =>
    db.transaction(async (tx) => {
      const group = await requireFor('groups.rename', params.groupId, groupInScope, tx)
      return renameGroupAs(tx, actor, group, body.name)
    }),
  )
}
