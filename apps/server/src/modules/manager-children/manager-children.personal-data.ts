import { eq } from 'drizzle-orm'
import {
  managerAuthorizations,
  managerChildFiles,
  managerHouseholdResources,
  managerPickupPersons,
} from '../../db/schema/index'
import type { PersonalData } from '../module'

// What manager-children holds about people (docs/data-protection.md): a child's file, the persons
// allowed to pick them up and their authorizations; a guardian's household resources. The
// contract-holder flag hangs on the guardianship (no person reference of its own).
export const managerChildrenPersonalData: PersonalData = {
  child: [
    {
      table: managerChildFiles,
      rows: ({ db }, id) => db.select().from(managerChildFiles).where(eq(managerChildFiles.childId, id)),
    },
    {
      table: managerPickupPersons,
      rows: ({ db }, id) =>
        db.select().from(managerPickupPersons).where(eq(managerPickupPersons.childId, id)),
    },
    {
      table: managerAuthorizations,
      rows: ({ db }, id) =>
        db.select().from(managerAuthorizations).where(eq(managerAuthorizations.childId, id)),
    },
  ],
  user: [
    {
      table: managerHouseholdResources,
      rows: ({ db }, id) =>
        db.select().from(managerHouseholdResources).where(eq(managerHouseholdResources.guardianId, id)),
    },
  ],
}
