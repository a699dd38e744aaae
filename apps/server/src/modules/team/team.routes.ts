import { contracts } from '@nido/domain/contracts/index'
import type { Route } from '../../platform/http'
import {
  createMember,
  listInvitations,
  listTeam,
  memberDetails,
  memberInScope,
  updateMember,
} from './team.service'

// Spec 000 §2 /team (docs/team.md). Thin handlers: the staff member asked for once through the
// module's scope function (404 outside the actor's schools), writes in one transaction.

export function teamRoutes(route: Route): void {
  const c = contracts.team

  route(c.list, async ({ actor, db, query }) => listTeam(db, actor, query))

  route(c.invitations, async ({ actor, db, query, now }) => listInvitations(db, actor, query, now))

  route(c.get, async ({ actor, db, params, requireFor }) =>
    memberDetails(db, actor, await requireFor('team.get', params.id, memberInScope)),
  )

  // The person, their assignments and their activation mail commit together or not at all.
  route(c.create, async ({ actor, db, deps, body, now }) =>
    db.transaction(async (tx) => {
      const id = await createMember(tx, deps, actor, body, now)
      return memberDetails(tx, actor, (await memberInScope(tx, actor, id))!)
    }),
  )

  // New assignments change the person's scope: their sockets are closed once the change is
  // committed and reconnect with the new one (docs/security.md "Sessions and realtime").
  route(c.update, async ({ actor, db, params, body, now, realtime, requireFor }) => {
    const { member, changed } = await db.transaction(async (tx) => {
      const target = await requireFor('team.update', params.id, memberInScope, tx)
      const changed = await updateMember(tx, actor, target, body, now)
      // The member as the actor now sees them; out of reach if every assignment here went.
      const after = await memberInScope(tx, actor, target.id)
      return { member: await memberDetails(tx, actor, after ?? target), changed }
    })
    if (changed) realtime.endUsers([params.id])
    return member
  })
}
