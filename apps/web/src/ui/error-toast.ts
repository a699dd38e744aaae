import type { HttpMethod } from '@nido/domain/contracts/define'
import type { ErrorCode } from '@nido/domain/errors'
import { isKnownErrorCode } from './error-codes'
import { ApiError } from '../api/client'

// Spec 000 §8, exactly: no response → NETWORK_ERROR; a code this build knows → its translation
// (errors namespace); an unknown code with a server message → a validation prefix (form validation
// for non-GET, request validation for GET) and that message; anything else → an unknown-error text.

export type ErrorToastText =
  | { kind: 'code'; code: ErrorCode }
  | { kind: 'prefixed'; prefix: 'formValidation' | 'requestValidation'; message: string }
  | { kind: 'unknown' }

/** What a failure reads as; `method` is the request's (the prefix depends on it), non-GET when unsaid. */
export function errorToastText(error: unknown, method?: HttpMethod): ErrorToastText {
  if (!(error instanceof ApiError)) return { kind: 'unknown' }
  if (error.status === 0) return { kind: 'code', code: 'NETWORK_ERROR' }
  if (isKnownErrorCode(error.errorCode)) return { kind: 'code', code: error.errorCode }
  const message = error.message.trim()
  if (message)
    return { kind: 'prefixed', prefix: method === 'GET' ? 'requestValidation' : 'formValidation', message }
  return { kind: 'unknown' }
}

/** The translations the texts come from, so the mapping stays testable without i18next. */
export interface ErrorToastTranslations {
  code(code: ErrorCode): string
  prefix(prefix: 'formValidation' | 'requestValidation'): string
  unknown(): string
}

export function renderErrorToastText(text: ErrorToastText, tr: ErrorToastTranslations): string {
  switch (text.kind) {
    case 'code':
      return tr.code(text.code)
    case 'prefixed':
      return `${tr.prefix(text.prefix)} ${text.message}`
    case 'unknown':
      return tr.unknown()
  }
}
