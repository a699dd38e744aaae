import { contracts } from '@nido/domain/contracts/index'
import type { AccessCase, MatrixWorld } from '../../test/matrix'
import { matrixPoll } from './polls.matrix'

// Spec 000 §6 "Polls: coordinator, director, teacher, sponsor" write and list them; everyone on
// the main site opens a poll shared with them; families (guardians, signed-in children) answer
// the polls whose targets reach them (the replier scope, §7). Outside the scope: 404.

const admins = { anonymous: 401, superAdmin: 403, groupAdminA: 403 } as const

/** teacherA1s1's poll for section A1 s1. */
const sectionPoll = (w: MatrixWorld) =>
  matrixPoll(w, {
    owner: 'teacherA1s1',
    schoolId: w.ids.schoolA1,
    targets: [{ targetType: 'Section', targetId: w.ids.sectionA1s1 }],
  })

function ownTarget(w: MatrixWorld, who: string) {
  const byWho: Record<string, { targetType: 'School' | 'Section'; targetId: string }> = {
    coordinatorA: { targetType: 'School', targetId: w.ids.schoolA1 },
    directorA1: { targetType: 'School', targetId: w.ids.schoolA1 },
    sponsorA1: { targetType: 'School', targetId: w.ids.schoolA1 },
    directorB1: { targetType: 'School', targetId: w.ids.schoolB1 },
    teacherA1s2: { targetType: 'Section', targetId: w.ids.sectionA1s2 },
  }
  return byWho[who] ?? { targetType: 'Section', targetId: w.ids.sectionA1s1 }
}

const input = (targets: unknown[]) => ({
  question: 'Which day?',
  supportsMultiple: false,
  closesAt: null,
  options: ['Monday', 'Tuesday'],
  targets,
})

export const accessCases: AccessCase[] = [
  {
    route: contracts.polls.list,
    expect: {
      ...admins,
      coordinatorA: 200,
      directorA1: 200,
      directorB1: 200,
      sponsorA1: 200,
      teacherA1s1: 200,
      teacherA1s2: 200,
      observerA1s1: 200,
      others: 403,
    },
  },
  { route: contracts.polls.replierScope, expect: { ...admins, others: 200 } },
  {
    route: contracts.polls.get,
    name: 'teacherA1s1’s poll for section A1 s1',
    request: async (w) => ({ params: { id: (await sectionPoll(w)).pollId } }),
    expect: { ...admins, teacherA1s2: 404, directorB1: 404, guardianB1: 404, others: 200 },
  },
  {
    route: contracts.polls.create,
    name: 'shared with the author’s own school or section',
    request: (w, who) => ({ payload: input([ownTarget(w, who)]) }),
    expect: {
      ...admins,
      coordinatorA: 201,
      directorA1: 201,
      directorB1: 201,
      sponsorA1: 201,
      teacherA1s1: 201,
      teacherA1s2: 201,
      others: 403,
    },
  },
  {
    route: contracts.polls.create,
    name: 'shared with section B1 (outside group A)',
    request: (w) => ({ payload: input([{ targetType: 'Section', targetId: w.ids.sectionB1 }]) }),
    expect: {
      ...admins,
      coordinatorA: 404,
      directorA1: 404,
      directorB1: 201,
      sponsorA1: 404,
      teacherA1s1: 404,
      teacherA1s2: 404,
      others: 403,
    },
  },
  ...[contracts.polls.update, contracts.polls.delete].map((route): AccessCase => ({
    route,
    name: 'teacherA1s1’s poll for section A1 s1',
    request: async (w) => ({
      params: { id: (await sectionPoll(w)).pollId },
      payload: {
        ...input([{ targetType: 'Section', targetId: w.ids.sectionA1s1 }]),
        options: [{ label: 'Monday' }, { label: 'Friday' }],
      },
    }),
    expect: {
      ...admins,
      teacherA1s1: route === contracts.polls.delete ? 204 : 200,
      directorA1: route === contracts.polls.delete ? 204 : 200,
      coordinatorA: route === contracts.polls.delete ? 204 : 200,
      teacherA1s2: 404,
      directorB1: 404,
      others: 403,
    },
  })),
  {
    route: contracts.polls.vote,
    name: 'teacherA1s1’s poll for section A1 s1',
    request: async (w) => {
      const { pollId, optionId } = await sectionPoll(w)
      return { params: { id: pollId }, payload: { optionId } }
    },
    expect: { ...admins, guardianA1s1: 200, childA1s1: 200, guardianB1: 404, others: 403 },
  },
]
