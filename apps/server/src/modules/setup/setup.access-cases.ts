import { contracts } from '@nido/domain/contracts/index'
import { installSetup } from '../../db/schema/index'
import { newSessionToken } from '../../platform/session'
import type { AccessCase, MatrixWorld } from '../../test/matrix'

// ARCHITECTURE §5 access matrix. The claim is public and the token decides, whoever sends it: the
// matrix's world already has groups, so no token opens it, not even a live one, for anonymous
// callers and signed-in fixtures alike. An anonymous claim that succeeds on an empty database is
// in setup.test.ts.

/**
 * Every try counts against the client's address (setup.service setupLimits) and the matrix sends
 * all its requests from one address: each case starts from a clean count. The limit itself is
 * tested in setup.test.ts.
 */
const freshAddress = (w: MatrixWorld) => w.app.deps.rateLimits.reset('setup:ip:127.0.0.1')

const claimWith = (token: string) => ({
  token,
  group: { name: 'Matrix nursery' },
  brand: { name: 'Matrix', primaryColor: '#112233', secondaryColor: '#445566', defaultLanguage: 'en' },
  admin: { firstname: 'Mat', lastname: 'Rix', email: 'setup.matrix@example.test', password: 'long password' },
})

export const accessCases: AccessCase[] = [
  {
    route: contracts.setup.claim,
    name: 'a wrong token',
    request: async (w) => {
      await freshAddress(w)
      return { payload: claimWith('x'.repeat(43)) }
    },
    expect: { others: 403 },
  },
  {
    route: contracts.setup.claim,
    name: 'a live token of an install that has a group',
    request: async (w) => {
      await freshAddress(w)
      const { token, tokenHash } = newSessionToken()
      await w.app.database.db.insert(installSetup).values({ tokenHash, issuedAt: w.app.clock.now() })
      return { payload: claimWith(token) }
    },
    expect: { others: 403 },
  },
  {
    route: contracts.setup.claim,
    name: 'malformed body',
    request: async (w) => {
      await freshAddress(w)
      return { payload: { token: 'x'.repeat(43) } }
    },
    expect: { others: 400 },
  },
]
