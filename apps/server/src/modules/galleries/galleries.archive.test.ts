import { describe, expect, it } from 'vitest'
import { dateName } from './galleries.archive'

// Zip entry names are the capture time on the school's wall clock (ARCHITECTURE §5, docs/galleries.md).
describe('archive entry date names', () => {
  it.each([
    ['2026-05-01T10:15:00Z', 'Europe/Paris', '2026-05-01_12-15-00'],
    ['2026-01-15T10:15:00Z', 'Europe/Paris', '2026-01-15_11-15-00'],
    // A photo taken just after midnight in Paris belongs to that day, not the UTC evening before.
    ['2026-06-30T22:30:05Z', 'Europe/Paris', '2026-07-01_00-30-05'],
    ['2026-06-30T22:30:05Z', 'America/Montreal', '2026-06-30_18-30-05'],
    ['2026-06-30T22:30:05Z', 'UTC', '2026-06-30_22-30-05'],
  ])('%s in %s → %s', (instant, timeZone, expected) => {
    expect(dateName(new Date(instant), timeZone)).toBe(expected)
  })
})
