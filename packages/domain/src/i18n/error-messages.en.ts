import type { ErrorCode } from '../errors'

// English is the source (spec 000 §1). The other languages live beside this file, one per file,
// and must fill every code: the type makes a missing one a compile error.
export const en = {
  NETWORK_ERROR: 'The network is unreachable. Check your connection and try again.',
  EMPTY_SHARINGS_SCOPE: 'Choose at least one recipient before sending.',
  EMAIL_ALREADY_USED: 'This e-mail address is already used by another account.',
  EMAIL_ALREADY_EXISTS: 'This e-mail address already exists.',
  STORE_DELIVERY_WRONG_CITY: 'Delivery is not available in this city.',
  INVALID_RECAPTCHA: 'The anti-bot check failed. Please try again.',
  NEWS_NOT_MODERABLE: 'This news item cannot be moderated.',
  FORBIDDEN_BY_FEATURE_SETTINGS: 'This feature is switched off for your school.',
  PHONE_NUMBER_INVALID: 'This phone number is not valid.',
  MISSING_REQUIRED_CONTRACTOR_DATA: 'Some required contract-holder information is missing.',
  RESOURCE_ATTACHMENT_NOT_SUPPORTED: 'This type of attachment is not supported here.',
  TOO_MANY_REQUESTS: 'Too many attempts. Please wait a few minutes and try again.',
  FORBIDDEN_BY_ACCESS_LEVEL: 'Your access level does not allow this.',
  FORBIDDEN_OBSERVER: 'Observers can look but cannot make changes.',
  CANNOT_USE_CHAT: 'You cannot use the chat.',
  CHAT_DISABLED_AND_LOCKED: 'The chat is disabled and locked.',
  CHAT_NOT_ENABLED_BY_SCOPE: 'The chat is not enabled for this school.',
  INVALID_USER: 'Your account is no longer active.',
  FORBIDDEN: 'You are not allowed to do this.',
  VALIDATION_ERROR: 'Some fields are missing or invalid.',
  UNAUTHENTICATED: 'Please sign in.',
  INVALID_CREDENTIALS: 'The e-mail address or the password is incorrect.',
  EXTERNAL_IDENTITY_STATE_INVALID:
    'This sign-in link is no longer valid. Please start again from the sign-in page.',
  EXTERNAL_IDENTITY_REJECTED: 'The identity provider did not confirm your sign-in. Please try again.',
  EXTERNAL_IDENTITY_EMAIL_NOT_VERIFIED:
    'Your identity provider does not confirm your e-mail address, so it cannot be linked to an account.',
  EXTERNAL_IDENTITY_NO_ACCOUNT:
    'No active account matches this identity. Ask your school to invite you with this e-mail address.',
  EXTERNAL_IDENTITY_PROVIDER_UNAVAILABLE:
    'The identity provider cannot be reached right now. Please try again later.',
  NOT_FOUND: 'This page or item does not exist, or you cannot see it.',
  CONFLICT: 'This was changed in the meantime. Reload and try again.',
  POLL_CLOSED: 'This poll is closed: votes are no longer accepted.',
  DAILY_ENTRY_NOT_EDITABLE: 'A care-log entry can only be changed or deleted on the day it was logged.',
  PAYLOAD_TOO_LARGE: 'This is too large.',
  STORAGE_QUOTA_EXCEEDED:
    'There is no room left for this file: the storage space is full. Remove some files or ask the school.',
  UPLOAD_RATE_LIMITED: 'You have sent too many files in a short time. Please wait a while and try again.',
  UNSUPPORTED_CONTENT_TYPE: 'This request was sent in a form the server does not accept.',
  CROSS_SITE_REQUEST: 'This request came from another site and was refused.',
  MEDIA_TYPE_NOT_ALLOWED: 'This type of file cannot be uploaded.',
  MEDIA_CONTENT_MISMATCH: 'This file’s content does not match its name’s extension.',
  SCOPE_NOT_ALLOWED: 'You cannot switch to this school or child.',
  TOO_MANY_IDS: 'Too many items were asked for at once.',
  PHOTO_CONSENT_WITHHELD:
    'A child in these photos has no photo consent: they cannot be tagged or shared beyond their family.',
  TWO_FACTOR_CODE_INVALID: 'The code is wrong or has expired.',
  TWO_FACTOR_CHALLENGE_EXPIRED: 'This sign-in step has expired. Please sign in again.',
  LINK_INVALID:
    'This link is not valid any more: it has expired or was already used. Please ask for a new one.',
  SIGN_IN_LINK_NOT_ALLOWED: 'This account uses two-step sign-in: please sign in with your password.',
  ACCOUNT_ALREADY_ACTIVATED:
    'This person has already activated their account: they can sign in, or reset their password if they forgot it.',
  USER_HAS_NO_EMAIL: 'This person has no e-mail address: add one first.',
  SETUP_TOKEN_INVALID:
    'This setup link is not valid: it is wrong or the install was already set up. Use the link the server printed at start-up.',
  CHECK_IN_CLOSED: 'The school is closed right now: check-in is possible during opening hours only.',
  STAFF_CODE_INVALID: 'This code does not match any staff member. Please try again.',
  STAFF_CODE_TAKEN: 'This code is already taken: please choose another one.',
  CHILD_KEY_INVALID: 'This key does not match any child. Check the 8 characters and try again.',
  CHILD_ALREADY_LINKED: 'This child is already on your account.',
  LAST_REFERENT_GUARDIAN:
    "You are this child's last referent: ask the school to name another referent before you leave.",
  SECTION_ARCHIVED: 'This section is archived: it can no longer be changed or take new members.',
  CHILD_ARCHIVED: 'This child is archived: restore them first.',
  GUARDIAN_ACCOUNT_NOT_FOUND: 'No parent account uses this e-mail address.',
  SECTION_NAME_TAKEN: 'Another section of this school already has this name.',
  IMPORT_INVALID_FILE: 'The file could not be read as CSV, or a required column is missing.',
  TOO_MANY_INVITATIONS: 'You have sent too many invitations for this child today. Please try again tomorrow.',
  IMPERSONATION_READ_ONLY:
    'Not while signed in as someone else: this session is for reading and support only.',
  PROOF_OF_WORK_REQUIRED: 'Too many failed sign-ins: your browser has to solve a short check first.',
  ADVISOR_CAMPAIGN_LOCKED:
    'This campaign already has replies: its anonymity and its questions can no longer change.',
  ADVISOR_STATUS_TRANSITION: 'This campaign cannot move to that status.',
  ADVISOR_CAMPAIGN_NOT_OPEN: 'This survey is not open for replies.',
  ADVISOR_ALREADY_ANSWERED: 'You have already answered this survey.',
  PICKUP_PERSONS_LIMIT: 'This child already has the most persons allowed to pick them up. Remove one first.',
  RATE_TABLE_MISSING: 'No rate table covers the dates of this price: ask an administrator to add one.',
  RATE_TABLE_OVERLAP: 'These dates overlap another row of the same table.',
  STRUCTURE_IBAN_INVALID: 'This IBAN is not valid. Check the country code, the length and the check digits.',
  STRUCTURE_BIC_INVALID: 'This BIC is not valid: it has 8 or 11 letters and digits.',
  STRUCTURE_CREDITOR_ID_INVALID:
    'This SEPA creditor identifier is not valid. Check it against your bank’s letter.',
  TIME_SLOTS_INVALID: 'Some time slots end before they start or overlap another slot of the same day.',
  CLOSING_DATES_INVALID:
    'The closing must end on or after its first day, with both times or neither, the start before the end.',
  SERVICE_OPTION_ARCHIVED: 'This service option is archived and can no longer be changed.',
  SERVICE_OPTION_NAME_TAKEN: 'Another service option already has this name.',
  CONTRACT_NOT_EDITABLE: 'This contract is no longer a draft and can no longer be changed.',
  CONTRACT_NOT_AWAITING_SIGNATURE: 'This contract is not waiting for a signature.',
  ESTIMATE_NOT_SUBMITTED: 'The nursery has not submitted this estimate.',
  TEMPLATE_FIELD_UNKNOWN:
    'This template names fields that do not exist; use only the fields listed beside the text.',
  TEMPLATE_MODE_MISMATCH: 'This template cannot be used for that.',
  DOCUMENT_NOT_IN_STATUS: 'This document has changed status in the meantime; reload the page.',
  INTERNAL_ERROR: 'Something went wrong on our side. Please try again later.',
} as const satisfies Record<ErrorCode, string>

export type ErrorMessages = Record<ErrorCode, string>
