import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { contracts } from '@nido/domain/contracts/index'
import { childArchives, childSections } from '../../db/schema/index'
import type { AccessCase, Expected, FixtureName, MatrixWorld } from '../../test/matrix'
import { levelledCases } from '../../test/matrix-access-levels'

// Spec 000 §6 "Children and parents: coordinator, director, teacher" (docs/children-and-parents.md,
// decision 0031): teachers (the observer teacher among them) read the children of their sections,
// directors and coordinators those of their schools and change them; a child or section outside
// the actor's sections answers 404. Everyone else is refused (403), the signed-out get 401. Writes
// act on children made for the case, so the fixtures' scopes stay as the other rows expect them.

type Row = Partial<Record<FixtureName, Expected>> & { others: Expected }

const teachers = { teacherA1s1: 403, teacherA1s2: 403, observerA1s1: 403 } as const

/** A write on a child or section of A1 s1: group A's coordinator and A1's director may. */
const writeA1 = (ok: number): Row => ({
  anonymous: 401,
  coordinatorA: ok,
  directorA1: ok,
  directorB1: 404,
  ...teachers,
  others: 403,
})
/** A write in school B1: only its director may; group A's managers get 404. */
const writeB1 = (ok: number): Row => ({
  anonymous: 401,
  coordinatorA: 404,
  directorA1: 404,
  directorB1: ok,
  ...teachers,
  others: 403,
})
/** Reading a child of A1 s1: its managers and the teachers of s1 (the observer among them). */
const readA1s1: Row = {
  anonymous: 401,
  coordinatorA: 200,
  directorA1: 200,
  directorB1: 404,
  teacherA1s1: 200,
  observerA1s1: 200,
  teacherA1s2: 404,
  others: 403,
}
const readers: Row = {
  anonymous: 401,
  coordinatorA: 200,
  directorA1: 200,
  directorB1: 200,
  teacherA1s1: 200,
  teacherA1s2: 200,
  observerA1s1: 200,
  others: 403,
}

const unique = () => randomBytes(4).toString('hex')
const freshChild = async (w: MatrixWorld, sectionId = w.ids.sectionA1s1) =>
  (await w.app.make.child(sectionId, { firstname: `Case ${unique()}`, lastname: 'Matrix' })).id
const freshGuardianship = async (w: MatrixWorld) => {
  const childId = await freshChild(w)
  const guardian = await w.app.make.guardianOf([childId])
  return { childId, guardianId: guardian.id }
}
/** A child of A1 s1 archived as the archive route leaves them (decision 0031). */
const archivedChild = async (w: MatrixWorld) => {
  const childId = await freshChild(w)
  const db = w.app.database.db
  await db.delete(childSections).where(eq(childSections.childId, childId))
  await db.insert(childArchives).values({ childId, archivedAt: new Date(0), sectionIds: [w.ids.sectionA1s1] })
  return childId
}
const newChild = (sectionId: string) => ({
  firstname: `Case ${unique()}`,
  lastname: 'Matrix',
  gender: null,
  birthDate: null,
  sectionIds: [sectionId],
})

const fullAccessCases: AccessCase[] = [
  { route: contracts.childrenAndParents.list, name: 'my scope', expect: readers },
  {
    route: contracts.childrenAndParents.list,
    name: 'archived, in a section',
    request: (w) => ({ query: { status: 'archived', sectionId: w.ids.sectionA1s1 } }),
    expect: readers,
  },
  { route: contracts.childrenAndParents.sectionChoices, expect: readers },
  {
    route: contracts.childrenAndParents.get,
    name: 'childA1s1',
    request: (w) => ({ params: { childId: w.ids.childA1s1 } }),
    expect: readA1s1,
  },
  {
    route: contracts.childrenAndParents.get,
    name: 'childB1',
    request: (w) => ({ params: { childId: w.ids.childB1 } }),
    expect: {
      anonymous: 401,
      coordinatorA: 404,
      directorA1: 404,
      directorB1: 200,
      teacherA1s1: 404,
      teacherA1s2: 404,
      observerA1s1: 404,
      others: 403,
    },
  },
  {
    route: contracts.childrenAndParents.create,
    name: 'in A1 s1',
    request: (w) => ({ payload: newChild(w.ids.sectionA1s1) }),
    expect: writeA1(201),
  },
  {
    route: contracts.childrenAndParents.create,
    name: 'in B1',
    request: (w) => ({ payload: newChild(w.ids.sectionB1) }),
    expect: writeB1(201),
  },
  {
    route: contracts.childrenAndParents.update,
    name: 'a child of A1 s1 made for the case',
    request: async (w) => ({ params: { childId: await freshChild(w) }, payload: { lastname: 'Renamed' } }),
    expect: writeA1(200),
  },
  {
    route: contracts.childrenAndParents.update,
    name: 'a child of B1 made for the case',
    request: async (w) => ({
      params: { childId: await freshChild(w, w.ids.sectionB1) },
      payload: { lastname: 'Renamed' },
    }),
    expect: writeB1(200),
  },
  {
    route: contracts.childrenAndParents.addGuardian,
    name: 'a new guardian to a child of A1 s1',
    request: async (w) => ({
      params: { childId: await freshChild(w) },
      payload: {
        kind: 'new',
        firstname: 'New',
        lastname: 'Parent',
        email: `parent.${unique()}@example.test`,
        relationship: 'Mother',
      },
    }),
    expect: writeA1(201),
  },
  {
    route: contracts.childrenAndParents.updateGuardian,
    name: 'the guardian of a child of A1 s1',
    request: async (w) => {
      const { childId, guardianId } = await freshGuardianship(w)
      return { params: { childId, guardianId }, payload: { referent: false } }
    },
    expect: writeA1(200),
  },
  {
    route: contracts.childrenAndParents.unlinkGuardian,
    name: 'the guardian of a child of A1 s1',
    request: async (w) => ({ params: await freshGuardianship(w) }),
    expect: writeA1(204),
  },
  {
    route: contracts.childrenAndParents.renewKey,
    name: 'a child of A1 s1',
    request: async (w) => ({ params: { childId: await freshChild(w) } }),
    expect: writeA1(200),
  },
  {
    route: contracts.childrenAndParents.archive,
    name: 'a child of A1 s1',
    request: async (w) => ({ params: { childId: await freshChild(w) } }),
    expect: writeA1(200),
  },
  {
    route: contracts.childrenAndParents.archive,
    name: 'a child of B1',
    request: async (w) => ({ params: { childId: await freshChild(w, w.ids.sectionB1) } }),
    expect: writeB1(200),
  },
  {
    route: contracts.childrenAndParents.restore,
    name: 'an archived child of A1 s1',
    request: async (w) => ({ params: { childId: await archivedChild(w) } }),
    expect: writeA1(200),
  },
]

// Spec 000 §5 child access: the same rows with ReadOnly and Disabled twins (docs/access-levels.md).
export const accessCases: AccessCase[] = [...fullAccessCases, ...levelledCases(fullAccessCases, 'child')]
