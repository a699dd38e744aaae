import { contracts } from '@nido/domain/contracts/index'
import type { Route } from '../../platform/http'
import {
  archiveServiceOption,
  closingInScope,
  createClosing,
  createServiceOption,
  deleteClosing,
  getGroupSettings,
  getOccupation,
  getOpenings,
  getStructure,
  listClosings,
  listServiceOptions,
  serviceOptionInScope,
  updateClosing,
  updateGroupSettings,
  updateOpenings,
  updateServiceOption,
  updateStructure,
} from './manager-structure.service'

// Spec 000 §2 /manager/admin/structure, openings, pricing, group-settings and the occupation
// dashboard (docs/manager.md). Thin handlers: the router checks each action's rule first; an
// object named by id is looked up once through its scope function (404 outside the actor's
// schools); writes run in one transaction.
export function managerStructureRoutes(route: Route): void {
  const c = contracts.managerStructure

  route(c.occupation, async ({ actor, db }) => getOccupation(db, actor))
  route(c.get, async ({ actor, db }) => getStructure(db, actor))
  route(c.update, async ({ actor, db, now, body }) =>
    db.transaction((tx) => updateStructure(tx, actor, now, body)),
  )

  route(c.openings, async ({ actor, db }) => getOpenings(db, actor))
  route(c.updateOpenings, async ({ actor, db, body }) =>
    db.transaction((tx) => updateOpenings(tx, actor, body)),
  )
  route(c.closings, async ({ actor, db, now, query }) => listClosings(db, actor, now, query))
  route(c.createClosing, async ({ actor, db, body }) =>
    db.transaction((tx) => createClosing(tx, actor, body)),
  )
  route(c.updateClosing, async ({ actor, db, params, body, requireFor }) =>
    db.transaction(async (tx) => {
      const closing = await requireFor('managerStructure.updateClosing', params.closingId, closingInScope, tx)
      return updateClosing(tx, actor, closing, body)
    }),
  )
  route(c.deleteClosing, async ({ actor, db, params, requireFor }) =>
    db.transaction(async (tx) => {
      const closing = await requireFor('managerStructure.deleteClosing', params.closingId, closingInScope, tx)
      return deleteClosing(tx, actor, closing)
    }),
  )

  route(c.serviceOptions, async ({ actor, db, query }) => listServiceOptions(db, actor, query))
  route(c.createServiceOption, async ({ actor, db, body }) =>
    db.transaction((tx) => createServiceOption(tx, actor, body)),
  )
  route(c.updateServiceOption, async ({ actor, db, params, body, requireFor }) =>
    db.transaction(async (tx) => {
      const option = await requireFor(
        'managerStructure.updateServiceOption',
        params.serviceOptionId,
        serviceOptionInScope,
        tx,
      )
      return updateServiceOption(tx, actor, option, body)
    }),
  )
  route(c.archiveServiceOption, async ({ actor, db, now, params, requireFor }) =>
    db.transaction(async (tx) => {
      const option = await requireFor(
        'managerStructure.archiveServiceOption',
        params.serviceOptionId,
        serviceOptionInScope,
        tx,
      )
      return archiveServiceOption(tx, actor, option, now)
    }),
  )

  route(c.groupSettings, async ({ actor, db }) => getGroupSettings(db, actor))
  route(c.updateGroupSettings, async ({ actor, db, now, body }) =>
    db.transaction((tx) => updateGroupSettings(tx, actor, now, body)),
  )
}
