import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { z } from 'zod'
import { AppError } from '@nido/domain/errors'
import { actionRules, isActionName, type ActionRule } from '@nido/domain/access/actions'
import { accessLevelAllows } from '@nido/domain/access/access-level'
import type { RouteDef } from '@nido/domain/contracts/define'
import type { Db, Queryable } from '../db/client'
import type { Actor } from './actor'
import { resolveSessionActor } from './actor'
import { hashToken } from './session'
import type { AppDeps } from './deps'
import type { Realtime } from './realtime-server'
import { sessionCookieName, touchSession, type SessionRow } from './session'
import type { FeatureKey } from '@nido/domain/enums/features'
import { currentSchoolFeatures, schoolAndGlobalFeatures } from './features'
import { isFeatureOn } from '@nido/domain/enums/features'
import { audit } from './audit'

// Registers a handler against its contract definition (ARCHITECTURE §3): the contract's zod
// schemas validate input and serialise output, and the handler receives typed values plus a
// context that resolves the session and the actor once per request.
//
// Authorization happens once per check (ARCHITECTURE §5, decision 0013): the router checks the
// route's action rule before the handler runs (the "first line"); a handler that acts on one
// object then asks for that object by action and id through its module's scope function
// (`requireFor`), which answers NOT_FOUND outside the actor's scope (ARCHITECTURE §4).

declare module 'fastify' {
  interface FastifyRequest {
    nido: RequestState
  }
  interface FastifyContextConfig {
    action?: string
  }
}

export interface RequestState {
  /** Set once the cookie has been looked up: the live session, or null. */
  session: SessionRow | null | undefined
  loaded?: Promise<{ session: SessionRow; actor: Actor } | undefined>
  /** The session's activity write, when one was due; settled before the answer leaves. */
  touched?: Promise<void>
}

type In<T> = T extends z.ZodType ? z.output<T> : undefined
type Out<T> = T extends z.ZodType ? z.input<T> : never

export interface HandlerContext<R extends RouteDef> {
  req: FastifyRequest
  reply: FastifyReply
  params: In<NonNullable<R['params']>>
  query: In<NonNullable<R['query']>>
  body: In<NonNullable<R['body']>>
  deps: AppDeps
  db: Db
  /** This app's realtime server (platform/realtime-server.ts), for hints after a commit. */
  realtime: Realtime
  now: Date
  /** The signed-in session, or undefined on a public route without one. */
  session: () => Promise<SessionRow | undefined>
  /**
   * The signed-in actor, resolved once per request. On a session route the router has already
   * checked the route's action rule (profile, observer, feature) before calling the handler, so
   * the handler does not check it again; a public route has no actor.
   */
  actor: R['auth'] extends 'session' ? Actor : undefined
  /**
   * For a public route whose answer needs a session in some cases (brands by school): resolves
   * the actor and checks the route's action rule then, or answers UNAUTHENTICATED.
   */
  requireActor: () => Promise<Actor>
  /**
   * The one object the handler acts on, by the route's own action and the object's id: the
   * module's scope function finds it within the actor's scope, or the request answers NOT_FOUND
   * (a 404, so ids cannot be probed: ARCHITECTURE §4). Modelled on eVaka's
   * `requirePermissionFor(user, action, id)`. Pass the transaction when the handler writes, so
   * the check and the write see the same rows.
   */
  requireFor: <Id extends string, T>(
    action: R['action'],
    id: Id,
    inScope: InScope<Id, T>,
    tx?: Queryable,
  ) => Promise<T>
}

/**
 * A module's scope function: the object of this id as the actor may see it, or nothing when it
 * does not exist or lies outside the actor's scope (the two are not told apart).
 */
export type InScope<Id extends string, T> = (
  db: Queryable,
  actor: Actor,
  id: Id,
  now: Date,
) => Promise<T | null | undefined>

export type Handler<R extends RouteDef> = (ctx: HandlerContext<R>) => Promise<Out<R['response']>>

