import type { GroupItem } from '@nido/domain/contracts/groups'
import { administersGroup } from '@nido/domain/access/scope/admin-scope'
import { eq } from 'drizzle-orm'
import type { Queryable } from '../../db/client'
import { groups, users } from '../../db/schema/index'
import type { Actor } from '../../platform/actor'
import { adminGroupCondition } from '../../platform/admin-scope'
import { audit } from '../../platform/audit'
import { decodeCursor, encodeCursor, keysetPage } from '../../platform/keyset'
import { groupById, groupsPage, insertDefaultBrand, insertGroup, renameGroup } from './groups.queries'

// Administration, groups (docs/administration.md "Groups"). The router has checked the profile
// (super admin; group admin for reads); here a group outside the actor's groups answers 404.

/** The group, when the actor administers it (the module's scope function). */
export async function groupInScope(db: Queryable, actor: Actor, groupId: string) {
  if (!administersGroup(actor, groupId)) return undefined
  return groupById(db, groupId)
}

export async function listGroups(
  db: Queryable,
  actor: Actor,
  query: { q?: string | undefined; cursor?: string | undefined; limit: number },
) {
  const after = decodeCursor(query.cursor, ['text', 'uuid'])
  const rows = await groupsPage(db, {
    scope: adminGroupCondition(actor, groups.id),
    search: query.q || undefined,
    after: after && { name: after[0], id: after[1] },
    limit: query.limit,
  })
  const page = keysetPage(rows, query.limit, (last) => encodeCursor([last.name, last.id]))
  return { items: page.rows satisfies GroupItem[], nextCursor: page.nextCursor }
}

export async function createGroup(tx: Queryable, actor: Actor, name: string): Promise<GroupItem> {
  const groupId = await insertGroup(tx, name)
  // The support address starts as the creating admin's, as the first-run setup does.
  const [me] = await tx.select({ email: users.email }).from(users).where(eq(users.id, actor.userId))
  await insertDefaultBrand(tx, groupId, name, me?.email ?? 'support@example.invalid')
  await audit(tx, actor, 'groups.create', { groupId })
  return (await groupById(tx, groupId))!
}

export async function renameGroupAs(tx: Queryable, actor: Actor, group: GroupItem, name: string) {
  await renameGroup(tx, group.id, name)
  await audit(tx, actor, 'groups.rename', { groupId: group.id })
  return { ...group, name }
}
