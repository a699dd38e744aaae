import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm'
import type { ChatParty } from '@nido/domain/access/chat'
import { chatOptionsOf } from '@nido/domain/access/chat'
import type { ProfileType } from '@nido/domain/enums/people'
import type { Queryable } from '../../db/client'
import { selectRows } from '../../db/rows'
import { foldedColumn, uuidArray } from '../../db/sql'
import { chatBlocks, users } from '../../db/schema/index'
import type { Actor } from '../../platform/actor'
import { foldWords, like } from './chat.queries'

// The SQL of the people of chat (spec 001 §5, §7): names, the parties the rules of access/chat.ts
// judge, the actor's reach, shared channels and blocks.

export interface ChatPersonRow {
  id: string
  firstname: string
  lastname: string
  profileType: ProfileType
  avatarMediaId: string | null
}

const personColumns = {
  id: users.id,
  firstname: users.firstname,
  lastname: users.lastname,
  profileType: users.profileType,
  avatarMediaId: users.avatarMediaId,
}

export async function peopleByIds(
  db: Queryable,
  ids: readonly string[],
): Promise<Map<string, ChatPersonRow>> {
  const unique = [...new Set(ids)]
  if (unique.length === 0) return new Map()
  const rows = await db.select(personColumns).from(users).where(inArray(users.id, unique))
  return new Map(rows.map((r) => [r.id, r]))
}

export interface PartyRow extends ChatParty {
  firstname: string
  lastname: string
  avatarMediaId: string | null
  status: string
  email: string | null
  language: string
  settings: Record<string, unknown>
}

/**
 * People as the chat rules see them (access/chat.ts ChatParty): children (a guardian's, or
 * themself), schools (staff: their assignments expanded; families: their children's), options and
 * blocks, in one query.
 */
export async function partiesByIds(db: Queryable, ids: readonly string[]): Promise<Map<string, PartyRow>> {
  const unique = [...new Set(ids)]
  if (unique.length === 0) return new Map()
  const rows = await selectRows<{
    id: string
    profile_type: ProfileType
    firstname: string
    lastname: string
    avatar_media_id: string | null
    status: string
    email: string | null
    language: string
    settings: Record<string, unknown> | null
    child_ids: string[]
    school_ids: string[]
    blocked: string[]
  }>(
    db,
    sql`with people as (select * from users where id = any(${uuidArray(unique)})),
    kids as (
      select p.id as user_id, g.child_id from people p join guardianships g on g.guardian_id = p.id
      union all select p.id, p.id from people p where p.profile_type = 'CHILD')
    select p.id, p.profile_type, p.firstname, p.lastname, p.avatar_media_id, p.status, p.email,
      p.language, p.settings,
      array(select k.child_id::text from kids k where k.user_id = p.id) as child_ids,
      array(
        select s.id::text from staff_assignments sa join schools s on s.group_id = sa.group_id
          where sa.user_id = p.id and sa.level = 'GROUP'
        union select sa.school_id::text from staff_assignments sa
          where sa.user_id = p.id and sa.level = 'SCHOOL'
        union select sc.school_id::text from staff_assignments sa join sections sc on sc.id = sa.section_id
          where sa.user_id = p.id and sa.level = 'SECTION'
        union select sc.school_id::text from kids k join child_sections cs on cs.child_id = k.child_id
          join sections sc on sc.id = cs.section_id where k.user_id = p.id) as school_ids,
      array(select b.blocked_user_id::text from chat_blocks b where b.user_id = p.id) as blocked
    from people p`,
  )
  return new Map(
    rows.map((r) => [
      r.id,
      {
        userId: r.id,
        profileType: r.profile_type,
        childIds: r.child_ids,
        schoolIds: r.school_ids,
        options: chatOptionsOf(r.settings),
        blockedUserIds: r.blocked,
        firstname: r.firstname,
        lastname: r.lastname,
        avatarMediaId: r.avatar_media_id,
        status: r.status,
        email: r.email,
        language: r.language,
        settings: r.settings ?? {},
      },
    ]),
  )
}

/**
 * The people within the sender's reach (ARCHITECTURE §5 query scope): the children and guardians
 * of the sections they see (a guardian: of their children's schools), and, for a pro, the pros of
 * their groups (the "other pro" options decide about those of other schools). The rules of
 * access/chat.ts then decide who of them may be contacted.
 */