export function createRouter(app: FastifyInstance, deps: AppDeps, realtime: Realtime) {
  const typed = app.withTypeProvider<ZodTypeProvider>()

  return function route<R extends RouteDef>(def: R, handler: Handler<R>): void {
    if (!isActionName(def.action))
      throw new Error(`Route ${def.method} ${def.path} names unknown action ${def.action}`)
    const rule: ActionRule = actionRules[def.action]
    const status = def.successStatus ?? 200
    typed.route({
      method: def.method,
      url: def.path,
      config: { action: def.action },
      // ARCHITECTURE §5: every request made in an impersonated session is audited
      // with the real actor (the impersonator), reads included. Written before the answer leaves,
      // so the row exists once the client has its response.
      // docs/security.md "Cross-site requests": a body is JSON, or the route's own raw type; a
      // form or a text body (what another site's page can send without asking) is refused before
      // it is read.
      onRequest: async (req) => {
        if (def.method === 'GET') return
        const type = mediaTypeOf(req.headers['content-type'])
        if (type !== undefined && type !== (def.rawBody ?? 'application/json'))
          throw new AppError('UNSUPPORTED_CONTENT_TYPE')
      },
      onSend: async (req, reply, payload) => {
        await auditImpersonatedRequest(req, reply, deps, def.action)
        return payload
      },
      schema: {
        summary: def.summary,
        operationId: def.action,
        tags: [def.path.split('/')[3] ?? 'api'],
        ...(def.params ? { params: def.params } : {}),
        ...(def.query ? { querystring: def.query } : {}),
        ...(def.body ? { body: def.body } : {}),
        ...(status === 204 ? {} : { response: { [status]: def.response } }),
        ...(def.auth === 'session' ? { security: [{ session: [] }] } : {}),
      },
      handler: async (req, reply) => {
        // The first line of every private request: the route's action rule, checked once.
        const actor = def.auth === 'session' ? await authorize(req, deps, rule) : undefined
        const now = deps.clock.now()
        const ctx: HandlerContext<R> = {
          req,
          reply,
          params: req.params as In<NonNullable<R['params']>>,
          query: req.query as In<NonNullable<R['query']>>,
          body: req.body as In<NonNullable<R['body']>>,
          deps,
          db: deps.database.db,
          realtime,
          now,
          session: () => loadSession(req, deps),
          actor: actor as HandlerContext<R>['actor'],
          requireActor: async () => actor ?? authorize(req, deps, rule),
          requireFor: async (action, id, inScope, tx = deps.database.db) => {
            // A handler names the action it acts for; the type pins it to the route's own, and
            // this guards against a handler registered on another route than it was written for.
            if (action !== def.action) throw new Error(`${def.action} handler asked for ${action}`)
            if (!actor) throw new AppError('UNAUTHENTICATED')
            const found = await inScope(tx, actor, id, now)
            if (found === null || found === undefined) throw new AppError('NOT_FOUND')
            return found
          },
        }
        const result = await handler(ctx)
        await req.nido.touched
        // A handler that streams a file (206 for a Range request, say) has answered already.
        if (reply.sent) return reply
        if (status === 204) return reply.code(204).send()
        return reply.code(status).send(result)
      },
    })
  }
}

export type Route = ReturnType<typeof createRouter>

/**
 * Answers a PDF as a download that no cache keeps (a child's contract or document). The name is
 * percent-encoded, so whatever it holds cannot break out of the quoted header value. The bytes
 * are returned as they are (Fastify serialises only objects); the route's contract names them
 * unknown.
 */
export function sendPdf(reply: FastifyReply, file: { fileName: string; body: Buffer }): Buffer {
  void reply
    .header('content-type', 'application/pdf')
    .header('content-length', String(file.body.length))
    .header('content-disposition', `attachment; filename="${encodeURIComponent(file.fileName)}"`)
    .header('cache-control', 'private, no-store')
  return file.body
}

/** `application/json` of `Application/JSON; charset=utf-8`; undefined without a Content-Type. */
function mediaTypeOf(header: string | undefined): string | undefined {
  if (header === undefined) return undefined
  return header.split(';')[0]!.trim().toLowerCase()
}

/** The session of the request's cookie and its actor, read once per request in one round trip. */
function loadSessionActor(req: FastifyRequest, deps: AppDeps) {
  req.nido.loaded ??= (async () => {
    const token = req.cookies[sessionCookieName]
    const now = deps.clock.now()
    const found = token ? await sessionActorOf(deps, token, now, writes(req.method)) : undefined
    // Kept on the request so that the error handler speaks the user's language.
    req.nido.session = found?.session ?? null
    // The touch (a write, when due: docs/performance-feed-request.md) runs beside the request's
    // reads instead of before them; the answer still waits for it (the route's handler below).
    if (found)
      req.nido.touched = touchSession(deps.database.db, found.session, now).catch((error: unknown) => {
        req.log.error({ err: error }, 'session activity not recorded')
      })
    return found
  })()
  return req.nido.loaded
}

