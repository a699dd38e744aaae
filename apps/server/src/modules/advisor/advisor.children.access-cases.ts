import { contracts } from '@nido/domain/contracts/index'
import type { AccessCase } from '../../test/matrix'

// Spec 000 §6 "Advisor pages: director, coordinator, ETUDE with the global advisor flag" (on in the
// matrix world): a child's answers and a section's children, within the actor's schools as on the
// school and section pages. A child or section outside them, or an id that is not a child's, 404.

const c = contracts.advisorChildren
const others = { anonymous: 401, others: 403 } as const
const inA1 = { coordinatorA: 200, directorA1: 200, etudeA: 200, directorB1: 404 } as const

export const accessCases: AccessCase[] = [
  {
    route: c.sectionChildren,
    name: 'section A1/s1',
    request: (w) => ({ params: { id: w.ids.sectionA1s1 } }),
    expect: { ...others, ...inA1 },
  },
  {
    route: c.sectionChildren,
    name: 'section B1',
    request: (w) => ({ params: { id: w.ids.sectionB1 } }),
    expect: { ...others, coordinatorA: 404, directorA1: 404, etudeA: 404, directorB1: 200 },
  },
  {
    route: c.childAnswers,
    name: 'child A1s1',
    request: (w) => ({ params: { id: w.ids.childA1s1 } }),
    expect: { ...others, ...inA1 },
  },
  {
    route: c.childAnswers,
    name: 'child B1',
    request: (w) => ({ params: { id: w.ids.childB1 } }),
    expect: { ...others, coordinatorA: 404, directorA1: 404, etudeA: 404, directorB1: 200 },
  },
  {
    route: c.childAnswers,
    name: 'a guardian’s id (not a child)',
    request: (w) => ({ params: { id: w.ids.users.guardianA1s1 } }),
    expect: { ...others, coordinatorA: 404, directorA1: 404, etudeA: 404, directorB1: 404 },
  },
]
