import { describe, expect, it } from 'vitest'
import { dateToTime, defaultArrival, displayTime, isoToZoneTime, timeToDate } from './time'

describe('times of the daily pages', () => {
  it('spec 001 §4: the default arrival is now in the school time zone, on the nearest 5-minute step', () => {
    const instant = new Date('2026-11-23T07:47:30Z')
    // 08:47 (seconds are not read) → 08:45; 08:48 → 08:50.
    expect(defaultArrival(instant, 'Europe/Paris')).toBe('08:45')
    expect(defaultArrival(new Date('2026-11-23T07:48:00Z'), 'Europe/Paris')).toBe('08:50')
    expect(defaultArrival(instant, 'Europe/London')).toBe('07:45')
    expect(defaultArrival(new Date('2026-11-23T07:42:00Z'), 'Europe/Lisbon')).toBe('07:40')
  })

  it('round-trips HH:mm through the pickers’ Date values', () => {
    expect(dateToTime(timeToDate('08:05'))).toBe('08:05')
    expect(timeToDate(null)).toBeNull()
    expect(dateToTime(new Date(Number.NaN))).toBeNull()
  })

  it('spec 000 §9: 12-hour clock for English, 24-hour otherwise', () => {
    expect(displayTime('14:05', 'en')).toMatch(/^2:05\s?PM$/i)
    expect(displayTime('14:05', 'fr')).toBe('14:05')
    expect(displayTime('08:05', 'de')).toBe('8:05')
  })

  it('reads an instant as the school’s wall-clock time', () => {
    expect(isoToZoneTime('2026-06-01T07:30:00Z', 'Europe/Paris')).toBe('09:30')
  })
})
