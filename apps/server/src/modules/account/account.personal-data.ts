import { eq, getTableColumns, or, sql } from 'drizzle-orm'
import type { Queryable } from '../../db/client'
import {
  childSections,
  guardianships,
  schools,
  sections,
  staffAssignments,
  users,
} from '../../db/schema/index'
import type { PersonalData } from '../module'

// What the people tables hold about a user and a child (docs/data-protection.md): the profile
// without its secrets (the password hash and TOTP secret are said to exist, not copied), the
// family links and the places in the structure, with the names of sections and schools.

const { passwordHash: _hash, totpSecret: _totp, ...profileColumns } = getTableColumns(users)

const profile = (db: Queryable, id: string) =>
  db
    .select({
      ...profileColumns,
      hasPassword: sql<boolean>`${users.passwordHash} is not null`,
      hasAuthenticatorApp: sql<boolean>`${users.totpSecret} is not null`,
    })
    .from(users)
    .where(eq(users.id, id))

const sectionsOf = (db: Queryable, childId: string) =>
  db
    .select({
      ...getTableColumns(childSections),
      section: sections.name,
      schoolId: schools.id,
      school: schools.name,
    })
    .from(childSections)
    .innerJoin(sections, eq(sections.id, childSections.sectionId))
    .innerJoin(schools, eq(schools.id, sections.schoolId))
    .where(eq(childSections.childId, childId))

export const accountPersonalData: PersonalData = {
  user: [
    { table: users, rows: ({ db }, id) => profile(db, id) },
    {
      table: guardianships,
      rows: ({ db }, id) =>
        db
          .select()
          .from(guardianships)
          .where(or(eq(guardianships.guardianId, id), eq(guardianships.childId, id))),
    },
    {
      table: staffAssignments,
      rows: ({ db }, id) => db.select().from(staffAssignments).where(eq(staffAssignments.userId, id)),
    },
    { table: childSections, rows: ({ db }, id) => sectionsOf(db, id) },
  ],
  child: [
    { table: users, rows: ({ db }, id) => profile(db, id) },
    {
      table: guardianships,
      rows: ({ db }, id) => db.select().from(guardianships).where(eq(guardianships.childId, id)),
    },
    { table: childSections, rows: ({ db }, id) => sectionsOf(db, id) },
  ],
}
