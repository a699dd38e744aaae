import { describe, expect, it } from 'vitest'
import { formatDateTime, formatTime } from './format'
import { zonePlace } from './time-zone'

describe('times in a school time zone (docs/phones.md "Times and time zones")', () => {
  it('names the place of a zone', () => {
    expect(zonePlace('Europe/Paris')).toBe('Paris')
    expect(zonePlace('America/Argentina/Buenos_Aires')).toBe('Buenos Aires')
    expect(zonePlace('UTC')).toBe('UTC')
  })

  it('reads an instant in the given zone, not the runner’s', () => {
    // 15:00Z on a winter day is 16:00 in Paris and 15:00 in London.
    const instant = new Date('2026-01-15T15:00:00Z')
    expect(formatTime(instant, 'fr', 'Europe/Paris')).toBe('16:00')
    expect(formatTime(instant, 'fr', 'Europe/London')).toBe('15:00')
    expect(formatDateTime(new Date('2026-01-15T23:30:00Z'), 'fr', 'Europe/Paris')).toBe('16 janv. 2026 0:30')
  })
})
