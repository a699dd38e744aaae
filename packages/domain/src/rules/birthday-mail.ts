import { addDays, isLeap } from './calendar'

// Spec 001 §3 birthdayNotifications (docs/notifications.md): the day before a child's birthday,
// at a fixed local time of the school, the staff of the child's sections (and their families if
// the school allows it) are told. A 29 February birthday is kept on 28 February in the other
// years, as the calendar shows it (rules/calendar.ts birthdaysInRange).

/** The local time of the school at which the day-before mails go. */
export const birthdayMailTime = '08:00'

/** The birth dates' `MM-DD` celebrated on `date` (`YYYY-MM-DD`). */
export function birthMonthDaysOn(date: string): string[] {
  const monthDay = date.slice(5)
  return monthDay === '02-28' && !isLeap(Number(date.slice(0, 4))) ? ['02-28', '02-29'] : [monthDay]
}

/**
 * The birthday a school's mails are due for at its local date and time: tomorrow once the local
 * time reaches `birthdayMailTime` (until midnight, so a server down at 08:00 catches up), else none.
 */
export function birthdayDue(local: { date: string; time: string }): string | null {
  return local.time >= birthdayMailTime ? addDays(local.date, 1) : null
}
