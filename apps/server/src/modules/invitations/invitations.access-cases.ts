import { contracts } from '@nido/domain/contracts/index'
import { invitations } from '../../db/schema/index'
import type { AccessCase, MatrixWorld } from '../../test/matrix'
import { levelledCases } from '../../test/matrix-access-levels'

// Spec 001 §6 "Only pros see the sent-invitations list and may send invitations
// by SMS"; spec 000 §6 observers are read-only. Guardians invite for their own children, teachers
// for their sections', directors and coordinators for their schools'; a child outside the actor's
// reach answers 404. Children, sponsors, études and admins are refused (403), the signed-out 401.
// (A malformed body is refused by the contract before the actor is known: invitations.test.ts.)

const refused = { anonymous: 401, others: 403 } as const
/** Who reaches childA1s1 (its guardian, its section's teacher, school A1's director, group A's coordinator). */
const reachA1s1 = { teacherA1s1: 200, directorA1: 200, coordinatorA: 200 } as const
const outOfReachA1s1 = { teacherA1s2: 404, directorB1: 404 } as const

const childParams = (childId: string) => ({ params: { childId } })

async function invitationOf(w: MatrixWorld, childId: string): Promise<string> {
  const [row] = await w.app.database.db
    .insert(invitations)
    .values({ childId, detail: 'matrix.relative@example.test' })
    .onConflictDoUpdate({ target: [invitations.childId, invitations.detail], set: { childId } })
    .returning({ id: invitations.id })
  return row!.id
}

const fullAccessCases: AccessCase[] = [
  {
    route: contracts.invitations.child,
    name: 'childA1s1',
    request: (w) => childParams(w.ids.childA1s1),
    expect: {
      ...refused,
      ...reachA1s1,
      ...outOfReachA1s1,
      guardianA1s1: 200,
      guardianB1: 404,
      observerA1s1: 200,
    },
  },
  {
    route: contracts.invitations.child,
    name: 'childB1',
    request: (w) => childParams(w.ids.childB1),
    expect: {
      ...refused,
      guardianB1: 200,
      directorB1: 200,
      guardianA1s1: 404,
      teacherA1s1: 404,
      teacherA1s2: 404,
      observerA1s1: 404,
      directorA1: 404,
      coordinatorA: 404,
    },
  },
  {
    route: contracts.invitations.sendEmail,
    name: 'childA1s1',
    request: (w) => ({ ...childParams(w.ids.childA1s1), payload: { email: 'matrix.relative@example.test' } }),
    expect: { ...refused, ...reachA1s1, ...outOfReachA1s1, guardianA1s1: 200, guardianB1: 404 },
  },
  {
    route: contracts.invitations.sendSms,
    name: 'childA1s1',
    request: (w) => ({
      ...childParams(w.ids.childA1s1),
      payload: { phoneNumber: '06 12 34 56 78', countryCode: 'FR' },
    }),
    expect: { ...refused, ...reachA1s1, ...outOfReachA1s1 },
  },
  {
    route: contracts.invitations.sendSms,
    name: 'a number failing the country check',
    request: (w) => ({
      ...childParams(w.ids.childA1s1),
      payload: { phoneNumber: '0612', countryCode: 'FR' },
    }),
    expect: { ...refused, teacherA1s1: 400, directorA1: 400, coordinatorA: 400, ...outOfReachA1s1 },
  },
  {
    route: contracts.invitations.resend,
    name: 'an invitation of childA1s1',
    request: async (w) => ({ params: { id: await invitationOf(w, w.ids.childA1s1) } }),
    expect: { ...refused, ...reachA1s1, ...outOfReachA1s1 },
  },
  {
    route: contracts.invitations.resend,
    name: 'unknown invitation',
    request: () => ({ params: { id: '01900000-0000-7000-8000-000000000000' } }),
    expect: {
      ...refused,
      teacherA1s1: 404,
      teacherA1s2: 404,
      directorA1: 404,
      directorB1: 404,
      coordinatorA: 404,
    },
  },
  {
    route: contracts.invitations.pdf,
    name: 'childA1s1',
    request: (w) => childParams(w.ids.childA1s1),
    expect: { ...refused, ...reachA1s1, ...outOfReachA1s1, guardianA1s1: 200, guardianB1: 404 },
  },
]

// Spec 000 §5 access levels: child access governs what reads or writes a child (docs/access-levels.md).
export const accessCases: AccessCase[] = [...fullAccessCases, ...levelledCases(fullAccessCases, 'child')]
