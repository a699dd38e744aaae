import { contracts } from '@nido/domain/contracts/index'
import type { AccessCase, MatrixWorld } from '../../test/matrix'
import { matrixFolder } from './folders.matrix'

// Spec 000 §6: folders need communication and exclude sponsors; staff of the communication module
// write them (coordinator, director, teacher); families read what is shared with them, within
// the folder's audience (§3). A folder outside the actor's scope is 404; observers write nothing.

const denied = { anonymous: 401, superAdmin: 403, groupAdminA: 403, sponsorA1: 403 } as const

/** A GuardianOnly folder of directorA1 shared with school A1. */
const schoolFolder = async (w: MatrixWorld) => ({
  params: {
    id: await matrixFolder(w, {
      owner: 'directorA1',
      schoolId: w.ids.schoolA1,
      audience: 'GuardianOnly',
      targets: [{ targetType: 'School', targetId: w.ids.schoolA1 }],
    }),
  },
})

/** Each author shares with what they reach: school-wide staff their school, teachers their section. */
function ownTarget(w: MatrixWorld, who: string) {
  const byWho: Record<string, { targetType: 'School' | 'Section'; targetId: string }> = {
    coordinatorA: { targetType: 'School', targetId: w.ids.schoolA1 },
    directorA1: { targetType: 'School', targetId: w.ids.schoolA1 },
    directorB1: { targetType: 'School', targetId: w.ids.schoolB1 },
    teacherA1s2: { targetType: 'Section', targetId: w.ids.sectionA1s2 },
  }
  return byWho[who] ?? { targetType: 'Section', targetId: w.ids.sectionA1s1 }
}

const input = (targets: unknown[]) => ({
  title: 'A folder',
  description: '',
  audience: 'GuardianAndChild',
  targets,
  mediaIds: [],
})

export const accessCases: AccessCase[] = [
  { route: contracts.folders.list, expect: { ...denied, others: 200 } },
  {
    route: contracts.folders.get,
    name: 'a GuardianOnly folder shared with school A1',
    request: schoolFolder,
    expect: { ...denied, directorB1: 404, guardianB1: 404, childA1s1: 404, others: 200 },
  },
  {
    route: contracts.folders.create,
    name: 'shared with the author’s own school or section',
    request: (w, who) => ({ payload: input([ownTarget(w, who)]) }),
    expect: {
      ...denied,
      coordinatorA: 201,
      directorA1: 201,
      directorB1: 201,
      teacherA1s1: 201,
      teacherA1s2: 201,
      others: 403,
    },
  },
  {
    route: contracts.folders.create,
    name: 'shared with section B1 (outside group A)',
    request: (w) => ({ payload: input([{ targetType: 'Section', targetId: w.ids.sectionB1 }]) }),
    expect: {
      ...denied,
      coordinatorA: 404,
      directorA1: 404,
      directorB1: 201,
      teacherA1s1: 404,
      teacherA1s2: 404,
      others: 403,
    },
  },
  ...[contracts.folders.update, contracts.folders.delete].map((route): AccessCase => ({
    route,
    name: 'directorA1’s folder in school A1',
    request: async (w) => ({
      ...(await schoolFolder(w)),
      payload: input([{ targetType: 'School', targetId: w.ids.schoolA1 }]),
    }),
    expect: {
      ...denied,

      coordinatorA: route === contracts.folders.delete ? 204 : 200,
      directorA1: route === contracts.folders.delete ? 204 : 200,
      directorB1: 404,
      others: 403,
    },
  })),
]
