import Fastify, { type FastifyInstance } from 'fastify'
import cookie from '@fastify/cookie'
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import fastifyStatic from '@fastify/static'
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod'
import { existsSync } from 'node:fs'
import path from 'node:path'
import type { AppDeps } from './platform/deps'
import { registerErrorHandling, sendError } from './platform/errors'
import { createRouter, settleWrite, type RequestState } from './platform/http'
import { contractSerializerCompiler } from './platform/serializer'
import { registerCrossSiteCheck } from './platform/cross-site'
import { registerSecurityHeaders, setFrameworkErrorHeaders } from './platform/security-headers'
import { modules as allModules } from './modules/index'
import { contributionsOf, jobsOf, type ModuleDefinition } from './modules/module'
import { createJobRunner, defaultPollMs, type JobRunner } from './platform/jobs'
import { createMailSender, mailDeliveryJob } from './platform/mail-sender'
import { attachRealtime, type Realtime } from './platform/realtime-server'
import { demoDocumentRoutes } from './seed/demo-documents'

// fastify/demo layout: external plugins, then the platform, then the modules' routes.
// server.ts only starts and stops what this builds; tests build it too and call it with inject.
// Everything the modules contribute comes from their definitions (modules/index.ts, decision
// record 0010): routes, media kinds, jobs.

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's job runner (platform/jobs.ts); tests call `runDue()` to run a tick at once. */
    jobs: JobRunner
    /** This app's realtime server; tests call `realtime.checkSessions()` to run a check at once. */
    realtime: Realtime
  }
}

export interface BuildOptions {
  logger?: boolean | { level: string }
  /** Folder of the built web app to serve; omitted in API-only tests. */
  webDist?: string | undefined
  /** The module definitions to wire (default: modules/index.ts); tests add their own. */
  modules?: readonly ModuleDefinition[]
  /**
   * How often the job runner looks for due jobs once the app is ready, or false to leave it to
   * `app.jobs.runDue()` (API tests, whose fixed clock would otherwise make every job due at once).
   */
  jobPollMs?: number | false
  /**
   * How often the realtime server re-checks its sockets' sessions (platform/realtime-server.ts), or
   * false to leave it to `app.realtime.checkSessions()` (API tests, as for jobs).
   */
  realtimeCheckMs?: number | false
}

