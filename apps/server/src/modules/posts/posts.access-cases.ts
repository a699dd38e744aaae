import { contracts } from '@nido/domain/contracts/index'
import type { AccessCase, MatrixWorld } from '../../test/matrix'
import { makeNews } from '../news/index'

// Group A has the childrenLogin brand: its guardian and child may not share
// (403); group B is standard, so guardianB1 may share to their child's section. Group and super
// admins and etude are not authors (403). A post of teacherA1s1 to section A1 s1: its owner,
// directorA1 and coordinatorA may edit it; readers of it (sponsorA1 via school A1, the observer,
// guardianA1s1, childA1s1) get 403; anyone who cannot see it 404.

const teacherPost = async (w: MatrixWorld) =>
  (
    await makeNews(w.app.database.db, {
      ownerId: w.ids.users.teacherA1s1,
      schoolId: w.ids.schoolA1,
      targets: [{ targetType: 'Section', targetId: w.ids.sectionA1s1 }],
      publishAt: '2026-11-18T09:00:00Z',
    })
  ).referenceId

const notAuthors = { superAdmin: 403, groupAdminA: 403, etudeA: 403 } as const
const onTeacherPost = (ok: number) =>
  ({
    anonymous: 401,
    ...notAuthors,
    teacherA1s1: ok,
    directorA1: ok,
    coordinatorA: ok,
    sponsorA1: 403,
    observerA1s1: 403,
    guardianA1s1: 403,
    childA1s1: 403,
    others: 404,
  }) as const

const body = (sectionId: string) => ({
  contentHtml: '<p>Matrix post</p>',
  targets: [{ targetType: 'Section', targetId: sectionId }],
})

export const accessCases: AccessCase[] = [
  {
    route: contracts.posts.get,
    request: async (w) => ({ params: { postId: await teacherPost(w) } }),
    expect: onTeacherPost(200),
  },
  {
    route: contracts.posts.create,
    name: 'to section A1 s1',
    request: (w) => ({ payload: body(w.ids.sectionA1s1) }),
    expect: {
      anonymous: 401,
      ...notAuthors,
      teacherA1s1: 201,
      directorA1: 201,
      coordinatorA: 201,
      sponsorA1: 201,
      observerA1s1: 403,
      // childrenLogin brand (spec 001 §6).
      guardianA1s1: 403,
      childA1s1: 403,
      others: 404,
    },
  },
  {
    route: contracts.posts.create,
    name: 'to section B1 (standard brand)',
    request: (w) => ({ payload: body(w.ids.sectionB1) }),
    expect: {
      anonymous: 401,
      ...notAuthors,
      observerA1s1: 403,
      directorB1: 201,
      guardianB1: 201,
      others: 404,
    },
  },
  {
    route: contracts.posts.update,
    request: async (w) => ({ params: { postId: await teacherPost(w) }, payload: body(w.ids.sectionA1s1) }),
    expect: onTeacherPost(200),
  },
  {
    route: contracts.posts.delete,
    request: async (w) => ({ params: { postId: await teacherPost(w) } }),
    expect: onTeacherPost(204),
  },
  {
    route: contracts.posts.targets,
    name: 'current school',
    expect: { anonymous: 401, ...notAuthors, others: 200 },
  },
  {
    route: contracts.posts.targets,
    name: 'school B1',
    request: (w) => ({ query: { schoolId: w.ids.schoolB1 } }),
    expect: { anonymous: 401, ...notAuthors, directorB1: 200, guardianB1: 200, others: 404 },
  },
  {
    route: contracts.posts.sponsorNews,
    expect: { anonymous: 401, superAdmin: 403, groupAdminA: 403, others: 200 },
  },
]
