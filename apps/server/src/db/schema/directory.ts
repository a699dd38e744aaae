import { pgEnum, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { id, timestamps } from './columns'
import { users } from './people'
import { groups } from './structure'

// docs/directory-import.md: the stable reference a nursery's spreadsheet gives each child,
// guardian and staff member, so that importing the same file again updates or skips instead of
// duplicating. Kept beside `users` rather than in it: a reference belongs to the group whose
// spreadsheet named it (users have no group), and each kind of person has its own numbering.
export const directoryRefKinds = ['child', 'guardian', 'staff'] as const
export type DirectoryRefKind = (typeof directoryRefKinds)[number]
export const directoryRefKindEnum = pgEnum('directory_ref_kind', directoryRefKinds)

export const directoryRefs = pgTable(
  'directory_refs',
  {
    id: id(),
    groupId: uuid()
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    kind: directoryRefKindEnum().notNull(),
    ref: text().notNull(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('directory_refs_key').on(t.groupId, t.kind, t.ref),
    // One reference per person and group: the export writes it back.
    uniqueIndex('directory_refs_user_key').on(t.userId, t.groupId, t.kind),
  ],
)
