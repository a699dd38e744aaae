import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { contracts } from '@nido/domain/contracts/index'
import { managerHouseholdResources, managerPickupPersons, schools } from '../../db/schema/index'
import { enableManager } from '../../test/manager-world'
import type { AccessCase, MatrixWorld } from '../../test/matrix'

// Spec 000 §6 manager menu: "teacher, director, coordinator for … child list"; observers read
// only; household resources and contract holders are director and coordinator's (decision 0050).
// The current school (A1 for every A fixture: the first by name) is the one whose children they
// reach, within their query scope: a teacher of s2 or the director of B1 gets 404 for childA1s1.
// The guardian side answers the contract holder (guardianA1s1 here) and 404 to anyone else's
// child; guardianB1 holds no contract of childB1, so they too get 404.

const child = async (w: MatrixWorld) => {
  await enableManager(w)
  return { params: { childId: w.ids.childA1s1 } }
}

/** A fresh person allowed to pick childA1s1 up (each fixture gets its own, so deletes do not collide). */
const person = async (w: MatrixWorld) => {
  await enableManager(w)
  const [row] = await w.app.database.db
    .insert(managerPickupPersons)
    .values({
      childId: w.ids.childA1s1,
      firstname: 'Pick',
      lastname: 'Up',
      relationship: 'Aunt',
      position: 99,
    })
    .returning({ id: managerPickupPersons.id })
  return { params: { childId: w.ids.childA1s1, personId: row!.id } }
}

const admins = { anonymous: 401, superAdmin: 403, groupAdminA: 403 } as const

const staffRead = {
  ...admins,
  coordinatorA: 200,
  directorA1: 200,
  teacherA1s1: 200,
  observerA1s1: 200,
  teacherA1s2: 404,
  directorB1: 404,
  others: 403,
} as const
const staffWrite = { ...staffRead, observerA1s1: 403 } as const
const pricing = {
  ...admins,
  coordinatorA: 200,
  directorA1: 200,
  directorB1: 404,
  others: 403,
} as const
const lists = {
  ...admins,
  coordinatorA: 200,
  directorA1: 200,
  directorB1: 200,
  teacherA1s1: 200,
  teacherA1s2: 200,
  observerA1s1: 200,
  others: 403,
} as const

const filePayload = {
  healthNotes: 'Asthma',
  allergies: 'Peanuts',
  doctorName: 'Dr Matrix',
  doctorPhone: '+33 1 23 45 67 89',
  emergencyContactName: null,
  emergencyContactPhone: null,
}
const personPayload = {
  firstname: 'Ann',
  lastname: 'Matrix',
  relationship: 'Neighbour',
  phone: null,
  identityCheckNote: 'ID card',
}
const resourcePayload = {
  validFrom: '2026-01-01',
  monthlyAmountCents: 350_000,
  childrenInCharge: 1,
  aeeh: false,
  source: 'CafCdap',
  proofNote: null,
}

