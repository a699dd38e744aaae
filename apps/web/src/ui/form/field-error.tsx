import { FormHelperText } from '@mui/material'
import type { FieldError as HookFieldError } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { parseMessageToken } from './messages'
import './i18n'

// The one way a form shows a field's error (STYLE habit 13, docs/forms.md): the message token the
// resolver or the server mapping wrote (messages.ts), translated in the language on screen.

type Translate = (key: string, values?: Record<string, unknown>) => string

/** The translated text of a field's error, or undefined when the field has none. */
export function useFieldErrorText(): (error: HookFieldError | undefined) => string | undefined {
  const { t } = useTranslation('form')
  const translate = t as unknown as Translate
  return (error) => {
    if (!error) return undefined
    const token = parseMessageToken(error.message ?? '')
    // A message that is no token (a contract's own English) reads as the generic text.
    return token ? translate(token.key, token.values) : translate('form:errors.invalid')
  }
}

/**
 * The error of a field that is not a TextField (a checkbox group, a picker, an editor), under it;
 * nothing when there is none. A TextField takes `helperText={fieldErrorText(error)}` instead.
 */
export function FieldError({ error, id }: { error: HookFieldError | undefined; id?: string }) {
  const text = useFieldErrorText()(error)
  if (!text) return null
  return (
    <FormHelperText error id={id}>
      {text}
    </FormHelperText>
  )
}
