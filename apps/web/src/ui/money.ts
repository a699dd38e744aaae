import type { Language } from '@nido/domain/i18n/languages'
import { toBcp47 } from '@nido/domain/i18n/languages'

// Money is integer cents (ARCHITECTURE §3): typed amounts are read as text into cents without a
// floating-point step, and shown with Intl in the user's language.

/** "3.12", "3,12", "3", "3 500,50" → cents; null when it is not an amount with at most two decimals. */
export function centsOf(text: string): number | null {
  const match = /^(\d{1,9})(?:[.,](\d{0,2}))?$/.exec(text.replace(/[\s\u00a0\u202f]/g, ''))
  if (!match) return null
  const whole = Number(match[1])
  const fraction = Number((match[2] ?? '').padEnd(2, '0'))
  return whole * 100 + fraction
}

/** 312 → "3.12" (a form's text, without grouping). */
export function amountText(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`
}

export function formatMoney(cents: number, currency: string, language: Language): string {
  // Intl takes a number of units; cents / 100 is exact to display for amounts below 2^53 cents.
  return new Intl.NumberFormat(toBcp47(language), { style: 'currency', currency }).format(cents / 100)
}
