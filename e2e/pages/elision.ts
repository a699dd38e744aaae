import { frenchDe } from '../../apps/web/src/i18n/elision'

/** A value put in a text, with French elision where the text writes `{{name, de}}` (i18n/elision.ts). */
export function withDe(value: unknown, de: string | undefined): string {
  return de ? frenchDe(String(value)) : String(value)
}
