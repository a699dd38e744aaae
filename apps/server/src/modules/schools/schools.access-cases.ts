import { contracts } from '@nido/domain/contracts/index'
import type { AccessCase, MatrixWorld } from '../../test/matrix'

// Administration, schools (docs/administration.md "Schools"): the super admin everywhere, group
// admin A in group A (group B answers 404), everyone else 403, the signed-out 401. Writes act on
// schools made for the case, so the fixtures' schools stay as the other rows expect them.
const inA = (ok: number) => ({ anonymous: 401, superAdmin: ok, groupAdminA: ok, others: 403 })
const inB = (ok: number) => ({ anonymous: 401, superAdmin: ok, groupAdminA: 404, others: 403 })

const fields = {
  name: 'Case school',
  street: '',
  postcode: '',
  city: 'Lyon',
  country: 'FR',
  latitude: 45.76,
  longitude: 4.83,
  timezone: 'Europe/Paris',
  publicPageVisible: false,
  publicDescription: '',
  publicPhone: '',
  publicEmail: '',
  publicWebsite: '',
}
const freshSchool = async (w: MatrixWorld, groupId: string) => (await w.app.make.school(groupId)).id
const openings = {
  periods: [{ weekday: 1, startsAt: '08:00', endsAt: '18:00' }],
  closings: [{ label: 'Case', dateFrom: '2026-12-24', dateTo: '2026-12-26' }],
}

export const accessCases: AccessCase[] = [
  { route: contracts.schools.list, expect: inA(200) },
  {
    route: contracts.schools.list,
    name: 'group B',
    request: (w) => ({ query: { groupId: w.ids.groupB } }),
    expect: inB(200),
  },
  {
    route: contracts.schools.get,
    name: 'school A1',
    request: (w) => ({ params: { schoolId: w.ids.schoolA1 } }),
    expect: inA(200),
  },
  {
    route: contracts.schools.get,
    name: 'school B1',
    request: (w) => ({ params: { schoolId: w.ids.schoolB1 } }),
    expect: inB(200),
  },
  {
    route: contracts.schools.create,
    name: 'in group A',
    request: (w) => ({ payload: { groupId: w.ids.groupA, school: fields } }),
    expect: inA(201),
  },
  {
    route: contracts.schools.create,
    name: 'in group B',
    request: (w) => ({ payload: { groupId: w.ids.groupB, school: fields } }),
    expect: inB(201),
  },
  {
    route: contracts.schools.update,
    name: 'a school of group A made for the case',
    request: async (w) => ({ params: { schoolId: await freshSchool(w, w.ids.groupA) }, payload: fields }),
    expect: inA(200),
  },
  {
    route: contracts.schools.update,
    name: 'a school of group B made for the case',
    request: async (w) => ({ params: { schoolId: await freshSchool(w, w.ids.groupB) }, payload: fields }),
    expect: inB(200),
  },
  {
    route: contracts.schools.setImage,
    name: 'remove, school of group A made for the case',
    request: async (w) => ({
      params: { schoolId: await freshSchool(w, w.ids.groupA) },
      payload: { mediaId: null },
    }),
    expect: inA(200),
  },
  {
    route: contracts.schools.setImage,
    name: 'remove, school of group B made for the case',
    request: async (w) => ({
      params: { schoolId: await freshSchool(w, w.ids.groupB) },
      payload: { mediaId: null },
    }),
    expect: inB(200),
  },
  {
    route: contracts.schools.openings,
    name: 'school A1',
    request: (w) => ({ params: { schoolId: w.ids.schoolA1 } }),
    expect: inA(200),
  },
  {
    route: contracts.schools.openings,
    name: 'school B1',
    request: (w) => ({ params: { schoolId: w.ids.schoolB1 } }),
    expect: inB(200),
  },
  {
    route: contracts.schools.replaceOpenings,
    name: 'a school of group A made for the case',
    request: async (w) => ({ params: { schoolId: await freshSchool(w, w.ids.groupA) }, payload: openings }),
    expect: inA(200),
  },
  {
    route: contracts.schools.replaceOpenings,
    name: 'a school of group B made for the case',
    request: async (w) => ({ params: { schoolId: await freshSchool(w, w.ids.groupB) }, payload: openings }),
    expect: inB(200),
  },
]
