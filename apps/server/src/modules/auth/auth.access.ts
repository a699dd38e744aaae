import { contracts } from '@nido/domain/contracts/index'
import { testPassword } from '../../test/factories'
import type { AccessCase } from '../../test/matrix'
import { matrixLoginEmail } from '../../test/matrix-world'

// ARCHITECTURE §5 access matrix. Both routes are public: the cookie a fixture sends changes nothing.
// Signing in uses the matrix's own account, never a fixture's; the matrix runs logout on a
// throwaway session of each fixture, so the fixtures' sessions survive.
export const accessCases: AccessCase[] = [
  {
    route: contracts.auth.login,
    name: 'right password',
    request: () => ({ payload: { email: matrixLoginEmail, password: testPassword } }),
    expect: { others: 200 },
  },
  {
    route: contracts.auth.login,
    name: 'unknown e-mail',
    // One address per fixture, so the per-account failure limit (auth.service loginLimits) is never reached.
    request: (_w, who) => ({
      payload: { email: `nobody.${who.toLowerCase()}@example.test`, password: 'wrong' },
    }),
    expect: { others: 401 },
  },
  {
    route: contracts.auth.login,
    name: 'malformed body',
    request: () => ({ payload: { email: 'not-an-email' } }),
    expect: { others: 400 },
  },
  // Spec 000 §4: logout answers even without a session (the cookie goes anyway).
  { route: contracts.auth.logout, expect: { others: 204 } },
  {
    route: contracts.auth.logout,
    name: 'malformed body',
    request: () => ({ payload: { globalLogout: 'yes' } }),
    expect: { others: 400 },
  },
]
