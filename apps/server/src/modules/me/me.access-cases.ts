import { contracts } from '@nido/domain/contracts/index'
import type { AccessCase, FixtureName, MatrixWorld } from '../../test/matrix'

// ARCHITECTURE §5 access matrix for the current user and the scope selector (spec 000 §4).
// Every signed-in profile reads itself; a school or child outside the actor's scope answers 404
// (SCOPE_NOT_ALLOWED), so ids cannot be probed.

const signedIn = { anonymous: 401, others: 200 } as const

const groupB: readonly FixtureName[] = ['directorB1', 'guardianB1']

/** A school the fixture reaches through its assignments or children. */
function schoolInScope(w: MatrixWorld, who: FixtureName): string {
  return groupB.includes(who) ? w.ids.schoolB1 : w.ids.schoolA1
}

/** A school outside the fixture's scope; in the same group where the fixture is below group level. */
function schoolOutOfScope(w: MatrixWorld, who: FixtureName): string {
  if (groupB.includes(who)) return w.ids.schoolA1
  if (['directorA1', 'sponsorA1', 'teacherA1s1', 'teacherA1s2', 'observerA1s1'].includes(who))
    return w.ids.schoolA2
  return w.ids.schoolB1
}

function ownChild(w: MatrixWorld, who: FixtureName): string {
  return who === 'guardianB1' ? w.ids.childB1 : w.ids.childA1s1
}

function otherFamilyChild(w: MatrixWorld, who: FixtureName): string {
  if (who === 'guardianB1') return w.ids.childA1s1
  if (who === 'guardianA1s1') return w.ids.childB1
  // Staff pick schools, never children, even one in their own section.
  return w.ids.childA1s2
}

export const accessCases: AccessCase[] = [
  { route: contracts.me.get, expect: signedIn },
  // Signed out answers null with a 200 (the sign-in page's first request).
  { route: contracts.me.session, expect: { others: 200 } },
  { route: contracts.me.refreshScope, expect: signedIn },
  // Spec 000 §7: the health check answers 200 while the session and account are valid.
  { route: contracts.me.health, expect: signedIn },
  {
    route: contracts.me.changeScope,
    name: 'own child',
    request: (w, who) => ({ payload: { childId: ownChild(w, who) } }),
    // A child "owns" themself: their family scope is their own id.
    expect: { anonymous: 401, guardianA1s1: 200, guardianB1: 200, childA1s1: 200, others: 404 },
  },
  {
    route: contracts.me.changeScope,
    name: 'child of another family',
    request: (w, who) => ({ payload: { childId: otherFamilyChild(w, who) } }),
    expect: { anonymous: 401, others: 404 },
  },
  {
    route: contracts.me.changeScope,
    name: 'school in scope',
    request: (w, who) => ({ payload: { schoolId: schoolInScope(w, who) } }),
    expect: {
      anonymous: 401,
      // No assignment, so no school to choose (platform/actor).
      superAdmin: 404,
      // A guardian (or a child) reaches a school only through a child: they choose the child.
      guardianA1s1: 404,
      guardianB1: 404,
      childA1s1: 404,
      others: 200,
    },
  },
  {
    route: contracts.me.changeScope,
    name: 'school out of scope',
    request: (w, who) => ({ payload: { schoolId: schoolOutOfScope(w, who) } }),
    expect: { anonymous: 401, others: 404 },
  },
  {
    route: contracts.me.changeScope,
    name: 'malformed body',
    request: () => ({ payload: { schoolId: 'not-a-uuid' } }),
    // Input is validated against the contract before the session is looked at.
    expect: { others: 400 },
  },
]
