import Fastify, { type FastifyInstance } from 'fastify'
import cookie from '@fastify/cookie'
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import fastifyStatic from '@fastify/static'
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import { existsSync } from 'node:fs'
import path from 'node:path'
import type { AppDeps } from './platform/deps'
import { registerErrorHandling, sendError } from './platform/errors'
import { createRouter, type RequestState } from './platform/http'
import { moduleRoutes } from './modules/index'
import { attachRealtime } from './platform/realtime-server'

// fastify/demo layout: external plugins, then the platform, then the modules' routes.
// server.ts only starts and stops what this builds; tests build it too and call it with inject.

export interface BuildOptions {
  logger?: boolean | { level: string }
  /** Folder of the built web app to serve; omitted in API-only tests. */
  webDist?: string | undefined
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
      void sendError(req, reply, 'NOT_FOUND')
    },
  })
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  app.decorateRequest('nido', null as unknown as RequestState)
  app.addHook('onRequest', async (req) => {
    req.nido = { session: undefined }
  })

  const readCache = deps.readCache
  if (readCache) {
    // A change made by this process is seen by its next read at once, before its notification
    // comes back (platform/read-cache.ts): forgotten when the request starts and before it answers.
    const writes = (method: string) => method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS'
    app.addHook('onRequest', async (req) => {
      if (writes(req.method)) readCache.changed()
    })
    app.addHook('onSend', async (req, _reply, payload) => {
      if (writes(req.method)) readCache.changed()
      return payload
    })
  }

  await app.register(cookie)
  // Raw bytes reach a handler as a stream (the media module's signed upload route meters and
  // stores them itself, so bodyLimit does not apply to them; docs/media.md).
  app.addContentTypeParser('application/octet-stream', (_req, payload, done) => done(null, payload))
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
  const route = createRouter(app, deps)
  for (const register of moduleRoutes) register(route)
  // ARCHITECTURE §8: Socket.IO on the same HTTP server; closed before the server closes.
  attachRealtime(app, deps)

  const webDist = options.webDist
  const indexHtml = webDist ? path.join(webDist, 'index.html') : undefined
  if (webDist && indexHtml && existsSync(indexHtml)) {
    await app.register(fastifyStatic, { root: webDist, wildcard: false, maxAge: '1h', immutable: false })
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
