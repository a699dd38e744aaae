import { date, index, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core'
import { timestamps } from './columns'
import { users } from './people'
import { schools } from './structure'

// The throttle and the once-only records of notification mails (docs/notifications.md,
// decision 0055).

/**
 * Spec 001 §3 emailModerationNotifications: per moderator and school, when the last mail went
 * (app clock) and which waiting news items it counted. A mail goes when a waiting item is not in
 * `told_news_ids` and the last one is an hour old (modules/notifications/notifications.moderation-mail.ts).
 */
export const moderationMailStates = pgTable(
  'moderation_mail_states',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    schoolId: uuid()
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    lastSentAt: timestamp({ withTimezone: true }).notNull(),
    /** The items waiting when the last mail went, pruned to those still waiting. */
    toldNewsIds: uuid().array().notNull().default([]),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.schoolId] }),
    index('moderation_mail_states_school_idx').on(t.schoolId),
  ],
)

/**
 * Spec 001 §3 birthdayNotifications: one row per child, school and birthday once its mails are
 * queued, claimed in the same transaction (insert … on conflict do nothing), so a re-run or a
 * second process sends nothing again (modules/notifications/notifications.birthdays.ts).
 */
export const birthdayMailSends = pgTable(
  'birthday_mail_sends',
  {
    childId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    schoolId: uuid()
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    /** The day celebrated (28 February for a 29 February birth in a common year). */
    birthday: date({ mode: 'string' }).notNull(),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.childId, t.schoolId, t.birthday] })],
)
