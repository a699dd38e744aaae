import { eq } from 'drizzle-orm'
import { contracts } from '@nido/domain/contracts/index'
import { brands } from '../../db/schema/index'
import type { AccessCase, MatrixWorld } from '../../test/matrix'

// ARCHITECTURE §5 access matrix. The sign-in routes are public: a fixture's cookie changes nothing.
// The matrix brands have no OpenID provider, so initiate can only be refused here; the round trip
// against a real provider is external-identity.test.ts. The login endpoint's {state} branch has its
// rows in auth.access-cases.ts.

async function brandOfGroupA(w: MatrixWorld): Promise<string> {
  const [row] = await w.app.database.db
    .select({ id: brands.id })
    .from(brands)
    .where(eq(brands.groupId, w.ids.groupA))
    .limit(1)
  return row!.id
}

export const accessCases: AccessCase[] = [
  { route: contracts.externalIdentity.providers, expect: { others: 200 } },
  {
    route: contracts.externalIdentity.providers,
    name: 'unknown domain falls back to the default brand',
    request: () => ({ query: { domain: 'unknown.example.invalid' } }),
    expect: { others: 200 },
  },
  {
    route: contracts.externalIdentity.initiate,
    name: 'provider the brand does not offer',
    request: async (w) => ({ query: { brandId: await brandOfGroupA(w), provider: 'entra' } }),
    expect: { others: 404 },
  },
  {
    route: contracts.externalIdentity.initiate,
    name: 'malformed query',
    request: () => ({ query: { brandId: 'not-a-uuid', provider: 'Entra!' } }),
    expect: { others: 400 },
  },
  {
    route: contracts.externalIdentity.validate,
    name: 'unknown state',
    request: () => ({ query: { state: 'never-issued', code: 'whatever' } }),
    expect: { others: 400 },
  },
  {
    route: contracts.externalIdentity.validate,
    name: 'no state',
    request: () => ({ query: { code: 'whatever' } }),
    expect: { others: 400 },
  },
  // Signed in with a password: nothing to end at a provider (url null); no session, no answer.
  { route: contracts.externalIdentity.logoutUrl, expect: { anonymous: 401, others: 200 } },
]
