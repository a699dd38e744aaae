import { contracts } from '@nido/domain/contracts/index'
import type { AccessCase } from '../../test/matrix'

// Spec 000 §6 "Contacts: guardian (and child if the brand allows)". Group A has the childrenLogin
// brand, so childA1s1 may use contacts. Staff, sponsors, etude and admins are refused by profile;
// a school or section that is not one of the actor's children's answers 404 (guardianB1's child
// is in school B1).

const families = { anonymous: 401, guardianA1s1: 200, childA1s1: 200, others: 403 } as const

export const accessCases: AccessCase[] = [
  { route: contracts.contacts.groups, expect: { ...families, guardianB1: 200 } },
  {
    route: contracts.contacts.list,
    name: 'staff of section A1 s1',
    request: (w) => ({ query: { sectionId: w.ids.sectionA1s1 } }),
    expect: { ...families, guardianB1: 404 },
  },
  {
    route: contracts.contacts.list,
    name: 'staff of school A1',
    request: (w) => ({ query: { schoolId: w.ids.schoolA1 } }),
    expect: { ...families, guardianB1: 404 },
  },
  {
    route: contracts.contacts.list,
    name: 'families of section A1 s1',
    request: (w) => ({ query: { sectionId: w.ids.sectionA1s1, kind: 'family' } }),
    expect: { ...families, guardianB1: 404 },
  },
  {
    route: contracts.contacts.list,
    name: 'staff of section A1 s2 (no fixture child there)',
    request: (w) => ({ query: { sectionId: w.ids.sectionA1s2 } }),
    expect: { ...families, guardianA1s1: 404, childA1s1: 404, guardianB1: 404 },
  },
  {
    route: contracts.contacts.list,
    name: 'staff of school B1',
    request: (w) => ({ query: { schoolId: w.ids.schoolB1 } }),
    expect: { ...families, guardianA1s1: 404, childA1s1: 404, guardianB1: 200 },
  },
]
