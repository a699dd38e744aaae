import { z } from 'zod'
import { hasControlCharacter, isUnsafeName } from '../rules/plain-text'

// The shared shapes of typed text (docs/security.md "Input"): a search answers 400 for a control
// character instead of reaching the database with it, and a name or a title refuses control and
// bidirectional override characters (rules/plain-text.ts says why).

/** Search words of a list (`?q=`, `?newsContent=`): trimmed, at most `max` characters. */
export const zTextQuery = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((s) => !hasControlCharacter(s), 'No control characters')

/** A person's name, a title, a short label: trimmed, never empty, at most `max` characters. */
export const zName = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .refine((s) => !isUnsafeName(s), 'No control or bidirectional override characters')

/** A name that may be left empty (a pickup person not said yet). */
export const zOptionalName = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((s) => !isUnsafeName(s), 'No control or bidirectional override characters')
