import { index, pgTable, text, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core'
import { id, outboxDelivery, timestamps } from './columns'
import { users } from './people'

// Spec 001 §3 "Invitation", "Child info (key lookup)"; §5 "Child key": 8 characters, letters,
// digits, underscore. Invite a relative (docs/invitations.md), add a child by key (docs/child-keys.md).

/** The key a guardian types to link a child to their account; one per child. */
export const childKeys = pgTable(
  'child_keys',
  {
    id: id(),
    childId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Stored lowercase; spec 001 §5 lowercases input unless a flag says otherwise. */
    key: varchar({ length: 8 }).notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('child_keys_child_key').on(t.childId), uniqueIndex('child_keys_key_key').on(t.key)],
)

/**
 * One invitation per child and address (e-mail address or phone number starting with +): sending
 * again to the same address updates `updatedAt`, shown as "last sent".
 */
export const invitations = pgTable(
  'invitations',
  {
    id: id(),
    childId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    senderId: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** An e-mail address, or a phone number in E.164 (starts with +): the kind follows from it. */
    detail: text().notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('invitations_child_detail_key').on(t.childId, t.detail),
    index('invitations_child_updated_idx').on(t.childId, t.updatedAt),
  ],
)

/** Outgoing SMS (ARCHITECTURE §1: the outbox table unless an SMS provider is configured). */
export const outboxSms = pgTable(
  'outbox_sms',
  {
    id: id(),
    toNumber: text().notNull(),
    text: text().notNull(),
    language: text().notNull(),
    template: text().notNull(),
    ...outboxDelivery(),
    ...timestamps,
  },
  (t) => [index('outbox_sms_status_idx').on(t.status, t.nextAttemptAt)],
)
