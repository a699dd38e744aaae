import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  date,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { id, timestamps } from './columns'
import {
  accessLevelEnum,
  genderEnum,
  profileTypeEnum,
  relationshipEnum,
  scopeLevelEnum,
  userStatusEnum,
} from './enums'
import { groups, schools, sections } from './structure'

/** One row for every person who can sign in, children included (ARCHITECTURE §6). */
export const users = pgTable(
  'users',
  {
    id: id(),
    profileType: profileTypeEnum().notNull(),
    firstname: text().notNull(),
    lastname: text().notNull(),
    gender: genderEnum(),
    email: text(),
    phone: text(),
    jobTitle: text(),
    language: text().notNull().default('en'),
    status: userStatusEnum().notNull().default('Active'),
    passwordHash: text(),
    totpSecret: text(),
    externalIdentityId: text(),
    isModerator: boolean().notNull().default(false),
    moderated: boolean().notNull().default(false),
    observer: boolean().notNull().default(false),
    advisorGuest: boolean().notNull().default(false),
    /** A child whose guardians withheld photo consent cannot be tagged or shared outside the family. */
    photoConsentWithheld: boolean().notNull().default(false),
    avatarMediaId: uuid(),
    birthDate: date({ mode: 'string' }),
    /** Spec 001 §3 user settings (notifications, privacy, two-factor modes). */
    settings: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    termsAcceptedAt: timestamp({ withTimezone: true }),
    emailValidatedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_external_identity_key').on(t.externalIdentityId),
    index('users_profile_idx').on(t.profileType),
    // The children-and-parents list, by name then id (docs/children-and-parents.md).
    index('users_child_name_idx')
      .on(t.lastname, t.firstname, t.id)
      .where(sql`${t.profileType} = 'CHILD'`),
  ],
)

/** Staff structure scope: a user assigned to a group, a school or a section. */
export const staffAssignments = pgTable(
  'staff_assignments',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    level: scopeLevelEnum().notNull(),
    groupId: uuid().references(() => groups.id, { onDelete: 'cascade' }),
    schoolId: uuid().references(() => schools.id, { onDelete: 'cascade' }),
    sectionId: uuid().references(() => sections.id, { onDelete: 'cascade' }),
    // Spec 000 §3/§5 access levels of the management section, per assignment: the school an
    // assignment reaches takes its levels (decision 0019, docs/access-levels.md).
    childAccess: accessLevelEnum().notNull().default('All'),
    teamAccess: accessLevelEnum().notNull().default('All'),
    sectionAccess: accessLevelEnum().notNull().default('All'),
    ...timestamps,
  },
  (t) => [
    // One assignment per user and target: assigning twice is a no-op, not a second row.
    unique('staff_assignments_key').on(t.userId, t.groupId, t.schoolId, t.sectionId).nullsNotDistinct(),
    index('staff_assignments_group_idx').on(t.groupId),
    index('staff_assignments_school_idx').on(t.schoolId),
    index('staff_assignments_section_idx').on(t.sectionId),
    check(
      'staff_assignments_one_target',
      sql`(${t.level} = 'GROUP' and ${t.groupId} is not null and ${t.schoolId} is null and ${t.sectionId} is null)
       or (${t.level} = 'SCHOOL' and ${t.schoolId} is not null and ${t.groupId} is null and ${t.sectionId} is null)
       or (${t.level} = 'SECTION' and ${t.sectionId} is not null and ${t.groupId} is null and ${t.schoolId} is null)`,
    ),
  ],
)

export const childSections = pgTable(
  'child_sections',
  {
    id: id(),
    childId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sectionId: uuid()
      .notNull()
      .references(() => sections.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('child_sections_key').on(t.childId, t.sectionId),
    index('child_sections_section_idx').on(t.sectionId),
  ],
)

export const guardianships = pgTable(
  'guardianships',
  {
    id: id(),
    guardianId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    childId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    relationship: relationshipEnum().notNull(),
    referent: boolean().notNull().default(false),
    /** Spec 000 §3 "parental authority": whether this guardian holds it for the child. */
    parentalAuthority: boolean().notNull().default(true),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('guardianships_key').on(t.guardianId, t.childId),
    index('guardianships_child_idx').on(t.childId),
  ],
)

/**
 * A child who left (docs/children-and-parents.md, decision 0031): archiving takes the child out of
 * their sections (`child_sections`, which every scope is read from) and keeps here the sections
 * they left, so a restore puts them back and the staff of those sections still find them in the
 * archived list. The child's account, guardianships and history stay.
 */
export const childArchives = pgTable(
  'child_archives',
  {
    id: id(),
    childId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    archivedAt: timestamp({ withTimezone: true }).notNull(),
    archivedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** The sections the child was in when archived (sections are archived, never deleted). */
    sectionIds: uuid().array().notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('child_archives_child_key').on(t.childId),
    // The archived list: "the sections it left meet my scope".
    index('child_archives_sections_idx').using('gin', t.sectionIds),
  ],
)
