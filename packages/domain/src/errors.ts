// The error-code catalogue (spec 000 §8, spec 001 §8, plus the codes Nido adds).
// Each code says when it is thrown and which HTTP status it answers with; the server's one
// error handler and the web's toast mapping both read this table, so the list lives here only.

export const errorCatalogue = {
  // Spec 000 §8
  NETWORK_ERROR: { status: 0, when: 'The web got no response at all (never sent by the server).' },
  EMPTY_SHARINGS_SCOPE: { status: 400, when: 'A post is sent without any sharing target.' },
  EMAIL_ALREADY_USED: { status: 409, when: 'An account already uses this e-mail.' },
  EMAIL_ALREADY_EXISTS: { status: 409, when: 'An invitation or account already exists for this e-mail.' },
  STORE_DELIVERY_WRONG_CITY: { status: 400, when: 'The flower-shop delivery city is not served.' },
  INVALID_RECAPTCHA: { status: 400, when: 'The anti-bot check failed.' },
  NEWS_NOT_MODERABLE: { status: 409, when: 'The news item is not waiting for moderation.' },
  FORBIDDEN_BY_FEATURE_SETTINGS: { status: 403, when: 'The module is disabled for the current school.' },
  PHONE_NUMBER_INVALID: { status: 400, when: 'A phone number fails the country-aware check.' },
  MISSING_REQUIRED_CONTRACTOR_DATA: { status: 400, when: 'Required contract-holder data is missing.' },
  RESOURCE_ATTACHMENT_NOT_SUPPORTED: { status: 400, when: 'The attachment type is not allowed here.' },
  TOO_MANY_REQUESTS: { status: 429, when: 'A rate limit was exceeded (sign-in failures, for example).' },
  FORBIDDEN_OBSERVER: { status: 403, when: 'An observer tried to write; observers are read-only.' },
  // Spec 001 §8
  CANNOT_USE_CHAT: { status: 403, when: 'The user may not use chat at all.' },
  CHAT_DISABLED_AND_LOCKED: { status: 403, when: 'Chat is disabled and locked for this user.' },
  CHAT_NOT_ENABLED_BY_SCOPE: { status: 403, when: 'Chat is not enabled in the current scope.' },
  INVALID_USER: {
    status: 403,
    when: 'The signed-in account is no longer valid (inactive, hidden, deleted).',
  },
  FORBIDDEN: { status: 403, when: 'The actor may see the resource but not perform this action.' },
  // Added by Nido
  VALIDATION_ERROR: {
    status: 400,
    when: 'The request does not match the contract; details list field paths.',
  },
  UNAUTHENTICATED: { status: 401, when: 'No valid session cookie.' },
  INVALID_CREDENTIALS: { status: 401, when: 'E-mail and password do not match an active account.' },
  NOT_FOUND: { status: 404, when: 'The resource does not exist or is outside the actor\u2019s scope.' },
  CONFLICT: { status: 409, when: 'The write conflicts with the current state.' },
  PAYLOAD_TOO_LARGE: { status: 413, when: 'The body or upload is larger than the limits allow.' },
  SCOPE_NOT_ALLOWED: { status: 404, when: 'The school or child asked for is not in the actor\u2019s scope.' },
  TOO_MANY_IDS: { status: 400, when: 'A scope-metadata request carries more than 7500 ids (spec 000 §9).' },
  INTERNAL_ERROR: { status: 500, when: 'An unexpected failure; details are logged, never returned.' },
} as const satisfies Record<string, { status: number; when: string }>

export type ErrorCode = keyof typeof errorCatalogue
export const errorCodes = Object.keys(errorCatalogue) as ErrorCode[]

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(errorCatalogue, value)
}

/** The wire shape of every failure (ARCHITECTURE §4). */
export interface ApiErrorBody {
  errorCode: ErrorCode
  message: string
  details?: unknown
}

/** One error type for the whole code base (STYLE habit 8). */
export class AppError extends Error {
  readonly status: number
  constructor(
    readonly code: ErrorCode,
    readonly details?: unknown,
  ) {
    super(code)
    this.name = 'AppError'
    this.status = errorCatalogue[code].status
  }
}
