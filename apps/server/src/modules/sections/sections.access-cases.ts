import { randomBytes } from 'node:crypto'
import { contracts } from '@nido/domain/contracts/index'
import type { AccessCase, Expected, FixtureName, MatrixWorld } from '../../test/matrix'
import { levelledCases } from '../../test/matrix-access-levels'

// Spec 000 §6 management section (docs/sections.md): directors and coordinators manage the
// sections of their schools; a section or school outside them answers 404. Every other profile
// is refused (403: teachers, observers among them, families, sponsors, études and admins), the
// signed-out get 401. Writes act on sections and people made for the case, so the fixtures'
// scopes stay as the other rows expect them.

type Row = Partial<Record<FixtureName, Expected>> & { others: Expected }

/** A school of group A: its coordinator and director A1 may; director B1 gets 404. */
const inA1 = (ok: number): Row => ({
  anonymous: 401,
  coordinatorA: ok,
  directorA1: ok,
  directorB1: 404,
  others: 403,
})
/** School B1: only its director may; group A's managers get 404. */
const inB1 = (ok: number): Row => ({
  anonymous: 401,
  coordinatorA: 404,
  directorA1: 404,
  directorB1: ok,
  others: 403,
})

const unique = () => randomBytes(4).toString('hex')
const freshSection = async (w: MatrixWorld, schoolId: string) =>
  (await w.app.make.section(schoolId, `Case ${unique()}`)).id
const freshTeacher = async (w: MatrixWorld, at: { schoolId: string } | { sectionId: string }) =>
  (await w.app.make.staff('TEACHER', at)).id
const freshChild = async (w: MatrixWorld, schoolId: string) =>
  (await w.app.make.child(await freshSection(w, schoolId))).id

const fullAccessCases: AccessCase[] = [
  {
    route: contracts.sections.list,
    name: 'school A1',
    request: (w) => ({ query: { schoolId: w.ids.schoolA1 } }),
    expect: inA1(200),
  },
  {
    route: contracts.sections.list,
    name: 'school B1',
    request: (w) => ({ query: { schoolId: w.ids.schoolB1, status: 'archived' } }),
    expect: inB1(200),
  },
  {
    route: contracts.sections.list,
    name: 'current school',
    expect: { anonymous: 401, coordinatorA: 200, directorA1: 200, directorB1: 200, others: 403 },
  },
  {
    route: contracts.sections.create,
    name: 'in school A1',
    request: (w) => ({ payload: { schoolId: w.ids.schoolA1, name: `Case ${unique()}` } }),
    expect: inA1(201),
  },
  {
    route: contracts.sections.create,
    name: 'in school B1',
    request: (w) => ({ payload: { schoolId: w.ids.schoolB1, name: `Case ${unique()}` } }),
    expect: inB1(201),
  },
  {
    route: contracts.sections.rename,
    name: 'A1 s1, to its own name',
    request: (w) => ({ params: { sectionId: w.ids.sectionA1s1 }, payload: { name: 'A1 s1' } }),
    expect: inA1(200),
  },
  {
    route: contracts.sections.rename,
    name: 'B1 s, to its own name',
    request: (w) => ({ params: { sectionId: w.ids.sectionB1 }, payload: { name: 'B1 s' } }),
    expect: inB1(200),
  },
  {
    route: contracts.sections.archive,
    name: 'a section of A1 made for the case',
    request: async (w) => ({ params: { sectionId: await freshSection(w, w.ids.schoolA1) } }),
    expect: inA1(200),
  },
  {
    route: contracts.sections.archive,
    name: 'a section of B1 made for the case',
    request: async (w) => ({ params: { sectionId: await freshSection(w, w.ids.schoolB1) } }),
    expect: inB1(200),
  },
  {
    route: contracts.sections.members,
    name: 'A1 s1',
    request: (w) => ({ params: { sectionId: w.ids.sectionA1s1 } }),
    expect: inA1(200),
  },
  {
    route: contracts.sections.members,
    name: 'B1 s',
    request: (w) => ({ params: { sectionId: w.ids.sectionB1 } }),
    expect: inB1(200),
  },
  {
    route: contracts.sections.candidates,
    name: 'teachers for A1 s2',
    request: (w) => ({ params: { sectionId: w.ids.sectionA1s2 }, query: { kind: 'staff' } }),
    expect: inA1(200),
  },
  {
    route: contracts.sections.candidates,
    name: 'children for B1 s',
    request: (w) => ({ params: { sectionId: w.ids.sectionB1 }, query: { kind: 'children' } }),
    expect: inB1(200),
  },
  {
    route: contracts.sections.assignStaff,
    name: 'a teacher of A1 to a section of A1, both made for the case',
    request: async (w) => ({
      params: {
        sectionId: await freshSection(w, w.ids.schoolA1),
        userId: await freshTeacher(w, { schoolId: w.ids.schoolA1 }),
      },
    }),
    expect: inA1(204),
  },
  {
    route: contracts.sections.assignStaff,
    name: 'a teacher of B1 to a section of B1, both made for the case',
    request: async (w) => ({
      params: {
        sectionId: await freshSection(w, w.ids.schoolB1),
        userId: await freshTeacher(w, { schoolId: w.ids.schoolB1 }),
      },
    }),
    expect: inB1(204),
  },
  {
    route: contracts.sections.unassignStaff,
    name: 'the teacher of a section of A1, both made for the case',
    request: async (w) => {
      const sectionId = await freshSection(w, w.ids.schoolA1)
      return { params: { sectionId, userId: await freshTeacher(w, { sectionId }) } }
    },
    expect: inA1(204),
  },
  {
    route: contracts.sections.assignChild,
    name: 'a child of A1 to a section of A1, both made for the case',
    request: async (w) => ({
      params: {
        sectionId: await freshSection(w, w.ids.schoolA1),
        childId: await freshChild(w, w.ids.schoolA1),
      },
    }),
    expect: inA1(204),
  },
  {
    route: contracts.sections.assignChild,
    name: 'a child of B1 to a section of B1, both made for the case',
    request: async (w) => ({
      params: {
        sectionId: await freshSection(w, w.ids.schoolB1),
        childId: await freshChild(w, w.ids.schoolB1),
      },
    }),
    expect: inB1(204),
  },
  {
    route: contracts.sections.unassignChild,
    name: 'the child of a section of A1, both made for the case',
    request: async (w) => {
      const sectionId = await freshSection(w, w.ids.schoolA1)
      const childId = (await w.app.make.child(sectionId)).id
      return { params: { sectionId, childId } }
    },
    expect: inA1(204),
  },
]

// Spec 000 §5 section access: the same rows with ReadOnly and Disabled twins (docs/access-levels.md).
export const accessCases: AccessCase[] = [...fullAccessCases, ...levelledCases(fullAccessCases, 'section')]
