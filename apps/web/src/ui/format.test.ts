import { describe, expect, it } from 'vitest'
import {
  formatCalendarDate,
  formatDate,
  formatLongDateTime,
  formatMonth,
  formatNumericDate,
  formatRelativeTime,
  formatTime,
  relativeTime,
  truncateFileName,
  usesTwelveHourClock,
} from './format'

const now = new Date('2026-03-10T12:00:00Z')
const ago = (ms: number) => new Date(now.getTime() - ms)
const s = 1000
const min = 60 * s
const h = 60 * min
const d = 24 * h

describe('spec 000 §9 relative time', () => {
  it.each([
    [0, { unit: 'seconds' }],
    [59 * s, { unit: 'seconds' }],
    [60 * s, { unit: 'minute', value: 1 }],
    [59 * min + 59 * s, { unit: 'minute', value: 59 }],
    [h, { unit: 'hour', value: 1 }],
    [23 * h + 59 * min, { unit: 'hour', value: 23 }],
    [d, { unit: 'day', value: 1 }],
    [30 * d + 23 * h, { unit: 'day', value: 30 }],
    [31 * d, { unit: 'date' }],
    [-5 * min, { unit: 'seconds' }],
  ])('%d ms ago → %o', (elapsed, expected) => {
    expect(relativeTime(ago(elapsed), now)).toEqual(expected)
  })

  it('words the result in the current language', () => {
    expect(formatRelativeTime(ago(10 * s), now, 'en', 'a few seconds ago')).toBe('a few seconds ago')
    expect(formatRelativeTime(ago(5 * min), now, 'en', '')).toBe('5 minutes ago')
    expect(formatRelativeTime(ago(3 * h), now, 'fr', '')).toBe('il y a 3 heures')
    expect(formatRelativeTime(ago(2 * d), now, 'de', '')).toBe('vor 2 Tagen')
    expect(formatRelativeTime(ago(40 * d), now, 'en', '')).toMatch(/2026/)
  })
})

describe('spec 000 §9 time format', () => {
  it('is 12-hour for English only', () => {
    expect(usesTwelveHourClock('en')).toBe(true)
    for (const language of ['fr', 'nl_BE', 'de', 'it', 'pt', 'es'] as const)
      expect(usesTwelveHourClock(language)).toBe(false)
  })

  it('formats 15:05 accordingly', () => {
    const date = new Date(2026, 2, 10, 15, 5)
    expect(formatTime(date, 'en')).toMatch(/^3:05\s?PM$/i)
    expect(formatTime(date, 'fr')).toBe('15:05')
    expect(formatTime(date, 'nl_BE')).toBe('15:05')
  })
})

describe('spec 000 §9 file name truncation', () => {
  it.each([
    ['short.pdf', 'short.pdf'],
    ['a'.repeat(30), 'a'.repeat(30)],
    ['a'.repeat(31), `${'a'.repeat(27)}...`],
    ['Very long report of the month of September.pdf', 'Very long report of the mon...'],
  ])('%s → %s', (name, shown) => {
    expect(truncateFileName(name)).toBe(shown)
    expect(Array.from(truncateFileName(name)).length).toBeLessThanOrEqual(30)
  })
})

describe('dates in the user’s language, never the US order in French', () => {
  const day = new Date('2026-11-27T09:00:00Z')

  it('writes 27/11/2026 in digits for a French reader, day first', () => {
    expect(formatNumericDate(day, 'fr', 'Europe/Paris')).toBe('27/11/2026')
    expect(formatNumericDate(day, 'es', 'Europe/Madrid')).toBe('27/11/2026')
    expect(formatNumericDate(day, 'fr', 'Europe/Paris')).not.toBe('11/27/2026')
  })

  it('words a date in the language', () => {
    expect(formatDate(day, 'fr', 'Europe/Paris')).toBe('27 nov. 2026')
    expect(formatLongDateTime(day, 'fr', 'Europe/Paris')).toBe('27 novembre 2026 10:00')
    expect(formatMonth(11, 'fr')).toBe('novembre')
  })

  it('keeps a calendar day (a birth date) on its day whatever the browser’s zone', () => {
    expect(formatCalendarDate('2023-03-14', 'fr')).toBe('14 mars 2023')
    expect(formatCalendarDate('2023-03-14', 'de')).toBe('14.03.2023')
  })
})
