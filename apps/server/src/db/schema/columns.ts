import { timestamp, uuid } from 'drizzle-orm/pg-core'
import { uuidv7 } from 'uuidv7'

// ARCHITECTURE §6: every table has an id (UUID v7), created_at and updated_at.
export const id = () =>
  uuid()
    .primaryKey()
    .$defaultFn(() => uuidv7())
export const timestamps = {
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
}
