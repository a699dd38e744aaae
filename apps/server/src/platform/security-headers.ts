import helmet from '@fastify/helmet'
import type { FastifyInstance, FastifyReply } from 'fastify'
import type { Config } from '../config'

// docs/security.md "Headers": the security headers of every answer (API, web app, errors), set by
// @fastify/helmet in an onRequest hook so that nothing answers without them.

/** Where the browser may fetch media from besides this origin: the bucket with the S3 driver. */
export function mediaOrigins(storage: Config['storage']): string[] {
  if (storage.driver !== 's3') return []
  const endpoint = storage.s3.endpoint
  // Pre-signed URLs name the bucket in the host (virtual-hosted style) unless path style is on.
  if (!endpoint) return ['https://*.amazonaws.com']
  const url = new URL(endpoint)
  return storage.s3.forcePathStyle ? [url.origin] : [url.origin, `${url.protocol}//*.${url.host}`]
}

/** The path the browser posts its CSP violation reports to, when CSP_REPORTS is on. */
export const cspReportPath = '/api/csp-reports'

export function contentSecurityPolicy(config: Pick<Config, 'storage' | 'cspReports' | 'cookieSecure'>) {
  const media = mediaOrigins(config.storage)
  return {
    defaultSrc: ["'self'"],
    // No inline script, no eval: the built web app is files of /assets only (index.html has no
    // script of its own), so an injected <script> or event handler never runs.
    scriptSrc: ["'self'"],
    scriptSrcAttr: ["'none'"],
    // Styles may be inline: MUI (Emotion) and FullCalendar write <style> elements at run time, and
    // components set style attributes. A nonce would need index.html rendered per request and given
    // to both libraries; an injected style can restyle the page but runs nothing, and script-src
    // stays strict. Stylesheet files come from this origin only.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', ...media],
    mediaSrc: ["'self'", 'blob:', ...media],
    fontSrc: ["'self'", 'data:'],
    // Same-origin API and Socket.IO ('self' covers ws: and wss: of this host), and the bucket's
    // pre-signed uploads.
    connectSrc: ["'self'", ...media],
    workerSrc: ["'self'"],
    frameSrc: ["'none'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    // Over plain HTTP (development, the e2e run) an upgrade would break every request.
    ...(config.cookieSecure ? { upgradeInsecureRequests: [] } : {}),
    ...(config.cspReports ? { reportUri: [cspReportPath] } : {}),
  }
}

export async function registerSecurityHeaders(
  app: FastifyInstance,
  config: Pick<Config, 'storage' | 'cspReports' | 'cookieSecure'>,
): Promise<void> {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    // Our own pages post with their Origin: "no-referrer" (helmet's default) would make the
    // browser send `Origin: null` with them, which the cross-site check refuses (docs/security.md).
    // "same-origin" keeps addresses (reset links, ids) from leaking to other sites.
    referrerPolicy: { policy: 'same-origin' },
    frameguard: { action: 'deny' },
    // HSTS only when the app is served over HTTPS; a browser would otherwise refuse plain HTTP to
    // this host for a year.
    strictTransportSecurity: config.cookieSecure ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    // Media answers are same-origin; the defaults (same-origin) fit, the cross-origin embedder
    // policy would refuse the bucket's images.
    crossOriginEmbedderPolicy: false,
  })
  app.addHook('onRequest', async (_req, reply) => {
    void reply.header('permissions-policy', permissionsPolicy)
  })
  if (config.cspReports) {
    // Browsers post reports as application/csp-report or application/reports+json.
    const asJson = (_req: unknown, body: string, done: (err: Error | null, body?: unknown) => void) => {
      try {
        done(null, JSON.parse(body) as unknown)
      } catch {
        done(null, body)
      }
    }
    app.addContentTypeParser(
      ['application/csp-report', 'application/reports+json'],
      { parseAs: 'string' },
      asJson,
    )
    app.post(cspReportPath, { schema: { hide: true } }, async (req, reply) => {
      req.log.warn({ cspReport: req.body }, 'content security policy violation')
      return reply.code(204).send()
    })
  }
}

/**
 * The headers of an answer Fastify gives before routing (a malformed URL), where no onRequest hook
 * runs: an error body that may load nothing and be framed by nobody.
 */
export function setFrameworkErrorHeaders(reply: FastifyReply): void {
  void reply.headers({
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'same-origin',
    'permissions-policy': permissionsPolicy,
  })
}

/**
 * Powerful features off, except what the app uses on its own pages: the microphone for the
 * care log's audio messages, fullscreen for videos.
 */
const permissionsPolicy = [
  'camera=()',
  'microphone=(self)',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'display-capture=()',
  'fullscreen=(self)',
].join(', ')
