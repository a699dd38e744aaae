import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod'
import { AppError, errorCatalogue, type ApiErrorBody, type ErrorCode } from '@nido/domain/errors'
import { errorMessage } from '@nido/domain/i18n/error-messages'
import { languageFromAcceptHeader, parseLanguage, type Language } from '@nido/domain/i18n/languages'

// ARCHITECTURE §4: one handler turns every failure into { errorCode, message, details? } with the
// catalogue's status; the message is in the user's language; a 500 never shows internals.

export function requestLanguage(req: FastifyRequest): Language {
  return (
    parseLanguage(req.nido?.session?.user.language) ??
    languageFromAcceptHeader(req.headers['accept-language'])
  )
}

export function sendError(req: FastifyRequest, reply: FastifyReply, code: ErrorCode, details?: unknown) {
  const body: ApiErrorBody = { errorCode: code, message: errorMessage(code, requestLanguage(req)) }
  if (details !== undefined) body.details = details
  return reply.code(errorCatalogue[code].status).send(body)
}

function codeForStatus(status: number): ErrorCode {
  if (status === 401) return 'UNAUTHENTICATED'
  if (status === 403) return 'FORBIDDEN'
  if (status === 404) return 'NOT_FOUND'
  if (status === 409) return 'CONFLICT'
  if (status === 413) return 'PAYLOAD_TOO_LARGE'
  if (status === 415) return 'UNSUPPORTED_CONTENT_TYPE'
  if (status === 429) return 'TOO_MANY_REQUESTS'
  return 'VALIDATION_ERROR'
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, req, reply) => {
    if (error instanceof AppError) return sendError(req, reply, error.code, error.details)
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = error.validation.map((v) => ({
        path: [error.validationContext, ...v.instancePath.split('/').filter(Boolean)].join('.'),
        message: v.message,
      }))
      return sendError(req, reply, 'VALIDATION_ERROR', details)
    }
    if (isResponseSerializationError(error)) {
      req.log.error({ err: error, issues: error.cause.issues }, 'response does not match its contract')
      return sendError(req, reply, 'INTERNAL_ERROR')
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500
    if (status >= 400 && status < 500) return sendError(req, reply, codeForStatus(status))
    req.log.error({ err: error }, 'unhandled error')
    return sendError(req, reply, 'INTERNAL_ERROR')
  })
}
