import { and, asc, eq, sql } from 'drizzle-orm'
import type { Queryable } from '../../db/client'
import { brands, groups } from '../../db/schema/index'

const schoolCount = sql<number>`(select count(*)::int from schools s where s.group_id = ${groups.id})`

const groupColumns = { id: groups.id, name: groups.name, brandId: brands.id, schoolCount }

export type GroupRow = { id: string; name: string; brandId: string | null; schoolCount: number }

export async function groupById(db: Queryable, groupId: string): Promise<GroupRow | undefined> {
  const [row] = await db
    .select(groupColumns)
    .from(groups)
    .leftJoin(brands, eq(brands.groupId, groups.id))
    .where(eq(groups.id, groupId))
  return row
}

/** One page of groups by name then id (keyset, index groups_name_idx), `limit + 1` rows. */
export async function groupsPage(
  db: Queryable,
  input: {
    scope: ReturnType<typeof sql> | undefined
    search: string | undefined
    after: { name: string; id: string } | null
    limit: number
  },
): Promise<GroupRow[]> {
  const like = input.search ? `%${input.search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%` : null
  return db
    .select(groupColumns)
    .from(groups)
    .leftJoin(brands, eq(brands.groupId, groups.id))
    .where(
      and(
        input.scope,
        like ? sql`${groups.name} ilike ${like}` : undefined,
        input.after
          ? sql`(${groups.name}, ${groups.id}) > (${input.after.name}, ${input.after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(asc(groups.name), asc(groups.id))
    .limit(input.limit + 1)
}

export async function insertGroup(db: Queryable, name: string): Promise<string> {
  const [row] = await db.insert(groups).values({ name }).returning({ id: groups.id })
  return row!.id
}

/**
 * The brand of a new group (one per group, spec 000 §3): the group's name and Nido's default
 * look, which the brand page then edits.
 */
export async function insertDefaultBrand(db: Queryable, groupId: string, name: string, supportEmail: string) {
  await db.insert(brands).values({
    groupId,
    name,
    appName: 'Nido',
    primaryColor: '#3F51B5',
    secondaryColor: '#FF9800',
    supportEmail,
  })
}

export async function renameGroup(db: Queryable, groupId: string, name: string): Promise<void> {
  await db.update(groups).set({ name }).where(eq(groups.id, groupId))
}
