import { contracts } from '@nido/domain/contracts/index'
import type { Route } from '../../platform/http'
import {
  archiveSection,
  candidatesFor,
  changeMembership,
  createSection,
  listSections,
  membersOf,
  renameSection,
  sectionInScope,
} from './sections.service'

// Spec 000 §2 /sections (docs/sections.md). Thin handlers: the section asked for once through
// the module's scope function (404 outside the actor's schools), writes in one transaction.
export function sectionsRoutes(route: Route): void {
  const c = contracts.sections

  route(c.list, async ({ actor, db, query }) => listSections(db, actor, query))

  route(c.create, async ({ actor, db, body }) => db.transaction((tx) => createSection(tx, actor, body)))

  route(c.rename, async ({ actor, db, params, body, requireFor }) =>
    db.transaction(async (tx) => {
      const section = await requireFor('sections.rename', params.sectionId, sectionInScope, tx)
      return renameSection(tx, actor, section, body.name)
    }),
  )

  route(c.archive, async ({ actor, db, params, now, requireFor }) =>
    db.transaction(async (tx) => {
      const section = await requireFor('sections.archive', params.sectionId, sectionInScope, tx)
      return archiveSection(tx, actor, section, now)
    }),
  )

  route(c.members, async ({ db, params, requireFor }) =>
    membersOf(db, await requireFor('sections.members', params.sectionId, sectionInScope)),
  )

  route(c.candidates, async ({ actor, db, params, query, requireFor }) =>
    candidatesFor(
      db,
      actor,
      await requireFor('sections.candidates', params.sectionId, sectionInScope),
      query,
    ),
  )

  // A changed membership changes the member's scope (and a child's guardians'): their sockets
  // are closed once the change is committed, and reconnect with the new scope (docs/security.md
  // "Sessions and realtime").
  const membership = (kind: 'staff' | 'children', add: boolean) => {
    const def =
      kind === 'staff' ? (add ? c.assignStaff : c.unassignStaff) : add ? c.assignChild : c.unassignChild
    route(def, async ({ actor, db, params, realtime, requireFor }) => {
      const userId = 'userId' in params ? params.userId : params.childId
      const changed = await db.transaction(async (tx) => {
        const section = await requireFor(def.action, params.sectionId, sectionInScope, tx)
        return changeMembership(tx, actor, section, { kind, userId, add })
      })
      if (changed.length > 0) realtime.endUsers(changed)
      return null
    })
  }
  membership('staff', true)
  membership('staff', false)
  membership('children', true)
  membership('children', false)
}
