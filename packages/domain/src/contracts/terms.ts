import { z } from 'zod'
import { languages } from '../i18n/languages'
import { zUserId } from '../ids'
import { defineRoute } from './define'

// Spec 000 §4: terms-of-use acceptance is tracked for the user and per child. Spec 000 §6: the
// terms check is per current child for guardians; others use validatedCgu. Spec 001 §3 CGU:
// link and annex (placeholders for user, date, school and child names). Spec 000 §9: terms are per
// language, falling back to English.

/**
 * The terms document the actor must accept. When no document is published for the brand (or
 * generically) in the actor's language or in English, every document field is null and
 * validatedCgu is true: there is nothing to accept.
 */
export const zTerms = z.object({
  id: z.string().nullable(),
  version: z.number().int().nullable(),
  /** The language of the document, which may be English when the actor's has none. */
  language: z.enum(languages).nullable(),
  /** URL of the terms document. */
  link: z.string().nullable(),
  /** The annex with {{user}}, {{date}}, {{school}} and {{child}} filled in. */
  annex: z.string().nullable(),
  /** When this user (for this child, on the child routes) accepted this version. */
  acceptedAt: z.string().nullable(),
  /** The latest version is accepted (or there is none to accept). */
  validatedCgu: z.boolean(),
  /**
   * Spec 001 §2, §4: the actor is a referent guardian of the route's child, so the dialog asks them
   * to confirm their parental authority. False on the user's own terms and for other guardians.
   */
  parentalAuthority: z.boolean(),
})
export type Terms = z.infer<typeof zTerms>

const zChildParams = z.object({ childId: zUserId })

export const termsContract = {
  read: defineRoute({
    action: 'terms.read',
    method: 'GET',
    path: '/api/v1/terms',
    summary: 'The latest terms of use for the current user, with their acceptance',
    auth: 'session',
    response: zTerms,
  }),
  accept: defineRoute({
    action: 'terms.accept',
    method: 'PUT',
    path: '/api/v1/terms/acceptance',
    summary: 'Accept the latest terms of use (idempotent)',
    auth: 'session',
    response: zTerms,
  }),
  readForChild: defineRoute({
    action: 'terms.readForChild',
    method: 'GET',
    path: '/api/v1/children/:childId/terms',
    summary: 'The latest terms of use for one child of the guardian, with their acceptance for that child',
    auth: 'session',
    params: zChildParams,
    response: zTerms,
  }),
  acceptForChild: defineRoute({
    action: 'terms.acceptForChild',
    method: 'PUT',
    path: '/api/v1/children/:childId/terms/acceptance',
    summary: 'Accept the latest terms of use for one child of the guardian (idempotent)',
    auth: 'session',
    params: zChildParams,
    response: zTerms,
  }),
}
