import { randomUUID } from 'node:crypto'
import { contracts } from '@nido/domain/contracts/index'
import { pushSubscriptions } from '../../db/schema/index'
import type { AccessCase, FixtureName, MatrixWorld } from '../../test/matrix'

// Web Push (docs/notifications-push.md): every signed-in user manages their own devices (observers
// too: a personal setting). Another user's device answers 404, like one that does not exist.

const keys = { p256dh: 'BPushMatrixKeyBPushMatrixKeyBPushMatrixKey', auth: 'PushMatrixAuth0000' }

/** A device of the fixture (the super admin's for anonymous, who is refused before it matters). */
async function deviceOf(w: MatrixWorld, who: FixtureName) {
  const userId = who === 'anonymous' ? w.ids.users.superAdmin : w.ids.users[who]
  const [row] = await w.app.database.db
    .insert(pushSubscriptions)
    .values({ userId, endpoint: `https://push.example/${randomUUID()}`, ...keys })
    .returning({ id: pushSubscriptions.id })
  return { id: row!.id }
}

export const accessCases: AccessCase[] = [
  { route: contracts.push.publicKey, expect: { anonymous: 401, others: 200 } },
  {
    route: contracts.push.subscribe,
    request: () => ({ payload: { endpoint: `https://push.example/${randomUUID()}`, keys } }),
    expect: { anonymous: 401, others: 201 },
  },
  {
    route: contracts.push.subscribe,
    name: 'an endpoint that is not https',
    request: () => ({ payload: { endpoint: `http://push.example/${randomUUID()}`, keys } }),
    expect: { anonymous: 401, others: 400 },
  },
  { route: contracts.push.list, expect: { anonymous: 401, others: 200 } },
  {
    route: contracts.push.update,
    request: async (w, who) => ({ params: await deviceOf(w, who), payload: { chat: false } }),
    expect: { anonymous: 401, others: 200 },
  },
  {
    route: contracts.push.update,
    name: "another user's device",
    request: async (w) => ({ params: await deviceOf(w, 'guardianB1'), payload: { chat: false } }),
    expect: { anonymous: 401, guardianB1: 200, others: 404 },
  },
  {
    route: contracts.push.remove,
    request: async (w, who) => ({ params: await deviceOf(w, who) }),
    expect: { anonymous: 401, others: 204 },
  },
  {
    route: contracts.push.remove,
    name: "another user's device",
    request: async (w) => ({ params: await deviceOf(w, 'guardianB1') }),
    expect: { anonymous: 401, guardianB1: 204, others: 404 },
  },
]