export const accessCases: AccessCase[] = [
  {
    route: contracts.managerChildren.list,
    request: async (w) => (await enableManager(w), {}),
    expect: lists,
  },
  { route: contracts.managerChildren.get, request: child, expect: staffRead },
  {
    route: contracts.managerChildren.get,
    name: 'a child of school B1',
    request: async (w) => (await enableManager(w), { params: { childId: w.ids.childB1 } }),
    expect: {
      ...staffRead,
      coordinatorA: 404,
      directorA1: 404,
      teacherA1s1: 404,
      observerA1s1: 404,
      directorB1: 200,
    },
  },
  {
    route: contracts.managerChildren.saveFile,
    request: async (w) => ({ ...(await child(w)), payload: filePayload }),
    expect: staffWrite,
  },
  {
    route: contracts.managerChildren.setContractHolder,
    request: async (w) => ({
      ...(await child(w)),
      params: { childId: w.ids.childA1s1, guardianId: w.ids.users.guardianA1s1 },
      payload: { contractHolder: true },
    }),
    expect: pricing,
  },
  {
    route: contracts.managerChildren.addPickupPerson,
    request: async (w) => {
      // Keeps the child under the limit however many fixtures add one.
      await w.app.database.db
        .delete(managerPickupPersons)
        .where(eq(managerPickupPersons.childId, w.ids.childA1s1))
      return { ...(await child(w)), payload: personPayload }
    },
    expect: { ...staffWrite, coordinatorA: 201, directorA1: 201, teacherA1s1: 201 },
  },
  {
    route: contracts.managerChildren.updatePickupPerson,
    request: async (w) => ({ ...(await person(w)), payload: personPayload }),
    expect: staffWrite,
  },
  {
    route: contracts.managerChildren.updatePickupPerson,
    name: 'a person of another child',
    request: async (w) => ({
      ...(await person(w)),
      params: { childId: w.ids.childA1s1, personId: randomUUID() },
      payload: personPayload,
    }),
    expect: { ...staffWrite, coordinatorA: 404, directorA1: 404, teacherA1s1: 404 },
  },
  { route: contracts.managerChildren.removePickupPerson, request: person, expect: staffWrite },
  { route: contracts.managerChildren.authorizations, request: child, expect: staffRead },
  {
    route: contracts.managerChildren.decideAuthorization,
    request: async (w) => ({
      ...(await child(w)),
      params: { childId: w.ids.childA1s1, kind: 'Photos' },
      payload: { granted: true },
    }),
    expect: staffWrite,
  },
  {
    route: contracts.managerChildren.authorizationTable,
    request: async (w) => (await enableManager(w), {}),
    expect: lists,
  },
  {
    route: contracts.managerChildren.guardians,
    request: async (w) => (await enableManager(w), {}),
    expect: { ...admins, coordinatorA: 200, directorA1: 200, directorB1: 200, others: 403 },
  },
  {
    route: contracts.managerChildren.resources,
    request: async (w) => (await enableManager(w), { params: { guardianId: w.ids.users.guardianA1s1 } }),
    expect: pricing,
  },
  {
    route: contracts.managerChildren.addResource,
    request: async (w) => {
      await enableManager(w)
      await w.app.database.db
        .delete(managerHouseholdResources)
        .where(eq(managerHouseholdResources.guardianId, w.ids.users.guardianA1s1))
      return { params: { guardianId: w.ids.users.guardianA1s1 }, payload: resourcePayload }
    },
    expect: { ...pricing, coordinatorA: 201, directorA1: 201 },
  },
  {
    route: contracts.managerChildren.scopeMetadata,
    request: async (w) => (
      await enableManager(w),
      { payload: { contractHolderIds: [w.ids.users.guardianA1s1, w.ids.users.guardianB1] } }
    ),
    expect: { ...lists, guardianA1s1: 200, guardianB1: 200 },
  },
  {
    route: contracts.managerChildren.scopeMetadata,
    name: 'more than 7500 ids',
    request: async (w) => (
      await enableManager(w),
      { payload: { contractHolderIds: Array.from({ length: 7501 }, () => randomUUID()) } }
    ),
    expect: {
      ...admins,
      coordinatorA: 400,
      directorA1: 400,
      directorB1: 400,
      teacherA1s1: 400,
      teacherA1s2: 400,
      observerA1s1: 400,
      guardianA1s1: 400,
      guardianB1: 400,
      others: 403,
    },
  },
  {
    route: contracts.managerChildren.guardianAuthorizations,
    request: child,
    expect: { ...admins, guardianA1s1: 200, guardianB1: 404, others: 403 },
  },
  {
    route: contracts.managerChildren.guardianAuthorizations,
    name: 'a child whose guardian holds no contract',
    request: async (w) => (await enableManager(w), { params: { childId: w.ids.childB1 } }),
    expect: { ...admins, guardianA1s1: 404, guardianB1: 404, others: 403 },
  },
  {
    route: contracts.managerChildren.guardianDecide,
    request: async (w) => ({
      ...(await child(w)),
      params: { childId: w.ids.childA1s1, kind: 'Outings' },
      payload: { granted: false },
    }),
    expect: { ...admins, guardianA1s1: 200, guardianB1: 404, others: 403 },
  },
  {
    route: contracts.managerChildren.guardianAbout,
    name: 'the school shows its public page',
    request: async (w) => {
      await w.app.database.db
        .update(schools)
        .set({ publicPageVisible: true })
        .where(eq(schools.id, w.ids.schoolA1))
      return child(w)
    },
    expect: { ...admins, guardianA1s1: 200, guardianB1: 404, others: 403 },
  },
  {
    route: contracts.managerChildren.guardianAbout,
    name: 'the school hides its public page',
    request: async (w) => {
      await w.app.database.db
        .update(schools)
        .set({ publicPageVisible: false })
        .where(eq(schools.id, w.ids.schoolA1))
      return child(w)
    },
    expect: { ...admins, guardianA1s1: 404, guardianB1: 404, others: 403 },
  },
]
