import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { id, timestamps } from './columns'
import { groups } from './structure'

/**
 * The one-time setup link of a new install (docs/deploy.md "Installing for your organisation"):
 * only the SHA-256 of its token is kept. A start on an empty database without the demo voids the
 * unused links and issues a new one; the link works until it is used, and the row it leaves names
 * the group it created.
 */
export const installSetup = pgTable('install_setup', {
  id: id(),
  tokenHash: text().notNull(),
  issuedAt: timestamp({ withTimezone: true }).notNull(),
  usedAt: timestamp({ withTimezone: true }),
  groupId: uuid().references(() => groups.id, { onDelete: 'set null' }),
  ...timestamps,
})
