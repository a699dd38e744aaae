import { date, boolean, pgTable, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { id, timestamps } from './columns'
import { users } from './people'

// The weekly e-mail digest for guardians (spec 001 §3 weeklyNotifications; docs/notifications-weekly.md).
// One row per guardian and week once that guardian's week is done, written in the transaction that
// queues the mail: a second process or a retried run finds the row and sends nothing again, and
// the job's next page of due guardians skips them (keyset on user_id).
export const weeklyDigestSends = pgTable(
  'weekly_digest_sends',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The Monday of the week, in the time zone of the school the digest was timed by. */
    week: date({ mode: 'string' }).notNull(),
    /** False when the week was empty: nothing was sent, but the week is done. */
    mailed: boolean().notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('weekly_digest_sends_user_week_key').on(t.userId, t.week)],
)