export async function buildApp(deps: AppDeps, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: deps.config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Errors Fastify raises before routing (a malformed URL, an over-long path parameter) get
    // our error shape too; such an id cannot exist, so NOT_FOUND.
    frameworkErrors: (_error, req, reply) => {
      req.nido ??= { session: undefined }
      setFrameworkErrorHeaders(reply)
      void sendError(req, reply, 'NOT_FOUND')
    },
  })
  app.setValidatorCompiler(validatorCompiler)
  // Answers are written by serializers compiled from the contract; zod checks them as well where
  // config.checkResponses says so (tests), so contract drift still fails the suite (decision 0037).
  app.setSerializerCompiler(contractSerializerCompiler({ check: deps.config.checkResponses }))
  app.decorateRequest('nido', null as unknown as RequestState)
  app.addHook('onRequest', async (req) => {
    req.nido = { session: undefined }
  })

  // Decision 0036: a write request answers once this process has heard every change committed
  // before, its own included, so that its client's next read (and anyone's after it here) sees it.
  if (deps.readCache)
    app.addHook('onSend', async (req, _reply, payload) => {
      await settleWrite(req, deps)
      return payload
    })

  // docs/security.md: the security headers of every answer, then writes from another origin's
  // page refused before anything else runs.
  await registerSecurityHeaders(app, deps.config)
  registerCrossSiteCheck(app, deps.config)

  await app.register(cookie)
  // Raw bytes reach a handler as a stream (the media module's signed upload route meters and
  // stores them itself, so bodyLimit does not apply to them; docs/media.md). Text bodies are not
  // read at all: JSON is the API's only other body (docs/security.md).
  app.addContentTypeParser('application/octet-stream', (_req, payload, done) => done(null, payload))
  // A directory import's CSV file, read and size-checked as it streams (docs/directory-import.md).
  // Not a CORS-safelisted type: another site's page cannot send it without asking first.
  app.addContentTypeParser('text/csv', (_req, payload, done) => done(null, payload))
  // RFC 8058 one-click unsubscribe: mail providers post `List-Unsubscribe=One-Click` as a form to
  // the one route that declares it (docs/notifications.md); its handler does not read it, and every
  // other route refuses a form before its body is read (platform/http.ts).
  app.addContentTypeParser('application/x-www-form-urlencoded', (_req, payload, done) => done(null, payload))
  app.removeContentTypeParser('text/plain')
  await app.register(swagger, {
    openapi: {
      info: { title: 'Nido API', version: '1', description: 'Generated from packages/domain/src/contracts.' },
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'nido_session' } } },
    },
    transform: jsonSchemaTransform,
  })
  await app.register(swaggerUi, { routePrefix: '/api/docs' })
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger())

  registerErrorHandling(app)
  // ARCHITECTURE §8: Socket.IO on the same HTTP server; closed before the server closes. One per
  // app, handed to every handler (ctx.realtime).
  const realtime = attachRealtime(app, deps, { checkMs: options.realtimeCheckMs })
  app.decorate('realtime', realtime)
  const route = createRouter(app, deps, realtime)
  const modules = options.modules ?? allModules
  const contributions = contributionsOf(modules)
  for (const module of modules) module.routes?.(route, contributions)

  // ARCHITECTURE §2: background work through one runner, once across all processes (decision
  // record 0011). Mail leaves the outbox only when SMTP_URL is set (docs/mail-and-recovery.md).
  const jobs = jobsOf(modules)
  const mailSender = deps.config.smtpUrl
    ? createMailSender({
        db: deps.database.db,
        smtpUrl: deps.config.smtpUrl,
        from: deps.config.mailFrom,
        log: app.log,
      })
    : undefined
  if (mailSender) jobs.push(mailDeliveryJob(mailSender))
  const runner = createJobRunner(deps, jobs, app.log)
  app.decorate('jobs', runner)
  const pollMs = options.jobPollMs ?? defaultPollMs
  if (pollMs !== false) app.addHook('onReady', async () => runner.start(pollMs))
  // Before the database goes: a run under way finishes, and none starts afterwards.
  app.addHook('preClose', async () => {
    await runner.close()
    await mailSender?.close()
  })

  // The demo's terms and guide are pages of the app (seed/demo-documents.ts); an install without
  // the demo has none.
  if (deps.config.seedDemo !== 'never') await app.register(demoDocumentRoutes)

  const webDist = options.webDist
  const indexHtml = webDist ? path.join(webDist, 'index.html') : undefined
  if (webDist && indexHtml && existsSync(indexHtml)) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      // The build writes .br and .gz beside each text file (apps/web/precompress.ts); the browser
      // gets the one its Accept-Encoding takes (docs/web-weight.md "Compression").
      preCompressed: true,
      setHeaders: (reply, file) => {
        reply.header('cache-control', cacheControlOf(path.relative(webDist, file)))
      },
    })
  }
  app.setNotFoundHandler((req, reply) => {
    if (req.url.startsWith('/api/') || !indexHtml || !existsSync(indexHtml) || req.method !== 'GET') {
      return sendError(req, reply, 'NOT_FOUND')
    }
    // The web app owns every other path (client-side routes).
    return reply.type('text/html').header('cache-control', 'no-cache').sendFile('index.html')
  })
  return app
}

/**
 * Vite names every file under assets/ by its content's hash, so a file there never changes: a
 * repeat visit loads no script over the network. index.html (and anything else at the root) names
 * the current hashes, so the browser asks again each time (docs/web-weight.md).
 */
function cacheControlOf(relativePath: string): string {
  return /^assets[\\/]/.test(relativePath) ? 'public, max-age=31536000, immutable' : 'no-cache'
}
