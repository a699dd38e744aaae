import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm'
import type { ChatParty } from '@nido/domain/access/chat'
import { chatOptionsOf } from '@nido/domain/access/chat'
import type { ProfileType } from '@nido/domain/enums/people'
import type { ReactionType } from '@nido/domain/enums/content'
import type { Queryable } from '../../db/client'
import { selectRows } from '../../db/rows'
import { foldedColumn, uuidArray } from '../../db/sql'
import {
  chatBlocks,
  chatChannels,
  chatMembers,
  chatMessages,
  chatReactions,
  chatSeenMarks,
  users,
} from '../../db/schema/index'
import type { Actor } from '../../platform/actor'

// The chat's SQL (issue 6). Every list query starts from the actor's membership rows, so a channel
// or message outside their channels is never read (404 in the service). The visibility rules of
// domain rules/chat-visibility.ts are written here once more in SQL, on the aliases `c` (channel)
// and `x` (message).

export type ChannelRow = typeof chatChannels.$inferSelect
export type MessageRow = typeof chatMessages.$inferSelect
export type MemberRow = typeof chatMembers.$inferSelect

/** A message `x` of channel `c` that `viewer` sees: answers-only-visible-by-owner and blocks. */
export function visibleMessageSql(viewer: SQL): SQL {
  return sql`(x.owner_id = ${viewer} or (
    not exists (select 1 from chat_blocks b where b.user_id = ${viewer} and b.blocked_user_id = x.owner_id)
    and (not c.answers_only_visible_by_owner or c.owner_id = ${viewer} or x.owner_id = c.owner_id)))`
}

/** A channel `c` that `viewer` sees: a one-to-one with someone they blocked is hidden. */
export function visibleChannelSql(viewer: SQL): SQL {
  return sql`not exists (select 1 from chat_blocks b where b.user_id = ${viewer} and c.one_to_one_key is not null
    and b.blocked_user_id in (c.one_to_one_creator_id, c.one_to_one_recipient_id))`
}

/** Unseen messages of others in channel `c` for the member row `m` (of `viewer`). */
export function unseenCountSql(viewer: SQL): SQL {
  return sql`(select count(*)::int from chat_messages x
    where x.channel_id = c.id and x.owner_id <> ${viewer} and x.deleted_at is null
      and (m.seen_up_to_created_at is null
        or (x.created_at, x.id) > (m.seen_up_to_created_at, m.seen_up_to_message_id))
      and ${visibleMessageSql(viewer)})`
}

const me = (actor: Actor) => sql`${actor.userId}::uuid`

export interface ChannelListRow {
  channel: ChannelRow
  member: MemberRow
  unseenCount: number
  lastMessageId: string | null
}

/** The actor's visible channels, latest activity first, with keyset and the search of spec 001 §5. */
export async function listChannels(
  db: Queryable,
  actor: Actor,
  options: {
    ids?: readonly string[]
    cursor?: { createdAt: Date; id: string } | null
    limit: number
    q?: string | undefined
  },
): Promise<ChannelListRow[]> {
  const viewer = me(actor)
  const filters: SQL[] = [sql`m.user_id = ${viewer}`, visibleChannelSql(viewer)]
  if (options.ids) filters.push(sql`c.id = any(${uuidArray(options.ids)})`)
  if (options.cursor)
    filters.push(
      sql`(c.last_activity_at, c.id) < (${options.cursor.createdAt.toISOString()}::timestamptz, ${options.cursor.id}::uuid)`,
    )
  const words = foldWords(options.q)
  if (words.length > 0) filters.push(channelSearchSql(viewer, words))
  const rows = await selectRows<{ channel_id: string; unseen: number; last_message_id: string | null }>(
    db,
    sql`select c.id as channel_id, ${unseenCountSql(viewer)} as unseen,
      (select x.id from chat_messages x where x.channel_id = c.id and ${visibleMessageSql(viewer)}
        order by x.created_at desc, x.id desc limit 1) as last_message_id
    from chat_members m join chat_channels c on c.id = m.channel_id
    where ${sql.join(filters, sql` and `)}
    order by c.last_activity_at desc, c.id desc
    limit ${options.limit}`,
  )
  if (rows.length === 0) return []
  const ids = rows.map((r) => r.channel_id)
  const channels = await db.select().from(chatChannels).where(inArray(chatChannels.id, ids))
  const members = await db
    .select()
    .from(chatMembers)
    .where(and(inArray(chatMembers.channelId, ids), eq(chatMembers.userId, actor.userId)))
  return rows.map((r) => ({
    channel: channels.find((c) => c.id === r.channel_id)!,
    member: members.find((m) => m.channelId === r.channel_id)!,
    unseenCount: Number(r.unseen),
    lastMessageId: r.last_message_id,
  }))
}

