import { sql } from 'drizzle-orm'
import type { Queryable } from '../../db/client'
import { selectRows } from '../../db/rows'
import { enqueuePush } from '../push/index'

// Web Push (docs/notifications-push.md "What is sent"): when a child is checked out, their
// guardians' devices say that the care log of the day is ready; the feed shows it (the Daily item).
export async function pushCareLogReady(
  tx: Queryable,
  now: Date,
  day: { childId: string; schoolId: string },
): Promise<void> {
  const guardians = await selectRows<{ id: string }>(
    tx,
    sql`select guardian_id as id from guardianships where child_id = ${day.childId}::uuid`,
  )
  const [school] = await selectRows<{ name: string; timezone: string }>(
    tx,
    sql`select name, timezone from schools where id = ${day.schoolId}::uuid`,
  )
  await enqueuePush(tx, now, {
    userIds: guardians.map((g) => g.id),
    kind: 'careLog',
    title: 'careLog',
    ...(school ? { school } : {}),
    url: '/',
  })
}
