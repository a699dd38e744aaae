import { contracts } from '@nido/domain/contracts/index'
import type { AccessCase, MatrixWorld } from '../../test/matrix'
import { makeNews } from '../news/index'
import { signUnsubscribeToken } from './notification-mail'

// Spec 000 §5–§7. No fixture moderates or is moderated, so the panel lists
// and moderation answer 403 to everyone signed in (the moderator cases are in
// notifications.test.ts). Counts are a start-up call of every session. Deleting from the panel
// follows the post rule: owner, director or coordinator of the school; readers 403; others 404.

const pendingPost = async (w: MatrixWorld) =>
  makeNews(w.app.database.db, {
    ownerId: w.ids.users.teacherA1s1,
    schoolId: w.ids.schoolA1,
    targets: [{ targetType: 'Section', targetId: w.ids.sectionA1s1 }],
    status: 'pending',
    publishAt: '2026-11-18T09:00:00Z',
  })

export const accessCases: AccessCase[] = [
  { route: contracts.notifications.toModerate, expect: { anonymous: 401, others: 403 } },
  { route: contracts.notifications.pendingModeration, expect: { anonymous: 401, others: 403 } },
  { route: contracts.notifications.counts, name: 'all schools', expect: { anonymous: 401, others: 200 } },
  {
    route: contracts.notifications.counts,
    name: 'school A1',
    request: (w) => ({ query: { schoolId: w.ids.schoolA1 } }),
    expect: { anonymous: 401, superAdmin: 404, directorB1: 404, guardianB1: 404, others: 200 },
  },
  {
    route: contracts.notifications.approve,
    request: async (w) => ({ params: { newsId: (await pendingPost(w)).newsId } }),
    expect: { anonymous: 401, others: 403 },
  },
  {
    route: contracts.notifications.refuse,
    request: async (w) => ({ params: { newsId: (await pendingPost(w)).newsId }, payload: { reason: 'No' } }),
    expect: { anonymous: 401, others: 403 },
  },
  {
    route: contracts.notifications.deleteItem,
    request: async (w) => ({
      params: {
        referenceType: 'post',
        referenceId: (
          await makeNews(w.app.database.db, {
            ownerId: w.ids.users.teacherA1s1,
            schoolId: w.ids.schoolA1,
            targets: [{ targetType: 'Section', targetId: w.ids.sectionA1s1 }],
            publishAt: '2026-11-18T09:00:00Z',
          })
        ).referenceId,
      },
    }),
    expect: {
      anonymous: 401,
      teacherA1s1: 204,
      directorA1: 204,
      coordinatorA: 204,
      sponsorA1: 403,
      observerA1s1: 403,
      guardianA1s1: 403,
      childA1s1: 403,
      groupAdminA: 403,
      etudeA: 403,
      others: 404,
    },
  },
  // docs/notifications.md "Unsubscribe": public, the same for everyone, signed in or not; the
  // token is the key (a bad one LINK_INVALID), so there is no scope to leave.
  {
    route: contracts.notifications.unsubscribeShow,
    name: 'a valid link',
    request: (w) => ({
      query: { token: signUnsubscribeToken(w.app.deps.secret, w.ids.users.guardianA1s1, 'postal-card') },
    }),
    expect: { others: 200 },
  },
  {
    route: contracts.notifications.unsubscribeShow,
    name: 'a forged link',
    request: (w) => ({ query: { token: `${w.ids.users.guardianA1s1}.postal-card.forged` } }),
    expect: { others: 400 },
  },
  {
    route: contracts.notifications.unsubscribe,
    name: 'a forged link',
    request: (w) => ({ query: { token: `${w.ids.users.guardianA1s1}.weekly.forged` } }),
    expect: { others: 400 },
  },
  {
    route: contracts.notifications.unsubscribe,
    name: 'a valid link',
    request: (w) => ({
      query: {
        token: signUnsubscribeToken(w.app.deps.secret, w.ids.users.guardianA1s1, 'manager-suggestion'),
      },
    }),
    expect: { others: 200 },
  },
]