/** Lower-cased words without accents (the SQL side folds with the same table). */
export function foldWords(q: string | undefined): string[] {
  if (!q) return []
  return q.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().split(/\s+/).filter(Boolean).slice(0, 5)
}

const like = (word: string) => `%${word.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`

/** Spec 001 §5: every word in the title, or, without a title, in the other members' names. */
function channelSearchSql(viewer: SQL, words: string[]): SQL {
  const names = sql`(select string_agg(u.firstname || ' ' || u.lastname, ' ') from chat_members om
    join users u on u.id = om.user_id where om.channel_id = c.id and om.user_id <> ${viewer})`
  const text = sql`coalesce(c.title, ${names}, '')`
  return sql.join(
    words.map((w) => sql`${foldedColumn(text)} like ${like(w)}`),
    sql` and `,
  )
}

/** The actor's member row and the channel, or undefined (not a member, or hidden by a block). */
export async function findMembership(db: Queryable, actor: Actor, channelId: string) {
  const viewer = me(actor)
  const [row] = await selectRows<{ id: string }>(
    db,
    sql`select c.id from chat_members m join chat_channels c on c.id = m.channel_id
      where c.id = ${channelId}::uuid and m.user_id = ${viewer} and ${visibleChannelSql(viewer)}`,
  )
  if (!row) return undefined
  const [channel] = await db.select().from(chatChannels).where(eq(chatChannels.id, channelId))
  const [member] = await db
    .select()
    .from(chatMembers)
    .where(and(eq(chatMembers.channelId, channelId), eq(chatMembers.userId, actor.userId)))
  return channel && member ? { channel, member } : undefined
}

/** A message the actor sees in one of their visible channels, or undefined. */
export async function findVisibleMessage(db: Queryable, actor: Actor, messageId: string) {
  const viewer = me(actor)
  const [row] = await selectRows<{ id: string; channel_id: string }>(
    db,
    sql`select x.id, x.channel_id from chat_messages x
      join chat_channels c on c.id = x.channel_id
      join chat_members m on m.channel_id = c.id and m.user_id = ${viewer}
      where x.id = ${messageId}::uuid and ${visibleChannelSql(viewer)} and ${visibleMessageSql(viewer)}`,
  )
  if (!row) return undefined
  const [message] = await db.select().from(chatMessages).where(eq(chatMessages.id, messageId))
  return message
}

/**
 * A page of visible messages, newest first: before `untilMessageId` (spec 001 §7), or after
 * `sinceMessageId` oldest first. The reference message must be of the channel (else none).
 */
