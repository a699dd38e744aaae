import { contracts } from '@nido/domain/contracts/index'
import type { Queryable } from '../../db/client'
import type { Actor } from '../../platform/actor'
import type { Route } from '../../platform/http'
import {
  addPickupPerson,
  authorizationTable,
  changePickupPerson,
  childAuthorizations,
  childInScope,
  decideAuthorization,
  fileDetail,
  guardianInScope,
  heldChildInScope,
  listChildren,
  removePickupPerson,
  saveFile,
  scopeMetadata,
  setContractHolder,
} from './manager-children.service'
import { schoolAbout } from './manager-children.about'
import { addResource, listGuardians, listResources } from './manager-children.resources'

// Spec 000 §2 /manager/admin/children, guardians, authorizations and /manager/guardian/
// authorizations (docs/manager-children.md). Thin handlers: the router checked the action's rule,
// the object is asked for once through the module's scope functions (404 outside the actor's
// scope), and each write is one transaction with its audit row that answers the state it left.
export function managerChildrenRoutes(route: Route): void {
  const c = contracts.managerChildren

  /** The file as the actor now sees it, read in the write's transaction. */
  const detailAfter = async (db: Queryable, actor: Actor, childId: string) =>
    fileDetail(db, actor, (await childInScope(db, actor, childId))!)

  route(c.list, async ({ actor, db, query }) => listChildren(db, actor, query))

  route(c.get, async ({ actor, db, params, requireFor }) =>
    fileDetail(db, actor, await requireFor(c.get.action, params.childId, childInScope)),
  )

  route(c.saveFile, async ({ actor, db, params, body, now, requireFor }) =>
    db.transaction(async (tx) => {
      const child = await requireFor(c.saveFile.action, params.childId, childInScope, tx)
      await saveFile(tx, actor, child, body, now)
      return detailAfter(tx, actor, child.id)
    }),
  )

  route(c.setContractHolder, async ({ actor, db, params, body, requireFor }) =>
    db.transaction(async (tx) => {
      const child = await requireFor(c.setContractHolder.action, params.childId, childInScope, tx)
      await setContractHolder(tx, actor, child, params.guardianId, body.contractHolder)
      return detailAfter(tx, actor, child.id)
    }),
  )

  route(c.addPickupPerson, async ({ actor, db, params, body, requireFor }) =>
    db.transaction(async (tx) => {
      const child = await requireFor(c.addPickupPerson.action, params.childId, childInScope, tx)
      await addPickupPerson(tx, actor, child, body)
      return detailAfter(tx, actor, child.id)
    }),
  )

  route(c.updatePickupPerson, async ({ actor, db, params, body, requireFor }) =>
    db.transaction(async (tx) => {
      const child = await requireFor(c.updatePickupPerson.action, params.childId, childInScope, tx)
      await changePickupPerson(tx, actor, child, params.personId, body)
      return detailAfter(tx, actor, child.id)
    }),
  )

  route(c.removePickupPerson, async ({ actor, db, params, requireFor }) =>
    db.transaction(async (tx) => {
      const child = await requireFor(c.removePickupPerson.action, params.childId, childInScope, tx)
      await removePickupPerson(tx, actor, child, params.personId)
      return detailAfter(tx, actor, child.id)
    }),
  )

  route(c.authorizations, async ({ actor, db, params, requireFor }) => {
    const child = await requireFor(c.authorizations.action, params.childId, childInScope)
    return childAuthorizations(db, child, !actor.observer)
  })

  route(c.decideAuthorization, async ({ actor, db, params, body, now, requireFor }) =>
    db.transaction(async (tx) => {
      const child = await requireFor(c.decideAuthorization.action, params.childId, childInScope, tx)
      await decideAuthorization(
        tx,
        actor,
        child.id,
        params.kind,
        body.granted,
        now,
        c.decideAuthorization.action,
      )
      return childAuthorizations(tx, child, true)
    }),
  )

  route(c.authorizationTable, async ({ actor, db, query }) => authorizationTable(db, actor, query))

  route(c.guardians, async ({ actor, db, now, query }) => listGuardians(db, actor, now, query))

  route(c.resources, async ({ db, params, query, requireFor }) =>
    listResources(db, await requireFor(c.resources.action, params.guardianId, guardianInScope), query),
  )

  route(c.addResource, async ({ actor, db, params, body, requireFor }) =>
    db.transaction(async (tx) =>
      addResource(
        tx,
        actor,
        await requireFor(c.addResource.action, params.guardianId, guardianInScope, tx),
        body,
      ),
    ),
  )

  route(c.scopeMetadata, async ({ actor, db, body }) => scopeMetadata(db, actor, body))

  route(c.guardianAuthorizations, async ({ db, params, requireFor }) =>
    childAuthorizations(
      db,
      await requireFor(c.guardianAuthorizations.action, params.childId, heldChildInScope),
      true,
    ),
  )

  route(c.guardianDecide, async ({ actor, db, params, body, now, requireFor }) =>
    db.transaction(async (tx) => {
      const child = await requireFor(c.guardianDecide.action, params.childId, heldChildInScope, tx)
      await decideAuthorization(tx, actor, child.id, params.kind, body.granted, now, c.guardianDecide.action)
      return childAuthorizations(tx, child, true)
    }),
  )

  route(c.guardianAbout, async ({ db, params, requireFor }) => {
    const child = await requireFor(c.guardianAbout.action, params.childId, heldChildInScope)
    return schoolAbout(db, child.id)
  })
}
