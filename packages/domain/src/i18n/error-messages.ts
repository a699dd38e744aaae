import type { ErrorCode } from '../errors'
import type { Language } from './languages'
import { de } from './error-messages.de'
import { en } from './error-messages.en'
import { es } from './error-messages.es'
import { fr } from './error-messages.fr'
import { it } from './error-messages.it'
import { nl_BE } from './error-messages.nl-be'
import { pt } from './error-messages.pt'

// Gathers error-messages.en.ts and its translations, one per language (spec 000 §1).
export const errorMessages: Record<Language, Record<ErrorCode, string>> = { en, fr, nl_BE, de, it, pt, es }

/** The message for a code in a language; English when the language is unknown (spec 000 §1 fallback). */
export function errorMessage(code: ErrorCode, language: Language): string {
  return errorMessages[language]?.[code] ?? en[code]
}
