import { describe, expect, it } from 'vitest'
import { ApiError } from '../api/client'
import { errorToastText, renderErrorToastText, type ErrorToastText } from './error-toast'

const tr = {
  code: (code: string) => `errors:${code}`,
  prefix: (prefix: string) => `[${prefix}]`,
  unknown: () => 'unknown error',
}

describe('spec 000 §8 error toast mapping', () => {
  const rows: [string, unknown, 'GET' | 'POST' | 'PUT' | undefined, ErrorToastText, string][] = [
    [
      'no response → NETWORK_ERROR',
      new ApiError('NETWORK_ERROR', 'Failed to fetch', 0),
      'POST',
      { kind: 'code', code: 'NETWORK_ERROR' },
      'errors:NETWORK_ERROR',
    ],
    [
      'no response, whatever code → NETWORK_ERROR',
      new ApiError('SOMETHING', 'x', 0),
      'GET',
      { kind: 'code', code: 'NETWORK_ERROR' },
      'errors:NETWORK_ERROR',
    ],
    [
      'a known code → its translation',
      new ApiError('FORBIDDEN_OBSERVER', 'Observers are read-only', 403),
      'PUT',
      { kind: 'code', code: 'FORBIDDEN_OBSERVER' },
      'errors:FORBIDDEN_OBSERVER',
    ],
    [
      'a known code on GET → its translation, no prefix',
      new ApiError('TOO_MANY_REQUESTS', 'slow down', 429),
      'GET',
      { kind: 'code', code: 'TOO_MANY_REQUESTS' },
      'errors:TOO_MANY_REQUESTS',
    ],
    [
      'an unknown code with a message on POST → form-validation prefix',
      new ApiError('BRAND_NEW_CODE', 'Name is too long', 400),
      'POST',
      { kind: 'prefixed', prefix: 'formValidation', message: 'Name is too long' },
      '[formValidation] Name is too long',
    ],
    [
      'an unknown code with a message on GET → request-validation prefix',
      new ApiError('BRAND_NEW_CODE', 'Bad cursor', 400),
      'GET',
      { kind: 'prefixed', prefix: 'requestValidation', message: 'Bad cursor' },
      '[requestValidation] Bad cursor',
    ],
    [
      'an unknown code with a message, method unsaid → treated as non-GET',
      new ApiError('BRAND_NEW_CODE', 'Bad', 400),
      undefined,
      { kind: 'prefixed', prefix: 'formValidation', message: 'Bad' },
      '[formValidation] Bad',
    ],
    [
      'an unknown code without a message → unknown error',
      new ApiError('BRAND_NEW_CODE', '  ', 500),
      'POST',
      { kind: 'unknown' },
      'unknown error',
    ],
    ['not an API error → unknown error', new TypeError('boom'), 'GET', { kind: 'unknown' }, 'unknown error'],
    ['a thrown string → unknown error', 'boom', undefined, { kind: 'unknown' }, 'unknown error'],
  ]
  it.each(rows)('%s', (_title, error, method, expected, text) => {
    const mapped = errorToastText(error, method)
    expect(mapped).toEqual(expected)
    expect(renderErrorToastText(mapped, tr)).toBe(text)
  })
})
