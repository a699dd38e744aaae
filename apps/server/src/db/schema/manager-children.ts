import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { authorizationKinds, resourceSources } from '@nido/domain/enums/manager-children'
import { id, timestamps } from './columns'
import { guardianships, users } from './people'
import { schools } from './structure'

// Manager child and guardian files (docs/manager-children.md, decision 0050): extra data about
// children and guardians the children module created. Nothing here creates a person.

export const authorizationKindEnum = pgEnum('manager_authorization_kind', authorizationKinds)
export const resourceSourceEnum = pgEnum('manager_resource_source', resourceSources)

/** The child's file: health, doctor, who to call (issue text of the manager module, spec 000 §2). */
export const managerChildFiles = pgTable(
  'manager_child_files',
  {
    id: id(),
    childId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    healthNotes: text(),
    allergies: text(),
    doctorName: text(),
    /** E.164 (rules/phone.ts). */
    doctorPhone: text(),
    emergencyContactName: text(),
    emergencyContactPhone: text(),
    ...timestamps,
  },
  (t) => [uniqueIndex('manager_child_files_child_key').on(t.childId)],
)

/**
 * The manager's view of a guardianship: whether this guardian holds the child's contract (spec 000
 * §6 guardian manager menu, 001 §6 departure picker). Tied to the guardianship, so unlinking the
 * guardian drops it.
 */
export const managerGuardianLinks = pgTable(
  'manager_guardian_links',
  {
    id: id(),
    guardianshipId: uuid()
      .notNull()
      .references(() => guardianships.id, { onDelete: 'cascade' }),
    contractHolder: boolean().notNull().default(false),
    ...timestamps,
  },
  (t) => [uniqueIndex('manager_guardian_links_guardianship_key').on(t.guardianshipId)],
)

/** Persons allowed to pick the child up besides the guardians (spec 001 §6 allowed persons). */
export const managerPickupPersons = pgTable(
  'manager_pickup_persons',
  {
    id: id(),
    childId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstname: text().notNull(),
    lastname: text().notNull(),
    relationship: text().notNull(),
    phone: text(),
    identityCheckNote: text(),
    /** The order of the picker's list (spec 001 §3 Allowed-to-bring position). */
    position: integer().notNull(),
    ...timestamps,
  },
  (t) => [index('manager_pickup_persons_child_idx').on(t.childId, t.position, t.id)],
)

/** A family's answer to one authorization for a child, with who decided and when. */
export const managerAuthorizations = pgTable(
  'manager_authorizations',
  {
    id: id(),
    childId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: authorizationKindEnum().notNull(),
    granted: boolean().notNull(),
    decidedById: uuid().references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp({ withTimezone: true }).notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('manager_authorizations_child_kind_key').on(t.childId, t.kind)],
)

/**
 * A household's resources for pricing, valid from a date (research manager-advisor-enrolment.md
 * §1: "FamilyResources versioned by date, with proof"). Rows are never changed: a new row from a
 * later date replaces the figures, and the earlier ones stay as history. Per school, since each
 * school's staff see only their own (spec 000 §6).
 */
export const managerHouseholdResources = pgTable(
  'manager_household_resources',
  {
    id: id(),
    guardianId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    schoolId: uuid()
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    validFrom: date({ mode: 'string' }).notNull(),
    monthlyAmountCents: integer().notNull(),
    childrenInCharge: integer().notNull(),
    aeeh: boolean().notNull().default(false),
    source: resourceSourceEnum().notNull(),
    proofNote: text(),
    recordedById: uuid().references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('manager_household_resources_guardian_idx').on(t.schoolId, t.guardianId, t.validFrom, t.id),
    check('manager_household_resources_amount', sql`monthly_amount_cents >= 0`),
    check('manager_household_resources_children', sql`children_in_charge >= 1`),
  ],
)
