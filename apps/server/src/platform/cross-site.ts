import type { FastifyInstance, FastifyRequest } from 'fastify'
import { AppError } from '@nido/domain/errors'
import type { Config } from '../config'

// docs/security.md "Cross-site requests". The session cookie is SameSite=Lax, which a page on
// the same site still gets (another port of the same host, a sibling subdomain): such a page could
// make the browser post to us with the user's cookie. A browser names the page behind every write
// in `Origin` (or at least in `Referer`), so a write whose page is not the app's own origin
// (PUBLIC_URL, ALLOWED_ORIGINS) is refused before anything else runs. A request that names no page
// at all does not come from a browser's page (curl, a script with its own cookie), so it is let
// through. Reads (GET, HEAD, OPTIONS) are never refused here: they change nothing, and the links
// from other sites (an e-mail, the OpenID provider's return, a calendar feed) arrive as GETs.

const reads = new Set(['GET', 'HEAD', 'OPTIONS'])

/** The origin of the page that sent the request, 'null' for an opaque one, or undefined. */
export function senderOrigin(req: Pick<FastifyRequest, 'headers'>): string | undefined {
  const origin = req.headers.origin
  if (origin !== undefined) return origin === 'null' ? 'null' : originOf(origin)
  const referer = req.headers.referer
  return referer === undefined ? undefined : originOf(referer)
}

function originOf(url: string): string {
  try {
    return new URL(url).origin
  } catch {
    return 'null'
  }
}

export function registerCrossSiteCheck(app: FastifyInstance, config: Pick<Config, 'trustedOrigins'>): void {
  const trusted = new Set(config.trustedOrigins)
  app.addHook('onRequest', async (req) => {
    if (reads.has(req.method)) return
    const origin = senderOrigin(req)
    if (origin === undefined || trusted.has(origin)) return
    // Logged: a PUBLIC_URL that is not the address people use shows here first.
    req.log.info({ origin, trusted: config.trustedOrigins }, 'write from another origin refused')
    throw new AppError('CROSS_SITE_REQUEST')
  })
}
