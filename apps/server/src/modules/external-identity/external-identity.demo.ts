import { like } from 'drizzle-orm'
import type { Queryable } from '../../db/client'
import { brands } from '../../db/schema/index'
import type { ExternalIdentityProviderSettings } from '../../db/schema/structure'

// The demo brands get an OpenID provider only when the environment points to one
// (docs/external-identity.md "Demo"): the demo data ships without any, and this never touches a
// brand outside the demo domain.
export const demoBrandDomains = '%.nido.demo'

/** Sets (or, with null, removes) the provider of every demo brand; called at start-up. */
export async function applyDemoProvider(
  db: Queryable,
  settings: ExternalIdentityProviderSettings | null,
): Promise<void> {
  await db.update(brands).set({ externalIdentity: settings }).where(like(brands.domain, demoBrandDomains))
}
