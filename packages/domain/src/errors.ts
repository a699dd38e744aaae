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
  FORBIDDEN_BY_ACCESS_LEVEL: {
    status: 403,
    when: "The actor's child, team or section access is ReadOnly (for a write) or Disabled.",
  },
  UNAUTHENTICATED: { status: 401, when: 'No valid session cookie.' },
  INVALID_CREDENTIALS: { status: 401, when: 'E-mail and password do not match an active account.' },
  EXTERNAL_IDENTITY_STATE_INVALID: {
    status: 400,
    when: 'An external sign-in state is unknown, already used, expired, or from another browser.',
  },
  EXTERNAL_IDENTITY_REJECTED: {
    status: 401,
    when: 'The OpenID provider refused the sign-in, or its answer failed a check (code, ID token, nonce).',
  },
  EXTERNAL_IDENTITY_EMAIL_NOT_VERIFIED: {
    status: 401,
    when: 'A first external sign-in whose e-mail the provider does not vouch for (no email_verified).',
  },
  EXTERNAL_IDENTITY_NO_ACCOUNT: {
    status: 401,
    when: 'No active account matches the external identity or its verified e-mail.',
  },
  EXTERNAL_IDENTITY_PROVIDER_UNAVAILABLE: {
    status: 502,
    when: 'The OpenID provider could not be reached (discovery or token request failed).',
  },
  NOT_FOUND: { status: 404, when: 'The resource does not exist or is outside the actor\u2019s scope.' },
  CONFLICT: { status: 409, when: 'The write conflicts with the current state.' },
  POLL_CLOSED: { status: 409, when: 'A vote reaches a poll after its closing date.' },
  DAILY_ENTRY_NOT_EDITABLE: {
    status: 409,
    when: 'A care-log entry is changed or deleted after its day (school time zone) is over.',
  },
  PAYLOAD_TOO_LARGE: { status: 413, when: 'The body or upload is larger than the limits allow.' },
  STORAGE_QUOTA_EXCEEDED: {
    status: 413,
    when: 'An upload would take the user\u2019s or the school\u2019s stored files past their quota (limits.media); details.scope says which.',
  },
  UPLOAD_RATE_LIMITED: {
    status: 429,
    when: 'A user started more uploads within the hour than limits.media.uploadsPerHour allows.',
  },
  UNSUPPORTED_CONTENT_TYPE: {
    status: 415,
    when: 'A request body is not JSON (or the route\u2019s own raw type); forms and text bodies are refused (docs/security.md).',
  },
  CROSS_SITE_REQUEST: {
    status: 403,
    when: 'A write came from a page of another origin than PUBLIC_URL and ALLOWED_ORIGINS (docs/security.md).',
  },
  MEDIA_TYPE_NOT_ALLOWED: {
    status: 415,
    when: 'An upload\u2019s file extension is not one of the media types of spec 000 §3.',
  },
  MEDIA_CONTENT_MISMATCH: {
    status: 415,
    when: 'An uploaded file\u2019s content does not match its extension (a renamed program, say).',
  },
  SCOPE_NOT_ALLOWED: { status: 404, when: 'The school or child asked for is not in the actor\u2019s scope.' },
  TOO_MANY_IDS: { status: 400, when: 'A scope-metadata request carries more than 7500 ids (spec 000 §9).' },
  PHOTO_CONSENT_WITHHELD: {
    status: 409,
    when: 'A child whose guardians withheld photo consent would be tagged, or shared beyond their family; details.children names them.',
  },
  TWO_FACTOR_CODE_INVALID: {
    status: 401,
    when: 'A two-factor code (authenticator, e-mail or recovery code) is wrong, expired or already used.',
  },
  TWO_FACTOR_CHALLENGE_EXPIRED: {
    status: 401,
    when: 'The second sign-in step is no longer valid (expired, used or too many wrong codes): sign in again.',
  },
  LINK_INVALID: {
    status: 400,
    when: 'A link from an e-mail (password reset, e-mail validation, sign-in link) is unknown, expired or already used.',
  },
  SIGN_IN_LINK_NOT_ALLOWED: {
    status: 403,
    when: 'A sign-in link was used for an account that must sign in with its password (two-factor sign-in is on).',
  },
  ACCOUNT_ALREADY_ACTIVATED: {
    status: 409,
    when: 'An activation link was asked for a person who has already chosen a password.',
  },
  USER_HAS_NO_EMAIL: {
    status: 409,
    when: 'A mail (such as an activation link) was asked for a person who has no e-mail address.',
  },
  SETUP_TOKEN_INVALID: {
    status: 403,
    when: 'A claim of a new install carries no setup token, a wrong one, or one already spent (docs/deploy.md).',
  },
  CHECK_IN_CLOSED: {
    status: 403,
    when: 'A guardian saves a check-in or morning word while the school is closed today or outside its opening hours (spec 001 §5).',
  },
  STAFF_CODE_INVALID: {
    status: 400,
    when: 'No staff member of the school has the check-in code typed on the shared tablet.',
  },
  STAFF_CODE_TAKEN: {
    status: 409,
    when: 'Another staff member of the school already uses this check-in code.',
  },
  CHILD_KEY_INVALID: {
    status: 400,
    when: 'No child has this 8-character key (spec 001 §8 invalidCode); unknown keys all answer the same.',
  },
  CHILD_ALREADY_LINKED: {
    status: 409,
    when: 'The child of this key is already on the guardian\u2019s account (spec 001 §8 childAlreadyLinked).',
  },
  LAST_REFERENT_GUARDIAN: {
    status: 409,
    when: 'A guardian tried to leave a child\u2019s family as their last referent (docs/my-children.md).',
  },
  SECTION_ARCHIVED: {
    status: 409,
    when: 'A section is archived: it cannot be renamed or take new staff or children (docs/sections.md).',
  },
  CHILD_ARCHIVED: {
    status: 409,
    when: 'A child is archived: it cannot be edited, take guardians or a new key until restored (docs/children-and-parents.md).',
  },
  GUARDIAN_ACCOUNT_NOT_FOUND: {
    status: 400,
    when: 'No guardian account has the e-mail given to link an existing guardian to a child (docs/children-and-parents.md).',
  },
  IMPORT_INVALID_FILE: {
    status: 400,
    when: 'A directory import body is not CSV or lacks a required column; details.missing names them (docs/directory-import.md).',
  },
  SECTION_NAME_TAKEN: {
    status: 409,
    when: 'Another active section of the school already has this name (docs/sections.md).',
  },
  TOO_MANY_INVITATIONS: {
    status: 403,
    when: 'The sender reached the invitations allowed per child per day (spec 001 §8: FORBIDDEN maps to too many invitations).',
  },
  IMPERSONATION_READ_ONLY: {
    status: 403,
    when: 'An impersonated session tried a personal act of the account (terms, deletion, export…).',
  },
  PROOF_OF_WORK_REQUIRED: {
    status: 429,
    when: 'A sign-in under attack needs a solved proof-of-work; details hold the challenge.',
  },
  ADVISOR_CAMPAIGN_LOCKED: {
    status: 409,
    when: 'A campaign with replies keeps its anonymity and its questions (docs/advisor.md).',
  },
  ADVISOR_STATUS_TRANSITION: {
    status: 409,
    when: 'A campaign cannot move to this status from its current one (a closed one stays closed).',
  },
  ADVISOR_CAMPAIGN_NOT_OPEN: {
    status: 409,
    when: 'Replies were sent to a campaign that is not active, or outside its dates.',
  },
  ADVISOR_ALREADY_ANSWERED: {
    status: 409,
    when: 'The person (with this child, or this visitor session) already answered the campaign.',
  },
  PICKUP_PERSONS_LIMIT: {
    status: 409,
    when: 'A child already has the most persons allowed to pick them up (docs/manager-children.md).',
  },
  RATE_TABLE_MISSING: {
    status: 409,
    when: 'No rate-table row covers a date the price needs; details name the kind and date (docs/manager-pricing.md).',
  },
  RATE_TABLE_OVERLAP: {
    status: 409,
    when: 'A rate-table row would share dates with another row of the same kind and scope (docs/manager-pricing.md).',
  },
  STRUCTURE_IBAN_INVALID: {
    status: 400,
    when: 'A structure\u2019s IBAN fails its country format or check digits (details.path names the field).',
  },
  STRUCTURE_BIC_INVALID: { status: 400, when: 'A structure\u2019s BIC is not 8 or 11 valid characters.' },
  STRUCTURE_CREDITOR_ID_INVALID: {
    status: 400,
    when: 'A SEPA creditor identifier (ICS) fails its format or check digits.',
  },
  TIME_SLOTS_INVALID: {
    status: 400,
    when: 'A time slot (modulated capacity, opening hours) ends before it starts or overlaps another of its weekday; details name them.',
  },
  CLOSING_DATES_INVALID: {
    status: 400,
    when: 'A closing period ends before it starts, or has only one of its two times, or a start time after its end time.',
  },
  SERVICE_OPTION_ARCHIVED: { status: 409, when: 'An archived service option is changed or archived again.' },
  SERVICE_OPTION_NAME_TAKEN: {
    status: 409,
    when: 'A current service option of the school already has this name.',
  },
  CONTRACT_NOT_EDITABLE: {
    status: 409,
    when: 'A contract that is no longer a draft is changed, deleted, sent again or shown as an estimate.',
  },
  CONTRACT_NOT_AWAITING_SIGNATURE: {
    status: 409,
    when: 'A contract is signed that is not waiting for the family’s signature.',
  },
  ESTIMATE_NOT_SUBMITTED: {
    status: 409,
    when: 'An estimate is accepted that the nursery has not submitted.',
  },
  TEMPLATE_FIELD_UNKNOWN: {
    status: 400,
    when: 'A template names a merge field that does not exist (details: fields).',
  },
  TEMPLATE_MODE_MISMATCH: {
    status: 409,
    when: 'A document is generated from a template that only asks the family, or handed in for one that asks nothing.',
  },
  DOCUMENT_NOT_IN_STATUS: {
    status: 409,
    when: 'A document is sent, validated, refused, withdrawn or deleted from a status that does not allow it.',
  },
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
