import { contracts } from '@nido/domain/contracts/index'
import { oneTimeTokens } from '../../db/schema/index'
import { newSessionToken } from '../../platform/session'
import { testPassword } from '../../test/factories'
import type { AccessCase, MatrixWorld } from '../../test/matrix'
import { matrixLoginEmail } from '../../test/matrix-world'

// ARCHITECTURE §5 access matrix. Both routes are public: the cookie a fixture sends changes nothing.
// Signing in uses the matrix's own account, never a fixture's; the matrix runs logout on a
// throwaway session of each fixture, so the fixtures' sessions survive.

/**
 * Every failed sign-in counts against the client's address (auth.throttle signInLimits), and the
 * matrix sends all its requests from one address; each failing case starts from a clean count so
 * that the cases do not turn each other into 429s. The limit itself is tested in auth.test.ts.
 */
const freshAddress = async (w: MatrixWorld) => w.app.deps.rateLimits.reset('login:ip:127.0.0.1')

const someToken = 'x'.repeat(43)

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
    // One address per fixture, so the per-account failure limit (auth.throttle signInLimits) is never reached.
    request: async (w, who) => {
      await freshAddress(w)
      return { payload: { email: `nobody.${who.toLowerCase()}@example.test`, password: 'wrong' } }
    },
    expect: { others: 401 },
  },
  {
    route: contracts.auth.login,
    name: 'malformed body',
    request: () => ({ payload: { email: 'not-an-email' } }),
    expect: { others: 400 },
  },
  {
    route: contracts.auth.login,
    name: 'two-factor key for an unknown challenge',
    request: async (w) => {
      await freshAddress(w)
      return { payload: { challengeToken: someToken, key: '123456', method: 'totp' } }
    },
    expect: { others: 401 },
  },
  {
    route: contracts.auth.login,
    name: 'choose method for an unknown challenge',
    request: async (w) => {
      await freshAddress(w)
      return { payload: { challengeToken: someToken, chooseMethod: 'email' } }
    },
    expect: { others: 401 },
  },
  {
    route: contracts.auth.login,
    name: 'unknown admin token',
    request: async (w) => {
      await freshAddress(w)
      return { payload: { adminToken: someToken } }
    },
    expect: { others: 401 },
  },
  {
    // The token is the credential: whoever holds a live one made by a super admin signs in with it.
    route: contracts.auth.login,
    name: 'admin token of a super admin for a teacher',
    request: async (w) => {
      const { token, tokenHash } = newSessionToken()
      await w.app.database.db.insert(oneTimeTokens).values({
        userId: w.ids.users.teacherA1s2,
        purpose: 'admin-token',
        tokenHash,
        data: { impersonatorId: w.ids.users.superAdmin },
        expiresAt: new Date(w.app.clock.now().getTime() + 60_000),
      })
      return { payload: { adminToken: token } }
    },
    expect: { others: 200 },
  },
  {
    // ENABLE_FIXTURES_LOGIN is off in tests: the branch answers like wrong credentials.
    route: contracts.auth.login,
    name: 'fixtures code while the branch is off',
    request: async (w) => {
      await freshAddress(w)
      return { payload: { fixturesCode: 'director@nido.demo' } }
    },
    expect: { others: 401 },
  },
  {
    route: contracts.auth.login,
    name: 'unknown external-identity state',
    request: async (w) => {
      await freshAddress(w)
      return { payload: { state: 'no-such-state' } }
    },
    expect: { others: [400, 401] },
  },
  // Spec 000 §4: logout answers even without a session (the cookie goes anyway).
  { route: contracts.auth.logout, expect: { others: 204 } },
  {
    route: contracts.auth.logout,
    name: 'malformed body',
    request: () => ({ payload: { globalLogout: 'yes' } }),
    expect: { others: 400 },
  },
  { route: contracts.auth.fixtures, name: 'branch off (an empty list)', expect: { others: 200 } },
]
