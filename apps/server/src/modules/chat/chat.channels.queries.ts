import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm'
import type { Queryable } from '../../db/client'
import { selectRows } from '../../db/rows'
import { foldedColumn, uuidArray } from '../../db/sql'
import { chatChannels, chatMembers } from '../../db/schema/index'
import type { Actor } from '../../platform/actor'
import type { TimeKey } from '../../platform/keyset'
import {
  foldWords,
  like,
  me,
  unseenCountSql,
  visibleChannelSql,
  visibleMessageSql,
  type ChannelRow,
  type MemberRow,
} from './chat.queries'

// The SQL of chat channels and their members (spec 001 §3, §5, §7).

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
    cursor?: TimeKey | null
    limit: number
    q?: string | undefined
  },
): Promise<ChannelListRow[]> {
  const viewer = me(actor)
  const filters: SQL[] = [sql`m.user_id = ${viewer}`, visibleChannelSql(viewer)]
  if (options.ids) filters.push(sql`c.id = any(${uuidArray(options.ids)})`)
  if (options.cursor)
    filters.push(
      sql`(c.last_activity_at, c.id) < (${options.cursor.at}::timestamptz, ${options.cursor.id}::uuid)`,
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

export async function membersOf(db: Queryable, channelIds: readonly string[]): Promise<MemberRow[]> {
  if (channelIds.length === 0) return []
  return db
    .select()
    .from(chatMembers)
    .where(inArray(chatMembers.channelId, [...channelIds]))
    .orderBy(asc(chatMembers.createdAt), asc(chatMembers.id))
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
