import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import type { PushKind, PushSwitches } from '@nido/domain/contracts/push'
import type { Queryable } from '../../db/client'
import { queryRows } from '../../db/rows'
import { pushOutbox, pushSubscriptions } from '../../db/schema/index'
import { beforeKey, type TimeKey } from '../../platform/keyset'

// Web Push's SQL (docs/notifications-push.md). Every query names the owner: a device is read,
// changed or removed only through its owner's id, which comes from the session.

export type SubscriptionRow = typeof pushSubscriptions.$inferSelect

/** The device's column of each kind's switch. */
const switchColumn = {
  news: pushSubscriptions.news,
  chat: pushSubscriptions.chat,
  careLog: pushSubscriptions.careLog,
  events: pushSubscriptions.events,
  moderation: pushSubscriptions.moderation,
} as const satisfies Record<PushKind, unknown>

export interface NewSubscription {
  endpoint: string
  p256dh: string
  auth: string
  label: string | null
}

/**
 * One row per endpoint: a browser that subscribes again keeps its switches; one that subscribes
 * under another account (a shared tablet) is taken over, switches reset, by the new owner.
 */
export async function upsertSubscription(
  tx: Queryable,
  userId: string,
  input: NewSubscription,
  now: Date,
): Promise<SubscriptionRow> {
  const [row] = await tx
    .insert(pushSubscriptions)
    .values({ userId, ...input, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: {
        p256dh: input.p256dh,
        auth: input.auth,
        label: input.label,
        updatedAt: now,
        news: sql`case when ${pushSubscriptions.userId} = ${userId}::uuid then ${pushSubscriptions.news} else true end`,
        chat: sql`case when ${pushSubscriptions.userId} = ${userId}::uuid then ${pushSubscriptions.chat} else true end`,
        careLog: sql`case when ${pushSubscriptions.userId} = ${userId}::uuid then ${pushSubscriptions.careLog} else true end`,
        events: sql`case when ${pushSubscriptions.userId} = ${userId}::uuid then ${pushSubscriptions.events} else true end`,
        moderation: sql`case when ${pushSubscriptions.userId} = ${userId}::uuid then ${pushSubscriptions.moderation} else true end`,
        lastSuccessAt: sql`case when ${pushSubscriptions.userId} = ${userId}::uuid then ${pushSubscriptions.lastSuccessAt} else null end`,
        createdAt: sql`case when ${pushSubscriptions.userId} = ${userId}::uuid then ${pushSubscriptions.createdAt} else ${now.toISOString()}::timestamptz end`,
        userId,
      },
    })
    .returning()
  return row!
}

export async function listSubscriptions(
  db: Queryable,
  userId: string,
  key: TimeKey | null,
  limit: number,
): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(pushSubscriptions)
    .where(
      and(
        eq(pushSubscriptions.userId, userId),
        beforeKey(pushSubscriptions.createdAt, pushSubscriptions.id, key),
      ),
    )
    .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
    .limit(limit + 1)
}

export async function updateSwitches(
  tx: Queryable,
  userId: string,
  id: string,
  switches: Partial<PushSwitches>,
  now: Date,
): Promise<SubscriptionRow | undefined> {
  const [row] = await tx
    .update(pushSubscriptions)
    .set({ ...switches, updatedAt: now })
    .where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.userId, userId)))
    .returning()
  return row
}

export async function findSubscription(
  db: Queryable,
  userId: string,
  id: string,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.userId, userId)))
    .limit(1)
  return row
}

export async function deleteSubscription(tx: Queryable, userId: string, id: string): Promise<boolean> {
  const rows = await tx
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.userId, userId)))
    .returning({ id: pushSubscriptions.id })
  return rows.length > 0
}

// --- The outbox ----------------------------------------------------------------------------------

export interface OutboxInsert {
  userIds: readonly string[]
  kind: PushKind
  title: string
  params: Record<string, string>
  url: string
  dueAt: Date
}

/**
 * One row per recipient who has a device with the kind switched on: nobody else would be sent
 * anything, so the outbox does not grow with every post for users without push.
 */
export async function insertOutbox(tx: Queryable, notice: OutboxInsert): Promise<void> {
  if (notice.userIds.length === 0) return
  const recipients = await tx
    .selectDistinct({ userId: pushSubscriptions.userId })
    .from(pushSubscriptions)
    .where(and(inArray(pushSubscriptions.userId, [...notice.userIds]), eq(switchColumn[notice.kind], true)))
  if (recipients.length === 0) return
  await tx.insert(pushOutbox).values(
    recipients.map(({ userId }) => ({
      userId,
      kind: notice.kind,
      title: notice.title,
      params: notice.params,
      url: notice.url,
      dueAt: notice.dueAt,
    })),
  )
}

export type OutboxRow = typeof pushOutbox.$inferSelect

/**
 * Takes up to `limit` due notifications out of the outbox (FOR UPDATE SKIP LOCKED: one process
 * each). Taking is deleting: a notification is sent at most once; the push service keeps it for a
 * device that is offline (docs/notifications-push.md "Delivery").
 */
export async function takeDue(db: Queryable, now: Date, limit: number): Promise<OutboxRow[]> {
  const due = db
    .select({ id: pushOutbox.id })
    .from(pushOutbox)
    .where(sql`${pushOutbox.dueAt} <= ${now.toISOString()}::timestamptz`)
    .orderBy(pushOutbox.dueAt)
    .limit(limit)
    .for('update', { skipLocked: true })
  return db
    .delete(pushOutbox)
    .where(sql`${pushOutbox.id} in ${due}`)
    .returning()
}

export async function deferOutbox(db: Queryable, row: OutboxRow, dueAt: Date): Promise<void> {
  await db.insert(pushOutbox).values({ ...row, dueAt })
}

export interface Recipient {
  language: string
  settings: Record<string, unknown>
  /** A school of theirs (their child's, or where they work): where their quiet hours are read. */
  timezone: string | null
}

export async function recipientOf(db: Queryable, userId: string): Promise<Recipient | undefined> {
  const result = await queryRows<Recipient>(
    db,
    sql`select u.language, u.settings, coalesce(
        (select s.timezone from guardianships g join child_sections cs on cs.child_id = g.child_id
          join sections sc on sc.id = cs.section_id join schools s on s.id = sc.school_id
          where g.guardian_id = u.id limit 1),
        (select s.timezone from staff_assignments sa left join sections sc on sc.id = sa.section_id
          join schools s on s.id = coalesce(sa.school_id, sc.school_id) where sa.user_id = u.id limit 1)
      ) as timezone
    from users u where u.id = ${userId}::uuid and u.status = 'Active'`,
  )
  return result.rows[0]
}

/** The user's devices with the kind switched on. */
export async function devicesFor(db: Queryable, userId: string, kind: PushKind): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(switchColumn[kind], true)))
    .limit(20)
}

export async function markDelivered(db: Queryable, id: string, now: Date): Promise<void> {
  await db.update(pushSubscriptions).set({ lastSuccessAt: now }).where(eq(pushSubscriptions.id, id))
}

/** The push service answered gone (404/410): the browser unsubscribed or the subscription expired. */
export async function forgetEndpoint(db: Queryable, id: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id))
}
