import { contracts } from '@nido/domain/contracts/index'
import { inAppMessages } from '../../db/schema/index'
import type { AccessCase, MatrixWorld } from '../../test/matrix'

// The matrix world has no in-app message, so a dismissal can only name an unknown one (404);
// in-app-messages.test.ts covers a real dismissal, by profile type.
//
// The administration (docs/administration-settings.md "In-app messages"): super admins only, every
// other profile 403. Messages made here start in 2099, so nobody's list changes.
const future = { startsAt: '2099-01-01T00:00:00.000Z', endsAt: null }
const message = {
  contentHtml: { en: '<p>Matrix</p>' },
  button: {},
  profileTypes: null,
  ...future,
}
const freshMessage = async (w: MatrixWorld) => {
  const [row] = await w.app.database.db
    .insert(inAppMessages)
    .values({ contentHtml: { en: '<p>Matrix</p>' }, button: {}, startsAt: new Date(future.startsAt) })
    .returning({ id: inAppMessages.id })
  return { id: row!.id }
}
const superAdminOnly = (ok: number) => ({ anonymous: 401, superAdmin: ok, others: 403 })

export const accessCases: AccessCase[] = [
  { route: contracts.inAppMessages.adminList, expect: superAdminOnly(200) },
  {
    route: contracts.inAppMessages.create,
    request: () => ({ payload: message }),
    expect: superAdminOnly(201),
  },
  {
    route: contracts.inAppMessages.update,
    request: async (w) => ({ params: await freshMessage(w), payload: message }),
    expect: superAdminOnly(200),
  },
  {
    route: contracts.inAppMessages.end,
    request: async (w) => ({ params: await freshMessage(w) }),
    expect: superAdminOnly(200),
  },
  {
    route: contracts.inAppMessages.remove,
    request: async (w) => ({ params: await freshMessage(w) }),
    expect: superAdminOnly(204),
  },
  { route: contracts.inAppMessages.list, expect: { anonymous: 401, others: 200 } },
  {
    route: contracts.inAppMessages.dismiss,
    name: 'unknown message',
    request: () => ({ params: { id: '0190a0b0-0000-7000-8000-000000000000' } }),
    expect: { anonymous: 401, others: 404 },
  },
]
