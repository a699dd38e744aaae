import { z } from 'zod'
import { errorCodes } from '../errors'
import { languages } from '../i18n/languages'
import { defineRoute } from './define'

/**
 * Spec 000 §7 "GET language translations by code (query languageCode)". The API code is `nl_BE`;
 * the BCP 47 tag `nl-BE` the web uses is accepted too (spec 000 §9). Any other value is a
 * VALIDATION_ERROR rather than a silent fallback, so a typo in the web is seen.
 */
export const zLanguageCode = z
  .enum([...languages, 'nl-BE'])
  .transform((code) => (code === 'nl-BE' ? 'nl_BE' : code))

export const zTranslations = z.object({
  /** The API code of the language answered (`nl_BE`, never `nl-BE`). */
  languageCode: z.enum(languages),
  /** The server's error messages in that language, keyed by error code (spec 000 §8). */
  errorMessages: z.record(z.enum(errorCodes), z.string()),
})
export type Translations = z.infer<typeof zTranslations>

export const translationsContract = {
  get: defineRoute({
    action: 'translations.read',
    method: 'GET',
    path: '/api/v1/translations',
    summary: 'Server-side messages (error messages by code) in one language, public (spec 000 §7)',
    auth: 'public',
    query: z.object({ languageCode: zLanguageCode }),
    response: zTranslations,
  }),
}
