import { contracts } from '@nido/domain/contracts/index'
import type { AccessCase, MatrixWorld } from '../../test/matrix'
import { makeUpload } from '../../test/uploads'
import { enablePostalCards, matrixCard } from './postal-cards.matrix'

// Spec 000 §6: postal cards need the postal-card flag (on for school A1 only in these rows, so
// school B1's people meet FORBIDDEN_BY_FEATURE_SETTINGS) plus communication; sponsors are
// excluded. Guardians send; the staff of the section (teachers, directors, coordinators) read;
// the child's family (a signed-in child too) reads the cards sent for the child.

const denied = {
  anonymous: 401,
  superAdmin: 403,
  groupAdminA: 403,
  sponsorA1: 403,
  etudeA: 403,
  childA1s1: 403,
  // School B1 has no postal cards.
  directorB1: 403,
  guardianB1: 403,
} as const

const staffA = { coordinatorA: 200, directorA1: 200, teacherA1s1: 200, teacherA1s2: 200, observerA1s1: 200 }

const card = async (w: MatrixWorld) => ({ params: { id: await matrixCard(w) } })

async function sendFor(w: MatrixWorld, who: string, childId: string) {
  await enablePostalCards(w)
  const users = w.ids.users as Record<string, string>
  const mediaId = await makeUpload(w.app.database.db, {
    ownerId: users[who]!,
    kind: 'postal-card',
    type: 'IMAGE',
  })
  return { payload: { childId, message: 'Hello', mediaId } }
}

export const accessCases: AccessCase[] = [
  {
    route: contracts.postalCards.list,
    request: async (w) => (await enablePostalCards(w), {}),
    expect: { ...denied, ...staffA, guardianA1s1: 200, childA1s1: 200, others: 403 },
  },
  {
    route: contracts.postalCards.unreadCount,
    request: async (w) => (await enablePostalCards(w), {}),
    expect: { ...denied, ...staffA, others: 403 },
  },
  {
    route: contracts.postalCards.recipients,
    request: async (w) => (await enablePostalCards(w), {}),
    expect: { ...denied, guardianA1s1: 200, others: 403 },
  },
  {
    route: contracts.postalCards.get,
    name: 'guardianA1s1’s card to section A1 s1',
    request: card,
    expect: { ...denied, ...staffA, teacherA1s2: 404, guardianA1s1: 200, childA1s1: 200, others: 403 },
  },
  {
    route: contracts.postalCards.markRead,
    name: 'guardianA1s1’s card to section A1 s1',
    request: card,
    expect: { ...denied, ...staffA, teacherA1s2: 404, others: 403 },
  },
  {
    route: contracts.postalCards.create,
    name: 'for childA1s1',
    request: (w, who) => sendFor(w, who, w.ids.childA1s1),
    expect: { ...denied, guardianA1s1: 201, others: 403 },
  },
  {
    route: contracts.postalCards.create,
    name: 'for childB1 (not guardianA1s1’s child)',
    request: (w, who) => sendFor(w, who, w.ids.childB1),
    expect: { ...denied, guardianA1s1: 404, others: 403 },
  },
]
