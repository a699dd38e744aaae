import type { z } from 'zod'

// A field's error message is a token, not a sentence (docs/forms.md): `namespace:key`, optionally
// followed by `|` and the JSON of the interpolation values, e.g. `form:errors.tooLong|{"count":200}`.
// The zod resolver and the server-error mapping write tokens; FieldError and useFieldErrorText
// translate them in the language on screen, so a language switch re-translates shown errors.

/** A message token for `key` of `namespace`, with the values its text interpolates. */
export function messageToken(key: string, values?: Record<string, unknown>): string {
  return values ? `${key}|${JSON.stringify(values)}` : key
}

const tokenPattern = /^[A-Za-z]+:[\w.-]+(\|.*)?$/

/** The key and values of a token; null for a message that is not one (a schema's own English). */
export function parseMessageToken(message: string): { key: string; values: Record<string, unknown> } | null {
  if (!tokenPattern.test(message)) return null
  const bar = message.indexOf('|')
  if (bar < 0) return { key: message, values: {} }
  try {
    return {
      key: message.slice(0, bar),
      values: JSON.parse(message.slice(bar + 1)) as Record<string, unknown>,
    }
  } catch {
    return { key: message.slice(0, bar), values: {} }
  }
}

/**
 * zod's error map for the forms' resolver (`zodResolver(schema, { error: formIssueMessage })`):
 * each issue becomes a token of the `form` namespace (ui/form/i18n/*.json, seven languages).
 * A message written on the schema itself wins over this map (zod's precedence); the forms write
 * tokens there (`{ message: 'calendar:form.required' }`), and a contract's English message shows
 * as `form:errors.invalid`.
 */
export function formIssueMessage(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null || issue.input === ''
        ? 'form:errors.required'
        : 'form:errors.invalid'
    case 'too_small': {
      const min = Number(issue.minimum)
      if (issue.origin === 'string')
        return min <= 1 ? 'form:errors.required' : messageToken('form:errors.tooShort', { count: min })
      if (issue.origin === 'array' || issue.origin === 'set')
        return messageToken('form:errors.tooFew', { count: min })
      return messageToken('form:errors.tooSmall', { min })
    }
    case 'too_big': {
      const max = Number(issue.maximum)
      if (issue.origin === 'string') return messageToken('form:errors.tooLong', { count: max })
      if (issue.origin === 'array' || issue.origin === 'set')
        return messageToken('form:errors.tooMany', { count: max })
      return messageToken('form:errors.tooBig', { max })
    }
    case 'invalid_format':
      return issue.format === 'email' ? 'form:errors.email' : 'form:errors.invalid'
    default:
      return 'form:errors.invalid'
  }
}