export async function pageMessages(
  db: Queryable,
  actor: Actor,
  channelId: string,
  options: { untilMessageId?: string | undefined; sinceMessageId?: string | undefined; limit: number },
): Promise<MessageRow[]> {
  const viewer = me(actor)
  const filters: SQL[] = [sql`x.channel_id = ${channelId}::uuid`, visibleMessageSql(viewer)]
  let order = sql`x.created_at desc, x.id desc`
  if (options.untilMessageId)
    filters.push(sql`(x.created_at, x.id) < (select r.created_at, r.id from chat_messages r
      where r.id = ${options.untilMessageId}::uuid and r.channel_id = ${channelId}::uuid)`)
  if (options.sinceMessageId) {
    filters.push(sql`(x.created_at, x.id) > (select r.created_at, r.id from chat_messages r
      where r.id = ${options.sinceMessageId}::uuid and r.channel_id = ${channelId}::uuid)`)
    order = sql`x.created_at asc, x.id asc`
  }
  const rows = await selectRows<{ id: string }>(
    db,
    sql`select x.id from chat_messages x join chat_channels c on c.id = x.channel_id
      where ${sql.join(filters, sql` and `)} order by ${order} limit ${options.limit}`,
  )
  return messagesByIds(
    db,
    rows.map((r) => r.id),
  )
}

