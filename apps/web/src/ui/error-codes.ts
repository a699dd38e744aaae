import type { ErrorCode } from '@nido/domain/errors'
import { en } from '@nido/domain/i18n/error-messages.en'

/**
 * Whether the answer's code is one this build knows. The English texts hold exactly the
 * catalogue's codes (typed `Record<ErrorCode, string>`, in every first download already as the
 * fallback language); asking them keeps the catalogue itself, with its statuses and descriptions,
 * out of the browser's first load (docs/web-weight.md).
 */
export function isKnownErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(en, value)
}
