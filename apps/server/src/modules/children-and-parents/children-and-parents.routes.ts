import { contracts } from '@nido/domain/contracts/index'
import type { Route } from '../../platform/http'
import { notifyNewGuardians } from '../notifications/index'
import type { Actor } from '../../platform/actor'
import type { Queryable } from '../../db/client'
import {
  addGuardian,
  archiveChild,
  childDetail,
  childInScope,
  createChild,
  editChild,
  editGuardian,
  listChildren,
  renewKey,
  restoreChild,
  sectionChoices,
  unlinkGuardian,
} from './children-and-parents.service'
import { sendGuardianActivations } from './children-and-parents.activation'

// Spec 000 §2 /children-and-parents (docs/children-and-parents.md). Thin handlers: the child
// asked for once through the module's scope function (404 outside the actor's sections), each
// write one transaction with its audit rows. A write that moves someone's scope (a child's
// sections, a guardian linked or unlinked, an archive) ends their realtime connections once
// committed; they reconnect with the new scope (docs/security.md "Sessions and realtime").
export function childrenAndParentsRoutes(route: Route): void {
  const c = contracts.childrenAndParents

  /** The child as the actor now sees them, read in the write's transaction. */
  const detailAfter = async (db: Queryable, actor: Actor, childId: string) => {
    const child = await childInScope(db, actor, childId)
    return childDetail(db, actor, child!)
  }

  route(c.list, async ({ actor, db, query }) => listChildren(db, actor, query))

  route(c.sectionChoices, async ({ actor, db }) => sectionChoices(db, actor))

  route(c.get, async ({ actor, db, params, requireFor }) =>
    childDetail(db, actor, await requireFor(c.get.action, params.childId, childInScope)),
  )

  route(c.create, async ({ actor, db, deps, realtime, body, now }) => {
    const { detail, changed } = await db.transaction(async (tx) => {
      const made = await createChild(tx, actor, body)
      await sendGuardianActivations(tx, deps, made.newGuardians, now)
      return { changed: made, detail: await detailAfter(tx, actor, made.childId) }
    })
    realtime.endUsers(changed.scopeChanged)
    return detail
  })

  route(c.update, async ({ actor, db, realtime, params, body, requireFor }) => {
    const { detail, changed } = await db.transaction(async (tx) => {
      const child = await requireFor(c.update.action, params.childId, childInScope, tx)
      const changed = await editChild(tx, actor, child, body)
      return { changed, detail: await detailAfter(tx, actor, child.id) }
    })
    realtime.endUsers(changed.scopeChanged)
    return detail
  })

  route(c.addGuardian, async ({ actor, db, deps, realtime, params, body, now, requireFor }) => {
    const { detail, changed } = await db.transaction(async (tx) => {
      const child = await requireFor(c.addGuardian.action, params.childId, childInScope, tx)
      const changed = await addGuardian(tx, actor, child, body)
      await sendGuardianActivations(tx, deps, changed.newGuardians, now)
      // Spec 001 §3: the child's other referent guardians are told (docs/notifications.md).
      await notifyNewGuardians(
        tx,
        deps,
        changed.scopeChanged.map((guardianId) => ({ guardianId, childId: child.id })),
      )
      return { changed, detail: await detailAfter(tx, actor, child.id) }
    })
    realtime.endUsers(changed.scopeChanged)
    return detail
  })

  route(c.updateGuardian, async ({ actor, db, params, body, requireFor }) =>
    db.transaction(async (tx) => {
      const child = await requireFor(c.updateGuardian.action, params.childId, childInScope, tx)
      await editGuardian(tx, actor, child, params.guardianId, body)
      return detailAfter(tx, actor, child.id)
    }),
  )

  route(c.unlinkGuardian, async ({ actor, db, realtime, params, requireFor }) => {
    const changed = await db.transaction(async (tx) => {
      const child = await requireFor(c.unlinkGuardian.action, params.childId, childInScope, tx)
      return unlinkGuardian(tx, actor, child, params.guardianId)
    })
    realtime.endUsers(changed.scopeChanged)
    return null
  })

  route(c.renewKey, async ({ actor, db, params, requireFor }) =>
    db.transaction(async (tx) =>
      renewKey(tx, actor, await requireFor(c.renewKey.action, params.childId, childInScope, tx)),
    ),
  )

  route(c.archive, async ({ actor, db, realtime, params, now, requireFor }) => {
    const { detail, changed } = await db.transaction(async (tx) => {
      const child = await requireFor(c.archive.action, params.childId, childInScope, tx)
      const changed = await archiveChild(tx, actor, child, now)
      return { changed, detail: await detailAfter(tx, actor, child.id) }
    })
    realtime.endUsers(changed.scopeChanged)
    return detail
  })

  route(c.restore, async ({ actor, db, realtime, params, requireFor }) => {
    const { detail, changed } = await db.transaction(async (tx) => {
      const child = await requireFor(c.restore.action, params.childId, childInScope, tx)
      const changed = await restoreChild(tx, actor, child)
      return { changed, detail: await detailAfter(tx, actor, child.id) }
    })
    realtime.endUsers(changed.scopeChanged)
    return detail
  })
}