/** Messages by id, in the order of the ids. */
export async function messagesByIds(db: Queryable, ids: readonly string[]): Promise<MessageRow[]> {
  if (ids.length === 0) return []
  const rows = await db
    .select()
    .from(chatMessages)
    .where(inArray(chatMessages.id, [...ids]))
  const byId = new Map(rows.map((r) => [r.id, r]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}

export async function membersOf(db: Queryable, channelIds: readonly string[]): Promise<MemberRow[]> {
  if (channelIds.length === 0) return []
  return db
    .select()
    .from(chatMembers)
    .where(inArray(chatMembers.channelId, [...channelIds]))
    .orderBy(asc(chatMembers.createdAt), asc(chatMembers.id))
}

export async function reactionsOf(db: Queryable, messageIds: readonly string[]) {
  if (messageIds.length === 0) return []
  return db
    .select({
      userId: chatReactions.userId,
      chatMessageId: chatReactions.messageId,
      reactionType: chatReactions.reactionType,
    })
    .from(chatReactions)
    .where(inArray(chatReactions.messageId, [...messageIds]))
    .orderBy(asc(chatReactions.createdAt), asc(chatReactions.id))
}

export async function findReaction(db: Queryable, messageId: string, userId: string) {
  const [row] = await db
    .select()
    .from(chatReactions)
    .where(and(eq(chatReactions.messageId, messageId), eq(chatReactions.userId, userId)))
    .for('update')
  return row
}

export async function setReaction(
  db: Queryable,
  messageId: string,
  userId: string,
  type: ReactionType | null,
) {
  if (type === null) {
    await db
      .delete(chatReactions)
      .where(and(eq(chatReactions.messageId, messageId), eq(chatReactions.userId, userId)))
    return
  }
  await db
    .insert(chatReactions)
    .values({ messageId, userId, reactionType: type })
    .onConflictDoUpdate({
      target: [chatReactions.messageId, chatReactions.userId],
      set: { reactionType: type, updatedAt: new Date() },
    })
}

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

/** Total unseen messages over the user's visible channels (notification counts newMessages). */
export async function totalUnseen(db: Queryable, userId: string): Promise<number> {
  const viewer = sql`${userId}::uuid`
  const [row] = await selectRows<{ n: number }>(
    db,
    sql`select coalesce(sum(${unseenCountSql(viewer)}), 0)::int as n
      from chat_members m join chat_channels c on c.id = m.channel_id
      where m.user_id = ${viewer} and ${visibleChannelSql(viewer)}`,
  )
  return Number(row?.n ?? 0)
}

/**
 * Moves the member's seen cursor up to the message (never back) and records the mark; returns the
 * messages of others it newly covers (id and owner) (for the `chat.views` event), or null when the
 * cursor was already there.
 */
export async function markSeenUpTo(
  db: Queryable,
  actor: Actor,
  message: MessageRow,
  now: Date,
): Promise<Array<{ id: string; ownerId: string }> | null> {
  const viewer = me(actor)
  const [before] = await db
    .select()
    .from(chatMembers)
    .where(and(eq(chatMembers.channelId, message.channelId), eq(chatMembers.userId, actor.userId)))
    .for('update')
  if (!before) return null
  const moved = await selectRows<{ id: string }>(
    db,
    sql`update chat_members set seen_up_to_created_at = x.created_at, seen_up_to_message_id = x.id, updated_at = ${now.toISOString()}::timestamptz
      from chat_messages x where x.id = ${message.id}::uuid and chat_members.id = ${before.id}::uuid
        and (chat_members.seen_up_to_created_at is null
          or (x.created_at, x.id) > (chat_members.seen_up_to_created_at, chat_members.seen_up_to_message_id))
      returning chat_members.id`,
  )
  if (moved.length === 0) return null
  await db.insert(chatSeenMarks).values({
    channelId: message.channelId,
    userId: actor.userId,
    upToCreatedAt: message.createdAt,
    upToMessageId: message.id,
    seenAt: now,
  })
  const covered = await selectRows<{ id: string; owner_id: string }>(
    db,
    sql`select x.id, x.owner_id from chat_messages x join chat_channels c on c.id = x.channel_id
      where x.channel_id = ${message.channelId}::uuid and x.owner_id <> ${viewer}
        and (x.created_at, x.id) <= (select r.created_at, r.id from chat_messages r where r.id = ${message.id}::uuid)
        and (${before.seenUpToCreatedAt === null ? sql`true` : sql`(x.created_at, x.id) > (${before.seenUpToCreatedAt.toISOString()}::timestamptz, ${before.seenUpToMessageId}::uuid)`})
        and ${visibleMessageSql(viewer)}
      order by x.created_at, x.id limit 500`,
  )
  return covered.map((r) => ({ id: r.id, ownerId: r.owner_id }))
}

/** Who saw a message, with the time of the first mark that covered it. */
export async function seenByOf(db: Queryable, message: MessageRow) {
  return selectRows<{ user_id: string; seen_at: Date }>(
    db,
    sql`select distinct on (k.user_id) k.user_id, k.seen_at from chat_seen_marks k
      join chat_members m on m.channel_id = k.channel_id and m.user_id = k.user_id
      where k.channel_id = ${message.channelId}::uuid and k.user_id <> ${message.ownerId}::uuid
        and (k.up_to_created_at, k.up_to_message_id) >= (select r.created_at, r.id from chat_messages r where r.id = ${message.id}::uuid)
      order by k.user_id, k.seen_at asc`,
  )
}

/** The one-to-one channel of a pair, if it exists. */
export async function findOneToOne(db: Queryable, key: string) {
  const [row] = await db.select().from(chatChannels).where(eq(chatChannels.oneToOneKey, key))
  return row
}

export async function addMembers(db: Queryable, channelId: string, userIds: readonly string[], now: Date) {
  if (userIds.length === 0) return
  await db
    .insert(chatMembers)
    .values(userIds.map((userId) => ({ channelId, userId, createdAt: now })))
    .onConflictDoNothing()
}

export async function removeMembers(db: Queryable, channelId: string, userIds: readonly string[]) {
  if (userIds.length === 0) return
  await db
    .delete(chatMembers)
    .where(and(eq(chatMembers.channelId, channelId), inArray(chatMembers.userId, [...userIds])))
}

/** The message the owner already sent with this client id, if any. */
export async function findByClientId(db: Queryable, ownerId: string, clientId: string) {
  const [row] = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.ownerId, ownerId), eq(chatMessages.clientId, clientId)))
  return row
}

export async function insertMessage(
  db: Queryable,
  values: {
    channelId: string
    ownerId: string
    clientId: string
    text: string | null
    mediaId: string | null
    now: Date
  },
): Promise<MessageRow | undefined> {
  const [row] = await db
    .insert(chatMessages)
    .values({
      channelId: values.channelId,
      ownerId: values.ownerId,
      clientId: values.clientId,
      text: values.text,
      mediaId: values.mediaId,
      createdAt: values.now,
      updatedAt: values.now,
    })
    .onConflictDoNothing({ target: [chatMessages.ownerId, chatMessages.clientId] })
    .returning()
  return row
}
