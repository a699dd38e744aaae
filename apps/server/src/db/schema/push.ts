import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { id, timestamps } from './columns'
import { users } from './people'

// Web Push (docs/notifications-push.md, decision 0046).

/**
 * One browser subscribed to Web Push: the push service's endpoint (unique: a browser that
 * subscribes again, or under another account, takes its row over) with the keys its payloads are
 * encrypted for (RFC 8291), and the device's switches per kind of notification.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text().notNull(),
    /** The browser's P-256 public key (base64url, uncompressed point). */
    p256dh: text().notNull(),
    /** The browser's 16-byte authentication secret (base64url). */
    auth: text().notNull(),
    /** A short name of the device for its owner's list ("Firefox on Android"). */
    label: text(),
    lastSuccessAt: timestamp({ withTimezone: true }),
    news: boolean().notNull().default(true),
    chat: boolean().notNull().default(true),
    careLog: boolean().notNull().default(true),
    events: boolean().notNull().default(true),
    moderation: boolean().notNull().default(true),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_key').on(t.endpoint),
    // A user's devices, newest first (the account page's keyset pages) and the sender's lookup.
    index('push_subscriptions_user_idx').on(t.userId, t.createdAt, t.id),
  ],
)

/**
 * A notification to send to one user's devices, written in the transaction of the change that
 * causes it and sent by the push module's job (the mail outbox's pattern). `params` holds what
 * the title is made of (a school's name), rendered in the recipient's language when sent.
 */
export const pushOutbox = pgTable(
  'push_outbox',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The device switch it needs (`news`, `chat`, `careLog`, `events`, `moderation`). */
    kind: text().notNull(),
    /** Which title of the kind (push.texts.ts), e.g. `photos` for a news item. */
    title: text().notNull(),
    params: jsonb().$type<Record<string, string>>().notNull().default({}),
    /** The app's page the notification opens, a path (`/news/…`). */
    url: text().notNull(),
    /** When it may be sent: now, or the end of the recipient's quiet hours. */
    dueAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    ...timestamps,
  },
  (t) => [index('push_outbox_due_idx').on(t.dueAt)],
)