/** A request that may change the database (decision 0036: its user's cached actor is retired). */
export function writes(method: string): boolean {
  return method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS'
}

/**
 * The session and actor of a token, from the read cache when one is kept and still valid
 * (platform/read-cache.ts). A write request retires its user's cached actors first: it acts on
 * what the database holds now, whatever this process's notifications have reached.
 */
async function sessionActorOf(deps: AppDeps, token: string, now: Date, write: boolean) {
  const { readCache, database } = deps
  if (!readCache) return resolveSessionActor(database.db, token, now)
  const key = hashToken(token)
  if (write) readCache.retireUsersOf('sessions', key)
  const found = await readCache.through(
    'sessions',
    key,
    () => resolveSessionActor(database.db, token, now),
    (f) => (f ? [f.session.userId] : []),
  )
  // The statement checks expiry against `now`; a remembered session is checked here.
  return found && found.expiresAt > now ? found : undefined
}

/**
 * Before a write request answers (app.ts): every change committed so far, its own included, has
 * been heard and retired in this process (`sync`), and its user's cached actors are retired, so
 * the client that wrote — and anyone after it on this process — reads the write (decision 0036).
 */
export async function settleWrite(req: FastifyRequest, deps: AppDeps): Promise<void> {
  const { readCache } = deps
  if (!readCache || !writes(req.method)) return
  await readCache.sync()
  const token = req.cookies?.[sessionCookieName]
  if (token) readCache.retireUsersOf('sessions', hashToken(token))
}

async function loadSession(req: FastifyRequest, deps: AppDeps): Promise<SessionRow | undefined> {
  return (await loadSessionActor(req, deps))?.session
}

async function authorize(req: FastifyRequest, deps: AppDeps, rule: ActionRule): Promise<Actor> {
  const found = await loadSessionActor(req, deps)
  if (!found) throw new AppError('UNAUTHENTICATED')
  if (found.session.user.status !== 'Active') throw new AppError('INVALID_USER')
  const { actor } = found
  if (!rule.profiles.includes(actor.userPermission.profileType)) throw new AppError('FORBIDDEN')
  if (rule.write && actor.observer) throw new AppError('FORBIDDEN_OBSERVER')
  // docs/security.md "Impersonation": an impersonated session reads and supports; the account's
  // personal acts (terms, erasure, exports, feed tokens, two-factor) stay its owner's.
  if (rule.notWhileImpersonating && actor.impersonatorId) throw new AppError('IMPERSONATION_READ_ONLY')
  if (rule.feature) {
    const features = await currentSchoolFeatures(deps.database.db, actor)
    const keys: readonly FeatureKey[] = typeof rule.feature === 'string' ? [rule.feature] : rule.feature
    if (keys.some((key) => features[key] === 'DISABLED')) throw new AppError('FORBIDDEN_BY_FEATURE_SETTINGS')
  }
  if (rule.globalFeature) {
    const { global } = await schoolAndGlobalFeatures(deps.database.db, null)
    if (!isFeatureOn(global[rule.globalFeature].state)) throw new AppError('FORBIDDEN_BY_FEATURE_SETTINGS')
  }
  // Spec 000 §5: visible unless Disabled, editable only when All (docs/access-levels.md).
  if (rule.accessLevel && !accessLevelAllows(actor.accessLevels[rule.accessLevel], rule.write))
    throw new AppError('FORBIDDEN_BY_ACCESS_LEVEL')
  return actor
}

async function auditImpersonatedRequest(
  req: FastifyRequest,
  reply: FastifyReply,
  deps: AppDeps,
  action: string,
): Promise<void> {
  const session = req.nido?.session
  if (!session?.impersonatorId) return
  try {
    await audit(
      deps.database.db,
      { userId: session.userId, impersonatorId: session.impersonatorId },
      action,
      {
        impersonatedRequest: true,
        method: req.method,
        path: req.url.split('?')[0],
        statusCode: reply.statusCode,
      },
    )
  } catch (error) {
    // The answer is already decided; a failed audit write is logged, not turned into a 500.
    req.log.error({ err: error }, 'impersonated request not audited')
  }
}
