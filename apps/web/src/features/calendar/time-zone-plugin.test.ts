// @vitest-environment jsdom
import { Calendar } from '@fullcalendar/core'
import dayGridPlugin from '@fullcalendar/daygrid'
import { describe, expect, it } from 'vitest'
import { timeZonePlugin } from './time-zone-plugin'

// docs/decisions/0042: the calendar shows the school's wall clock whatever the browser's zone.
describe('the calendar in a named time zone', () => {
  const calendarIn = (timeZone: string) =>
    new Calendar(document.createElement('div'), {
      plugins: [dayGridPlugin, timeZonePlugin],
      timeZone,
      initialDate: '2026-01-15',
    })

  it('reads an instant as the wall clock of the zone, winter and summer', () => {
    const paris = calendarIn('Europe/Paris')
    const winter = paris.addEvent({ title: 'w', start: '2026-01-15T15:00:00Z' })
    const summer = paris.addEvent({ title: 's', start: '2026-07-15T14:00:00Z' })
    expect(paris.formatIso(winter!.start!)).toBe('2026-01-15T16:00:00+01:00')
    expect(paris.formatIso(summer!.start!)).toBe('2026-07-15T16:00:00+02:00')
  })

  it('reads a time without offset in the zone', () => {
    const lisbon = calendarIn('Europe/Lisbon')
    const event = lisbon.addEvent({ title: 'l', start: '2026-07-15T16:00:00' })
    expect(event!.start!.toISOString()).toBe('2026-07-15T15:00:00.000Z')
  })
})
