import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { id, outboxDelivery, timestamps } from './columns'
import { deletionRequestStatusEnum, oneTimeTokenPurposeEnum } from './enums'
import { users } from './people'
import { schools } from './structure'

// Account security: single-use tokens, recovery codes, the mail outbox and data-protection requests.

/** Password reset, e-mail validation, force-login, login challenges, e-mail codes, OIDC state. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: id(),
    userId: uuid().references(() => users.id, { onDelete: 'cascade' }),
    purpose: oneTimeTokenPurposeEnum().notNull(),
    /** SHA-256 of the token; the token itself is only ever in the link or the client. */
    tokenHash: text().notNull(),
    data: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('one_time_tokens_hash_key').on(t.tokenHash),
    index('one_time_tokens_user_idx').on(t.userId, t.purpose),
  ],
)

/** Two-factor recovery codes, shown once and stored hashed. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text().notNull(),
    usedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId)],
)

/**
 * "E-mail me a reset / sign-in link" asks, waiting for the `recovery.asks` job: the request only
 * writes this row, whether the address has an account or not, so both answer in the same time
 * (docs/mail-and-recovery.md "No user enumeration"). The job deletes the row once handled.
 */
export const recoveryAsks = pgTable(
  'recovery_asks',
  {
    id: id(),
    /** password-reset or sign-in-link. */
    kind: text().notNull(),
    /** The address as typed (trimmed, lower case); not a user id, since it may match no one. */
    email: text().notNull(),
    ...timestamps,
  },
  (t) => [index('recovery_asks_created_idx').on(t.createdAt)],
)

/** Outgoing mail: written in the transaction of the change that causes it, sent afterwards. */
export const outboxMails = pgTable(
  'outbox_mails',
  {
    id: id(),
    toAddress: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text(),
    language: text().notNull(),
    /** What the mail is about (password-reset, email-validation…), for tests and the admin. */
    template: text().notNull(),
    /**
     * Extra headers the sender passes on (a notification's List-Unsubscribe and
     * List-Unsubscribe-Post, RFC 8058; docs/notifications.md). Null for most mails.
     */
    headers: jsonb().$type<Record<string, string>>(),
    ...outboxDelivery(),
    ...timestamps,
  },
  (t) => [index('outbox_mails_status_idx').on(t.status, t.nextAttemptAt)],
)

/** A user's request to delete their data (status AskedDeletion), handled by a director. */
export const deletionRequests = pgTable(
  'deletion_requests',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    schoolId: uuid().references(() => schools.id, { onDelete: 'set null' }),
    status: deletionRequestStatusEnum().notNull().default('open'),
    reason: text(),
    handledById: uuid().references(() => users.id, { onDelete: 'set null' }),
    handledAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('deletion_requests_school_idx').on(t.schoolId, t.status, t.createdAt)],
)
