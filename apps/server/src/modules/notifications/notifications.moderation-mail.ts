import { sql } from 'drizzle-orm'
import type { Queryable } from '../../db/client'
import { selectRows } from '../../db/rows'
import { uuidArray } from '../../db/sql'
import type { AppDeps } from '../../platform/deps'
import type { JobDefinition } from '../../platform/jobs'
import { moderatorsOfSchools } from '../../platform/school-scope'
import { notificationRecipients, queueNotificationMails, renderNotification } from './notification-mail'

// Spec 001 §3 emailModerationNotifications (docs/notifications.md, decision 0055): a moderator is
// told by e-mail when news items of a school of theirs wait for moderation (posts, folders,
// albums, polls: every kind the panel lists). A job runs every minute, so the first mail goes
// within a minute; then at most one an hour per moderator and school while more arrive, counting
// everything that waits. `moderation_mail_states` keeps, per moderator and school, when the last
// mail went (the app's clock) and which items it counted: an item not among them is new. The
// items stop being counted as told once they no longer wait, so one that waits again (an edit
// by a moderated author) is new again.

export const moderationMailIntervalMs = 60 * 60_000
export const moderationMailJobEveryMs = 60_000

interface DuePair {
  school_id: string
  user_id: string
  waiting: number
}

/** Forgets the told items that no longer wait (approved, refused, deleted). */
async function pruneTold(db: Queryable): Promise<void> {
  await db.execute(sql`
    update moderation_mail_states st
    set told_news_ids = coalesce(
      (select array_agg(n.id) from news n where n.id = any(st.told_news_ids) and n.status = 'pending'), '{}')
    where exists (select 1 from unnest(st.told_news_ids) as t(id)
      where not exists (select 1 from news n where n.id = t.id and n.status = 'pending'))`)
}

/** The moderators and schools with an untold waiting item whose last mail is an hour old. */
async function duePairs(db: Queryable, before: Date): Promise<DuePair[]> {
  const schools = await selectRows<{ school_id: string }>(
    db,
    sql`select distinct school_id from news where status = 'pending'`,
  )
  const pairs = await moderatorsOfSchools(
    db,
    schools.map((s) => s.school_id),
  )
  if (pairs.length === 0) return []
  return selectRows<DuePair>(
    db,
    sql`with pairs as (
        select * from unnest(${uuidArray(pairs.map((p) => p.schoolId))}, ${uuidArray(pairs.map((p) => p.userId))})
          as p(school_id, user_id))
      select p.school_id, p.user_id, count(*)::int as waiting
      from pairs p
      join news n on n.school_id = p.school_id and n.status = 'pending' and n.owner_id is distinct from p.user_id
      left join moderation_mail_states st on st.user_id = p.user_id and st.school_id = p.school_id
      where st.user_id is null or st.last_sent_at <= ${before.toISOString()}::timestamptz
      group by p.school_id, p.user_id
      having bool_or(st.user_id is null or not (n.id = any(st.told_news_ids)))`,
  )
}

/** One pass at `now`: queues the mails due; returns how many were queued. */
export async function runModerationMails(deps: AppDeps, now: Date = deps.clock.now()): Promise<number> {
  const db = deps.database.db
  await pruneTold(db)
  const before = new Date(now.getTime() - moderationMailIntervalMs)
  const due = await duePairs(db, before)
  if (due.length === 0) return 0
  return db.transaction(async (tx) => {
    // Claimed here, so a second pass (another process, a retry) finds the row and sends nothing.
    const claimed = await selectRows<{ user_id: string; school_id: string }>(
      tx,
      sql`insert into moderation_mail_states (user_id, school_id, last_sent_at, told_news_ids)
        select x.user_id, x.school_id, ${now.toISOString()}::timestamptz, array(
            select n.id from news n where n.school_id = x.school_id and n.status = 'pending'
              and n.owner_id is distinct from x.user_id)
        from unnest(${uuidArray(due.map((d) => d.user_id))}, ${uuidArray(due.map((d) => d.school_id))})
          as x(user_id, school_id)
        on conflict (user_id, school_id) do update
          set last_sent_at = excluded.last_sent_at, told_news_ids = excluded.told_news_ids, updated_at = now()
          where moderation_mail_states.last_sent_at <= ${before.toISOString()}::timestamptz
        returning user_id, school_id`,
    )
    const recipients = new Map(
      (
        await notificationRecipients(
          tx,
          claimed.map((c) => c.user_id),
        )
      ).map((r) => [r.id, r]),
    )
    const waiting = new Map(due.map((d) => [`${d.user_id}:${d.school_id}`, d.waiting]))
    const mails = claimed.flatMap((c) => {
      const to = recipients.get(c.user_id)
      if (!to) return []
      return [
        {
          recipient: to,
          render: renderNotification('notification-moderation', to, {
            name: to.firstname,
            count: waiting.get(`${c.user_id}:${c.school_id}`) ?? 0,
            link: `${deps.config.publicUrl}/`,
          }),
        },
      ]
    })
    return (await queueNotificationMails(tx, deps, 'moderation', mails)).length
  })
}

export const moderationMailJob: JobDefinition = {
  name: 'notifications.moderation-mail',
  everyMs: moderationMailJobEveryMs,
  run: (deps, clock) => runModerationMails(deps, clock.now()),
}
