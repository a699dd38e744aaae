import { sql } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import { selectRows } from '../../../db/rows'
import { uuidArray } from '../../../db/sql'
import { audit } from '../../../platform/audit'
import type { AppDeps } from '../../../platform/deps'
import type { JobDefinition } from '../../../platform/jobs'
import { queueNotificationMails } from '../notification-mail'
import { buildWeeklyDigests, dueGuardians, type DueGuardian } from './weekly-digest.queries'
import { renderWeeklyDigest } from './weekly-digest.render'
import type { WeeklyDigest } from './weekly-digest.content'

// The weekly digest's job (spec 001 §3 weeklyNotifications; docs/notifications-weekly.md; decision
// 0053): every quarter of an hour, once across all processes (platform/jobs.ts), the guardians
// whose week is due (Friday 17:00 in their child's school's zone) are taken page by page (keyset
// on users.id) and each page is built in a fixed number of statements, then claimed and queued in
// ONE transaction: a row per guardian and week in weekly_digest_sends (insert … on conflict do
// nothing), and a mail through the notification envelope's batch form (the setting, the
// unsubscribe link, quiet hours; one multi-row outbox insert) for each guardian it claimed. A second process, a retried run or the
// next quarter finds the rows and sends nothing again; an empty week is recorded too, unsent.

export const weeklyDigestPageSize = 500
export const weeklyDigestJobIntervalMs = 15 * 60_000

export interface DigestRunResult {
  guardians: number
  mailed: number
  pages: number
}

/** Claims and queues one page's digests; returns how many mails were queued. */
export async function sendWeeklyDigests(
  deps: AppDeps,
  guardians: readonly DueGuardian[],
  digests: ReadonlyMap<string, WeeklyDigest | null>,
): Promise<number> {
  if (guardians.length === 0) return 0
  return deps.database.db.transaction(async (tx) => {
    const claimed = await selectRows<{ user_id: string }>(
      tx,
      sql`insert into weekly_digest_sends (id, user_id, week, mailed)
        select x.id, x.user_id, x.week, x.mailed
        from unnest(${uuidArray(guardians.map(() => uuidv7()))}, ${uuidArray(guardians.map((g) => g.id))},
          ${`{${guardians.map((g) => g.period.week).join(',')}}`}::date[],
          ${`{${guardians.map((g) => String(digests.get(g.id) != null)).join(',')}}`}::boolean[])
          as x(id, user_id, week, mailed)
        on conflict (user_id, week) do nothing
        returning user_id`,
    )
    const mails = claimed.flatMap(({ user_id }) => {
      const digest = digests.get(user_id)
      return digest
        ? [
            {
              recipient: digest.guardian,
              render: (links: { unsubscribe: string }) =>
                renderWeeklyDigest(digest, {
                  publicUrl: deps.config.publicUrl,
                  unsubscribe: links.unsubscribe,
                }),
            },
          ]
        : []
    })
    const mailed = (await queueNotificationMails(tx, deps, 'weekly', mails)).length
    await audit(tx, { userId: null, impersonatorId: null }, 'notifications.weeklyDigest', {
      guardians: claimed.length,
      mailed,
    })
    return mailed
  })
}

/** One pass at `now`: every due guardian, page after page. */
export async function runWeeklyDigest(
  deps: AppDeps,
  now: Date = deps.clock.now(),
  pageSize = weeklyDigestPageSize,
  /** Called after each page (the benchmark samples memory there). */
  onPage?: (done: DigestRunResult) => void,
): Promise<DigestRunResult> {
  const db = deps.database.db
  const result: DigestRunResult = { guardians: 0, mailed: 0, pages: 0 }
  let after: string | null = null
  for (;;) {
    const page = await dueGuardians(db, now, after, pageSize)
    if (page.length === 0) return result
    const digests = await buildWeeklyDigests(db, page, now)
    result.mailed += await sendWeeklyDigests(deps, page, digests)
    result.guardians += page.length
    result.pages++
    onPage?.(result)
    after = page[page.length - 1]!.id
  }
}

export const weeklyDigestJob: JobDefinition = {
  name: 'notifications.weekly-digest',
  everyMs: weeklyDigestJobIntervalMs,
  leaseMs: 60 * 60_000,
  run: (deps, clock) => runWeeklyDigest(deps, clock.now()),
}
