import type { Language } from '@nido/domain/i18n/languages'
import { toBcp47 } from '@nido/domain/i18n/languages'

// Household resources are integer cents (ARCHITECTURE §3, docs/manager-children.md): the monthly
// amount is typed in euros as decimal text and read into cents without a floating-point step.

/** "3500", "3500.5", "3 500,50" → 350050; null when it is not an amount with at most two decimals. */
export function centsOf(text: string): number | null {
  const match = /^(\d{1,8})(?:[.,](\d{0,2}))?$/.exec(text.replace(/[\s\u00a0\u202f]/g, ''))
  if (!match) return null
  const whole = Number(match[1])
  const fraction = Number((match[2] ?? '').padEnd(2, '0'))
  return whole * 100 + fraction
}

/** Resources are in euros whatever the school's currency: the CAF's figures (decision 0050). */
export function formatEuros(cents: number, language: Language): string {
  // Intl takes a number of units; cents / 100 is exact to display for amounts below 2^53 cents.
  return new Intl.NumberFormat(toBcp47(language), { style: 'currency', currency: 'EUR' }).format(cents / 100)
}
