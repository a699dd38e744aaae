import { randomBytes } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { contracts } from '@nido/domain/contracts/index'
import { AppError } from '@nido/domain/errors'
import type { Config } from '../../config'
import type { Route } from '../../platform/http'
import type { FailureLog } from './external-identity.client'
import {
  externalIdentityLimits,
  initiate,
  logoutUrl,
  providersOfDomain,
  validate,
} from './external-identity.service'

// Spec 000 §7 Auth: "GET external identity initiate (desktop) and validate". Both answer JSON;
// the web sends the browser to the provider and, once back on /external-identity/validate/:mode?,
// forwards the provider's answer here and posts the resulting state to the login endpoint.

/** Ties the provider's answer to the browser that started the request (login CSRF). */
const bindingCookie = 'nido_oidc'
const cookiePath = '/api/v1/external-identity'

const secure = (req: FastifyRequest, config: Config) => config.cookieSecure || req.protocol === 'https'

function bindingOf(req: FastifyRequest, reply: FastifyReply, config: Config): string {
  const existing = req.cookies[bindingCookie]
  const binding =
    existing && /^[A-Za-z0-9_-]{43}$/.test(existing) ? existing : randomBytes(32).toString('base64url')
  void reply.setCookie(bindingCookie, binding, {
    path: cookiePath,
    httpOnly: true,
    sameSite: 'lax',
    secure: secure(req, config),
    maxAge: externalIdentityLimits.requestTtlMs / 1000,
  })
  return binding
}

/**
 * The address the page was loaded from: a brand served at its own domain gets the provider's answer
 * back on that domain, where its binding cookie lives. A forged Host header gains nothing: the
 * provider only redirects to the URIs registered for the client.
 */
function requestOrigin(req: FastifyRequest): string {
  try {
    return new URL(`${req.protocol}://${req.host}`).origin
  } catch {
    throw new AppError('VALIDATION_ERROR', { host: req.host })
  }
}

const failureLog =
  (req: FastifyRequest): FailureLog =>
  (error, what) =>
    req.log.warn({ err: error }, what)

export function externalIdentityRoutes(route: Route): void {
  route(contracts.externalIdentity.providers, async ({ db, query }) => providersOfDomain(db, query.domain))

  route(contracts.externalIdentity.initiate, async ({ req, reply, deps, query }) =>
    initiate(deps, {
      brandId: query.brandId,
      provider: query.provider,
      mode: query.mode,
      origin: requestOrigin(req),
      ip: req.ip,
      binding: bindingOf(req, reply, deps.config),
      log: failureLog(req),
    }),
  )

  route(contracts.externalIdentity.validate, async ({ req, deps, query }) =>
    validate(deps, {
      query,
      ip: req.ip,
      binding: req.cookies[bindingCookie],
      log: failureLog(req),
    }),
  )

  route(contracts.externalIdentity.logoutUrl, async ({ req, actor, deps }) => {
    // Someone acting as another user must not end that user's session at their provider.
    if (actor.impersonatorId) return { url: null }
    return { url: await logoutUrl(deps, actor.userId, requestOrigin(req), failureLog(req)) }
  })
}
