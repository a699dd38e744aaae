import { sql, type SQL } from 'drizzle-orm'
import type { chatChannels, chatMembers, chatMessages } from '../../db/schema/index'
import type { Actor } from '../../platform/actor'

// The chat's SQL (spec 001 §3–§5, §7; docs/chat.md), split by sub-resource into
// chat.channels.queries.ts, chat.messages.queries.ts and chat.people.queries.ts; this file holds
// what they share. Every list query starts from the actor's membership rows, so a channel or
// message outside their channels is never read (404 in the service). The visibility rules of
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

export const me = (actor: Actor) => sql`${actor.userId}::uuid`

/** Lower-cased words without accents (the SQL side folds with the same table). */
export function foldWords(q: string | undefined): string[] {
  if (!q) return []
  return q.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().split(/\s+/).filter(Boolean).slice(0, 5)
}

export const like = (word: string) => `%${word.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`
