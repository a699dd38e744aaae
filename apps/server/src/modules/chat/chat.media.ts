import { sql } from 'drizzle-orm'
import type { Queryable } from '../../db/client'
import { selectRows } from '../../db/rows'
import { uuidArray } from '../../db/sql'
import type { Actor } from '../../platform/actor'
import { visibleChannelSql, visibleMessageSql } from './chat.queries'

/** Of `ids` (chat message ids), those the actor sees: the media rule of kind chat-message. */
export async function visibleMessageIds(db: Queryable, actor: Actor, ids: string[]): Promise<Set<string>> {
  const viewer = sql`${actor.userId}::uuid`
  const rows = await selectRows<{ id: string }>(
    db,
    sql`select x.id from chat_messages x join chat_channels c on c.id = x.channel_id
      join chat_members m on m.channel_id = c.id and m.user_id = ${viewer}
      where x.id = any(${uuidArray(ids)}) and x.deleted_at is null
        and ${visibleChannelSql(viewer)} and ${visibleMessageSql(viewer)}`,
  )
  return new Set(rows.map((r) => r.id))
}
