import { eq } from 'drizzle-orm'
import { contracts } from '@nido/domain/contracts/index'
import { users } from '../../db/schema/index'
import type { AccessCase, FixtureName, MatrixWorld } from '../../test/matrix'
import { withAccessLevel } from '../../test/matrix-access-levels'

// docs/access-levels.md "Deactivating a user": super admins anyone; group admins their groups'
// staff (other group admins excepted) and families; coordinators and directors the teachers,
// directors and sponsors of their schools, as long as their team access is All. Each request
// deactivates a fresh user, never a fixture. Outside the actor's reach: 404; oneself: 403
// (administrators never reach themselves: 404).

const route = contracts.users.deactivate
const refused = { anonymous: 401, others: 403 } as const

const fresh = (make: (w: MatrixWorld) => Promise<{ id: string }>) => async (w: MatrixWorld) => ({
  params: { id: (await make(w)).id },
})

const teacherOfA1s2: AccessCase = {
  route,
  name: 'a teacher of A1 s2',
  request: fresh((w) => w.app.make.staff('TEACHER', { sectionId: w.ids.sectionA1s2 })),
  expect: {
    ...refused,
    superAdmin: 204,
    groupAdminA: 204,
    coordinatorA: 204,
    directorA1: 204,
    directorB1: 404,
  },
}

const deactivateCases: AccessCase[] = [
  teacherOfA1s2,
  withAccessLevel(teacherOfA1s2, 'team', 'ReadOnly'),
  withAccessLevel(teacherOfA1s2, 'team', 'Disabled'),
  {
    route,
    name: 'a director of B1',
    request: fresh((w) => w.app.make.staff('DIRECTOR', { schoolId: w.ids.schoolB1 })),
    expect: {
      ...refused,
      superAdmin: 204,
      groupAdminA: 404,
      coordinatorA: 404,
      directorA1: 404,
      directorB1: 204,
    },
  },
  {
    route,
    name: 'a guardian of childA1s2',
    request: fresh((w) => w.app.make.guardianOf([w.ids.childA1s2])),
    expect: {
      ...refused,
      superAdmin: 204,
      groupAdminA: 204,
      coordinatorA: 404,
      directorA1: 404,
      directorB1: 404,
    },
  },
  {
    route,
    name: 'a coordinator of group A',
    request: fresh((w) => w.app.make.staff('COORDINATOR', { groupId: w.ids.groupA })),
    expect: {
      ...refused,
      superAdmin: 204,
      groupAdminA: 204,
      coordinatorA: 404,
      directorA1: 404,
      directorB1: 404,
    },
  },
  {
    route,
    name: 'another group admin of group A',
    request: fresh((w) => w.app.make.staff('GROUP_ADMIN', { groupId: w.ids.groupA })),
    expect: {
      ...refused,
      superAdmin: 204,
      groupAdminA: 404,
      coordinatorA: 404,
      directorA1: 404,
      directorB1: 404,
    },
  },
  {
    route,
    name: 'oneself',
    request: (w, who: FixtureName) => ({
      params: { id: who === 'anonymous' ? w.ids.users.superAdmin : w.ids.users[who] },
    }),
    expect: {
      ...refused,
      superAdmin: 404,
      groupAdminA: 404,
      coordinatorA: 404,
      directorA1: 403,
      directorB1: 403,
    },
  },
]

// Resending an activation link (docs/mail-and-recovery.md "Account activation"): the team as for
// deactivating, plus the families of the actor's schools; team access governs staff, child access
// families. Each request reaches a fresh person who has not chosen a password yet.

const notActivated = (make: (w: MatrixWorld) => Promise<{ id: string }>) =>
  fresh(async (w) => {
    const person = await make(w)
    await w.app.database.db.update(users).set({ passwordHash: null }).where(eq(users.id, person.id))
    return person
  })

const inA1 = {
  ...refused,
  superAdmin: 204,
  groupAdminA: 204,
  coordinatorA: 204,
  directorA1: 204,
  directorB1: 404,
}

const resendToTeacher: AccessCase = {
  route: contracts.users.resendActivation,
  name: 'a teacher of A1 s2 not activated',
  request: notActivated((w) => w.app.make.staff('TEACHER', { sectionId: w.ids.sectionA1s2 })),
  expect: inA1,
}
const resendToGuardian: AccessCase = {
  route: contracts.users.resendActivation,
  name: 'a guardian of childA1s2 not activated',
  request: notActivated((w) => w.app.make.guardianOf([w.ids.childA1s2])),
  expect: inA1,
}

const resendCases: AccessCase[] = [
  resendToTeacher,
  withAccessLevel(resendToTeacher, 'team', 'ReadOnly'),
  withAccessLevel(resendToTeacher, 'team', 'Disabled'),
  resendToGuardian,
  withAccessLevel(resendToGuardian, 'child', 'ReadOnly'),
  withAccessLevel(resendToGuardian, 'child', 'Disabled'),
  {
    route: contracts.users.resendActivation,
    name: 'a guardian of childB1 not activated',
    request: notActivated((w) => w.app.make.guardianOf([w.ids.childB1])),
    expect: {
      ...refused,
      superAdmin: 204,
      groupAdminA: 404,
      coordinatorA: 404,
      directorA1: 404,
      directorB1: 204,
    },
  },
]

export const accessCases: AccessCase[] = [...deactivateCases, ...resendCases]
