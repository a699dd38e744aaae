import { sql } from 'drizzle-orm'
import type { Queryable } from '../../db/client'
import { selectRows } from '../../db/rows'
import { uuidArray } from '../../db/sql'

/**
 * Spec 001 §3 prohibited (blocked) users of some people, by blocker, from the chat module's table
 * (db/schema/chat.ts chat_blocks): access/chat.ts mayContact refuses a conversation blocked by
 * either side, so a contact's "send a message" button follows it.
 */
export async function blockedUserIdsOf(
  db: Queryable,
  userIds: readonly string[],
): Promise<Map<string, string[]>> {
  const byUser = new Map<string, string[]>()
  if (userIds.length === 0) return byUser
  const rows = await selectRows<{ userId: string; blockedUserId: string }>(
    db,
    sql`select user_id::text as "userId", blocked_user_id::text as "blockedUserId"
      from chat_blocks where user_id = any(${uuidArray(userIds)})`,
  )
  for (const row of rows) byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), row.blockedUserId])
  return byUser
}
