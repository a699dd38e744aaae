import { contracts } from '@nido/domain/contracts/index'
import type { AccessCase, MatrixWorld } from '../../test/matrix'
import { makeNews } from './news.fixtures'

// The feed is for the roles of the main site (spec 000 §6): group and super admins
// get 403. An item shared with section A1/s1 is read by that section's teachers, guardians and
// child, by the staff of school A1 and group A, and answers 404 to everyone else (ARCHITECTURE §4).
// Reacting is a write: the observer gets 403 FORBIDDEN_OBSERVER.

/** A published post by teacherA1s1 shared with section A1/s1; each case makes its own. */
async function itemOfA1s1(w: MatrixWorld): Promise<{ params: { newsId: string } }> {
  const { newsId } = await makeNews(w.app.database.db, {
    ownerId: w.ids.users.teacherA1s1,
    schoolId: w.ids.schoolA1,
    targets: [{ targetType: 'Section', targetId: w.ids.sectionA1s1 }],
    publishAt: '2026-11-01T08:00:00Z',
  })
  return { params: { newsId } }
}

const notMainSite = { anonymous: 401, superAdmin: 403, groupAdminA: 403 } as const
const outsideA1s1 = { teacherA1s2: 404, directorB1: 404, guardianB1: 404 } as const

export const accessCases: AccessCase[] = [
  { route: contracts.news.feed, expect: { ...notMainSite, others: 200 } },
  { route: contracts.news.filterOptions, expect: { ...notMainSite, others: 200 } },
  {
    route: contracts.news.read,
    name: 'an item of section A1/s1',
    request: itemOfA1s1,
    expect: { ...notMainSite, ...outsideA1s1, others: 200 },
  },
  {
    route: contracts.news.reactions,
    name: 'an item of section A1/s1',
    request: async (w) => ({ ...(await itemOfA1s1(w)), query: { limit: '5' } }),
    expect: { ...notMainSite, ...outsideA1s1, others: 200 },
  },
  {
    route: contracts.news.react,
    name: 'an item of section A1/s1',
    request: async (w) => ({ ...(await itemOfA1s1(w)), payload: { reaction: 'heart' } }),
    expect: { ...notMainSite, ...outsideA1s1, observerA1s1: 403, others: 200 },
  },
]
