import { randomBytes } from 'node:crypto'
import { contracts } from '@nido/domain/contracts/index'
import type { AccessCase, Expected, FixtureName, MatrixWorld } from '../../test/matrix'
import { levelledCases } from '../../test/matrix-access-levels'
import { openSession } from '../../test/matrix-world'

// Spec 000 §6 team manager (docs/team.md): directors and coordinators, and group admins over
// their groups, manage the teachers, directors and sponsors of their schools; a school, section
// or person outside them answers 404. Every other profile is refused (403: teachers and their
// observer, families, sponsors, études, super admins), the signed-out get 401. Writes act on
// people made for the case. Team access governs every route (levelledCases); an observer
// director reads and is refused every write.

type Row = Partial<Record<FixtureName, Expected>> & { others: Expected }

/** Group A's schools: its group admin, coordinator and director A1 may; director B1 gets 404. */
const inA1 = (ok: number): Row => ({
  anonymous: 401,
  groupAdminA: ok,
  coordinatorA: ok,
  directorA1: ok,
  directorB1: 404,
  others: 403,
})
/** School B1: only its director may; group A's managers get 404. */
const inB1 = (ok: number): Row => ({
  anonymous: 401,
  groupAdminA: 404,
  coordinatorA: 404,
  directorA1: 404,
  directorB1: ok,
  others: 403,
})
/** No filter: each manager their own schools. */
const own = (ok: number): Row => ({
  anonymous: 401,
  groupAdminA: ok,
  coordinatorA: ok,
  directorA1: ok,
  directorB1: ok,
  others: 403,
})

const unique = () => randomBytes(4).toString('hex')
const all = { childAccess: 'All', teamAccess: 'All', sectionAccess: 'All' } as const
const form = (assignment: Record<string, string>) => ({
  firstname: 'Case',
  lastname: `Team ${unique()}`,
  gender: null,
  email: `team.case.${unique()}@example.test`,
  phone: null,
  jobTitle: null,
  isModerator: false,
  moderated: false,
  observer: false,
  assignments: [{ ...assignment, ...all }],
})
const freshTeacher = async (w: MatrixWorld, at: { schoolId: string } | { sectionId: string }) =>
  (await w.app.make.staff('TEACHER', at)).id

const fullAccessCases: AccessCase[] = [
  { route: contracts.team.list, name: 'my schools', expect: own(200) },
  {
    route: contracts.team.list,
    name: 'school A1',
    request: (w) => ({ query: { schoolId: w.ids.schoolA1 } }),
    expect: inA1(200),
  },
  {
    route: contracts.team.list,
    name: 'section B1',
    request: (w) => ({ query: { sectionId: w.ids.sectionB1 } }),
    expect: inB1(200),
  },
  { route: contracts.team.invitations, name: 'my schools', expect: own(200) },
  {
    route: contracts.team.invitations,
    name: 'school B1',
    request: (w) => ({ query: { schoolId: w.ids.schoolB1 } }),
    expect: inB1(200),
  },
  {
    route: contracts.team.get,
    name: 'teacherA1s1',
    request: (w) => ({ params: { id: w.ids.users.teacherA1s1 } }),
    expect: inA1(200),
  },
  {
    route: contracts.team.get,
    name: 'directorB1',
    request: (w) => ({ params: { id: w.ids.users.directorB1 } }),
    expect: inB1(200),
  },
  {
    route: contracts.team.get,
    name: 'a guardian (never staff)',
    request: (w) => ({ params: { id: w.ids.users.guardianA1s1 } }),
    expect: { ...inA1(404), directorB1: 404 },
  },
  {
    route: contracts.team.create,
    name: 'a teacher of A1 s1',
    request: (w) => ({ payload: { ...form({ sectionId: w.ids.sectionA1s1 }), profile: 'TEACHER' } }),
    expect: inA1(201),
  },
  {
    route: contracts.team.create,
    name: 'a director of B1',
    request: (w) => ({ payload: { ...form({ schoolId: w.ids.schoolB1 }), profile: 'DIRECTOR' } }),
    expect: inB1(201),
  },
  {
    route: contracts.team.update,
    name: 'a teacher of A1 made for the case',
    request: async (w) => ({
      params: { id: await freshTeacher(w, { sectionId: w.ids.sectionA1s2 }) },
      payload: form({ sectionId: w.ids.sectionA1s1 }),
    }),
    expect: inA1(200),
  },
  {
    route: contracts.team.update,
    name: 'a teacher of B1 made for the case',
    request: async (w) => ({
      params: { id: await freshTeacher(w, { schoolId: w.ids.schoolB1 }) },
      payload: form({ schoolId: w.ids.schoolB1 }),
    }),
    expect: inB1(200),
  },
]

const observers = new WeakMap<MatrixWorld, Promise<string>>()
/** A director of A1 with the observer flag (spec 000 §6 "Observers are read-only"). */
function observerDirector(w: MatrixWorld): Promise<string> {
  let cookie = observers.get(w)
  if (!cookie) {
    cookie = w.app.make
      .staff('DIRECTOR', { schoolId: w.ids.schoolA1 }, { observer: true, lastname: 'Observer' })
      .then((u) => openSession(w.app, u.id, { currentSchoolId: w.ids.schoolA1, currentChildId: null }))
    observers.set(w, cookie)
  }
  return cookie
}

/** The case again with directorA1 answered by an observer director of the same school. */
function asObserver(base: AccessCase, expected: Expected): AccessCase {
  return {
    ...base,
    name: `${base.name ?? base.route.action} (observer director)`,
    request: async (w, who) => {
      const parts = (await base.request?.(w, who)) ?? {}
      return who === 'directorA1' ? { ...parts, cookie: await observerDirector(w) } : parts
    },
    expect: { ...base.expect, directorA1: expected },
  }
}

export const accessCases: AccessCase[] = [
  ...fullAccessCases,
  // Spec 000 §5 team access: the same rows with ReadOnly and Disabled twins (docs/access-levels.md).
  ...levelledCases(fullAccessCases, 'team'),
  ...fullAccessCases.map((c) =>
    asObserver(c, c.route.method === 'GET' ? (c.expect.directorA1 ?? c.expect.others) : 403),
  ),
]
