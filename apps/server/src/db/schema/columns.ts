import { sql } from 'drizzle-orm'
import { jsonb, timestamp, uuid } from 'drizzle-orm/pg-core'
import { uuidv7 } from 'uuidv7'
import { outboxStatusEnum } from './enums'

// ARCHITECTURE §6: every table has an id (UUID v7), created_at and updated_at. As bookkeeping the
// stamps come from the database's now() (on insert, and on an update that does not set updated_at);
// where a rule or a reader depends on a row's time, the service sets it from the injected clock
// (STYLE.md habit 6), as posts, folders and galleries do for updated_at.
export const id = () =>
  uuid()
    .primaryKey()
    .$defaultFn(() => uuidv7())
export const timestamps = {
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => sql`now()`),
}

/**
 * The delivery state of an outbox row (mail, SMS): written in the transaction of the change that
 * causes it, sent afterwards, retried with a growing wait.
 */
export const outboxDelivery = () => ({
  status: outboxStatusEnum().notNull().default('queued'),
  attempts: jsonb().$type<{ count: number; lastError?: string }>().notNull().default({ count: 0 }),
  sentAt: timestamp({ withTimezone: true }),
  /** When the sender may (re)try: now when queued, later after a failure or while claimed. */
  nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
})