export function reachSql(actor: Actor, userColumn: SQL): SQL {
  const isGuardian = actor.userPermission.profileType === 'GUARDIAN'
  const sections = isGuardian
    ? sql`(select sc.id from sections sc where sc.school_id = any(${uuidArray(actor.structureTreeScope.schoolIds)}))`
    : sql`(select unnest(${uuidArray(actor.structureTreeScope.sectionIds)}))`
  const family = sql`(${userColumn} in (select cs.child_id from child_sections cs where cs.section_id in ${sections})
    or ${userColumn} in (select g.guardian_id from guardianships g join child_sections cs on cs.child_id = g.child_id
      where cs.section_id in ${sections}))`
  if (isGuardian || actor.userPermission.profileType === 'CHILD') return family
  const pros = sql`${userColumn} in (select sa.user_id from staff_assignments sa
    left join sections sc on sc.id = sa.section_id
    left join schools s on s.id = coalesce(sa.school_id, sc.school_id)
    where coalesce(sa.group_id, s.group_id) = any(${uuidArray(actor.structureTreeScope.groupIds)}))`
  return sql`(${family} or ${pros})`
}

/** Of `ids`, those within the actor's reach, active, of the given profiles. */
export async function reachableIds(
  db: Queryable,
  actor: Actor,
  ids: readonly string[],
  profiles: readonly ProfileType[],
): Promise<Set<string>> {
  if (ids.length === 0 || profiles.length === 0) return new Set()
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        sql`${users.id} = any(${uuidArray(ids)})`,
        inArray(users.profileType, [...profiles]),
        eq(users.status, 'Active'),
        reachSql(actor, sql`${users.id}`),
      ),
    )
  return new Set(rows.map((r) => r.id))
}

/** Candidates for a new chat, by name, keyset on (lastname, firstname, id). */
export async function searchReach(
  db: Queryable,
  actor: Actor,
  options: {
    profiles: readonly ProfileType[]
    q: string | undefined
    after: { lastname: string; firstname: string; id: string } | null
    limit: number
  },
): Promise<ChatPersonRow[]> {
  if (options.profiles.length === 0) return []
  const filters: SQL[] = [
    inArray(users.profileType, [...options.profiles]),
    eq(users.status, 'Active'),
    sql`${users.id} <> ${actor.userId}::uuid`,
    reachSql(actor, sql`${users.id}`),
  ]
  for (const word of foldWords(options.q))
    filters.push(sql`${foldedColumn(sql`${users.firstname} || ' ' || ${users.lastname}`)} like ${like(word)}`)
  if (options.after)
    filters.push(
      sql`(${users.lastname}, ${users.firstname}, ${users.id}) > (${options.after.lastname}, ${options.after.firstname}, ${options.after.id}::uuid)`,
    )
  return db
    .select(personColumns)
    .from(users)
    .where(and(...filters))
    .orderBy(asc(users.lastname), asc(users.firstname), asc(users.id))
    .limit(options.limit)
}

/** People who share a channel with the actor (spec 001 §7 channel users). */
export async function sharedChannelUserIds(db: Queryable, actor: Actor, ids: readonly string[]) {
  if (ids.length === 0) return new Set<string>()
  const rows = await selectRows<{ user_id: string }>(
    db,
    sql`select distinct o.user_id from chat_members m join chat_members o on o.channel_id = m.channel_id
      where m.user_id = ${actor.userId}::uuid and o.user_id = any(${uuidArray(ids)})`,
  )
  return new Set(rows.map((r) => r.user_id))
}

export async function blockedUsers(db: Queryable, userId: string): Promise<ChatPersonRow[]> {
  return db
    .select(personColumns)
    .from(chatBlocks)
    .innerJoin(users, eq(users.id, chatBlocks.blockedUserId))
    .where(eq(chatBlocks.userId, userId))
    .orderBy(asc(users.lastname), asc(users.firstname), asc(users.id))
}

/** Of `userIds`, those who blocked `ownerId` (they do not receive the owner's messages). */
export async function blockersOf(db: Queryable, ownerId: string, userIds: readonly string[]) {
  if (userIds.length === 0) return new Set<string>()
  const rows = await db
    .select({ userId: chatBlocks.userId })
    .from(chatBlocks)
    .where(and(eq(chatBlocks.blockedUserId, ownerId), inArray(chatBlocks.userId, [...userIds])))
  return new Set(rows.map((r) => r.userId))
}
