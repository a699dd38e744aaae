import { describe, expect, it } from 'vitest'
import { birthMonthDaysOn, birthdayDue } from './birthday-mail'
import { addDays, birthdaysInRange } from './calendar'

describe('birthday mails (spec 001 §3 birthdayNotifications)', () => {
  it.each([
    ['2027-02-28', ['02-28', '02-29']], // common year: 29 February births are told on the 28th
    ['2028-02-28', ['02-28']], // leap year: the 29th comes
    ['2028-02-29', ['02-29']],
    ['2027-03-01', ['03-01']],
    ['2100-02-28', ['02-28', '02-29']], // 2100 is not a leap year
    ['2000-02-28', ['02-28']], // 2000 is
    ['2026-12-31', ['12-31']],
  ])('on %s the births of %j are celebrated', (date, expected) => {
    expect(birthMonthDaysOn(date)).toEqual(expected)
  })

  it('agrees with the calendar for every day of a common and a leap year', () => {
    for (const year of [2027, 2028]) {
      for (let date = `${year}-01-01`; date.startsWith(String(year)); date = addDays(date, 1)) {
        for (const monthDay of birthMonthDaysOn(date))
          expect(birthdaysInRange(`2020-${monthDay}`, date, date)).toEqual([date])
      }
    }
  })

  it.each([
    [{ date: '2026-11-18', time: '07:59' }, null],
    [{ date: '2026-11-18', time: '08:00' }, '2026-11-19'],
    [{ date: '2026-11-18', time: '23:59' }, '2026-11-19'],
    [{ date: '2026-12-31', time: '08:15' }, '2027-01-01'],
    [{ date: '2027-02-27', time: '09:00' }, '2027-02-28'],
  ])('at %j the mails are due for %s', (local, expected) => {
    expect(birthdayDue(local)).toBe(expected)
  })
})
