import { toBcp47, type Language } from '@nido/domain/i18n/languages'
import { formatCalendarDate, formatMonthYear } from '@/ui/format'

// Spec 001 §9: "average rounded to 1 decimal", "NPS = positive percent minus negative percent,
// rounded". The server rounds (packages/domain/src/advisor/scores.ts); these only write the
// figures in the reader's language: an average always with its one decimal (4.0, not 4), an NPS
// with its sign (+14, −12, 0) since it ranges from −100 to +100.

export function formatAverage(value: number | null, language: Language): string | null {
  if (value === null) return null
  return new Intl.NumberFormat(toBcp47(language), {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(value)
}

export function formatNps(value: number | null, language: Language): string | null {
  if (value === null) return null
  return new Intl.NumberFormat(toBcp47(language), {
    maximumFractionDigits: 0,
    signDisplay: 'exceptZero',
  }).format(value)
}

/** A response rate, given in percent to 1 decimal by the server. */
export function formatPercent(value: number | null, language: Language): string | null {
  if (value === null) return null
  return new Intl.NumberFormat(toBcp47(language), {
    style: 'percent',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(value / 100)
}

/** A report period's first day (`YYYY-MM-DD`) or a campaign date, read in UTC (docs/advisor.md). */
export function formatDay(
  day: string,
  language: Language,
  granularity: 'day' | 'week' | 'month' = 'day',
): string {
  return granularity === 'month' ? formatMonthYear(day, language) : formatCalendarDate(day, language)
}
