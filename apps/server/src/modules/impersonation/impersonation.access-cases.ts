import { randomUUID } from 'node:crypto'
import { contracts } from '@nido/domain/contracts/index'
import type { AccessCase, FixtureName, MatrixWorld, RequestParts } from '../../test/matrix'
import { testPassword } from '../../test/factories'

// ARCHITECTURE §5 access matrix: only a super admin impersonates, never another
// super admin nor themselves; every other profile is refused by the action rule (403).
const impersonationRoutes: AccessCase[] = [
  {
    route: contracts.impersonation.searchUsers,
    request: () => ({ query: { email: 'guardian' } }),
    expect: { others: 403, anonymous: 401, superAdmin: 200 },
  },
  {
    route: contracts.impersonation.createToken,
    name: 'a guardian',
    request: (w) => ({ payload: { userId: w.ids.users.guardianA1s1 } }),
    expect: { others: 403, anonymous: 401, superAdmin: 201 },
  },
  {
    route: contracts.impersonation.createToken,
    name: 'another super admin',
    request: async (w) => ({ payload: { userId: (await w.app.make.user('SUPER_ADMIN')).id } }),
    expect: { others: 403, anonymous: 401 },
  },
  {
    route: contracts.impersonation.createToken,
    name: 'themselves',
    request: (w) => ({ payload: { userId: w.ids.users.superAdmin } }),
    expect: { others: 403, anonymous: 401 },
  },
  {
    route: contracts.impersonation.createToken,
    name: 'unknown user',
    request: () => ({ payload: { userId: '01890000-0000-7000-8000-000000000000' } }),
    expect: { others: 403, anonymous: 401, superAdmin: 404 },
  },
]

/**
 * docs/security.md "Impersonation": the account's personal acts, asked from a session the super
 * admin opened as each fixture, are refused (403 IMPERSONATION_READ_ONLY, or FORBIDDEN where the
 * profile may not act at all); the same requests from the fixtures' own sessions are in their
 * modules' rows.
 */
const asImpersonated =
  (parts: (w: MatrixWorld) => RequestParts = () => ({})) =>
  async (w: MatrixWorld, who: FixtureName): Promise<RequestParts> => {
    const cookie = await w.impersonatedCookie(who)
    return { ...parts(w), ...(cookie ? { cookie } : {}) }
  }

const refusedWhileImpersonated: AccessCase[] = [
  { route: contracts.terms.accept },
  {
    route: contracts.terms.acceptForChild,
    request: asImpersonated((w) => ({ params: { childId: w.ids.childA1s1 } })),
  },
  { route: contracts.dataProtection.askDeletion },
  { route: contracts.dataProtection.createExport },
  {
    route: contracts.dataProtection.downloadExport,
    request: asImpersonated(() => ({ params: { id: randomUUID() } })),
  },
  { route: contracts.calendar.subscribe },
  { route: contracts.twoFactor.startTotp },
  { route: contracts.twoFactor.startEmail },
  {
    route: contracts.twoFactor.confirmTotp,
    request: asImpersonated(() => ({ payload: { code: '000000' } })),
  },
  {
    route: contracts.twoFactor.disable,
    request: asImpersonated(() => ({ payload: { password: testPassword } })),
  },
  {
    route: contracts.twoFactor.regenerateRecoveryCodes,
    request: asImpersonated(() => ({ payload: { password: testPassword } })),
  },
].map((c) => ({
  name: 'impersonated session',
  request: asImpersonated(),
  ...c,
  expect: { anonymous: 401, others: 403 },
}))

export const accessCases: AccessCase[] = [...impersonationRoutes, ...refusedWhileImpersonated]
