// Spec 000 §3 calendar enumerations and spec 001 §3 Calendar event.

/** Spec 000 §3: recurrence none, daily, weekly, monthly, yearly. */
export const calendarRecurrences = ['none', 'daily', 'weekly', 'monthly', 'yearly'] as const
export type CalendarRecurrence = (typeof calendarRecurrences)[number]

/** Spec 000 §3: views Month, Week (and Day in the calendar screen). */
export const calendarViews = ['month', 'week', 'day'] as const
export type CalendarView = (typeof calendarViews)[number]

/** Spec 000 §3 event kinds; only `event` is written by users, the others are read-only entries. */
export const calendarEntryKinds = ['event', 'birthday', 'closing', 'slot-request'] as const
export type CalendarEntryKind = (typeof calendarEntryKinds)[number]

/** Spec 000 §3 reminder units. */
export const calendarAlertUnits = ['minutes', 'hours', 'days'] as const
export type CalendarAlertUnit = (typeof calendarAlertUnits)[number]

/** Spec 000 §3: eleven event colours (color_cd), each with a high-contrast alternative. */
export const calendarColours = [
  'blue',
  'green',
  'red',
  'orange',
  'purple',
  'teal',
  'pink',
  'brown',
  'grey',
  'indigo',
  'olive',
] as const
export type CalendarColour = (typeof calendarColours)[number]

/**
 * The palette: white text on every background. `normal` reaches 4.5:1 (WCAG AA), `highContrast`
 * 7:1 (spec 000 §9: the accessibility mode applies contrast level 7), checked by a unit test.
 */
export const calendarPalette = {
  blue: { normal: '#1565C0', highContrast: '#0D47A1' },
  green: { normal: '#2E7D32', highContrast: '#1B5E20' },
  red: { normal: '#C62828', highContrast: '#8E1B1B' },
  orange: { normal: '#B45309', highContrast: '#7C3A06' },
  purple: { normal: '#6A1B9A', highContrast: '#4A126B' },
  teal: { normal: '#00796B', highContrast: '#004D40' },
  pink: { normal: '#AD1457', highContrast: '#880E4F' },
  brown: { normal: '#6D4C41', highContrast: '#4E342E' },
  grey: { normal: '#546E7A', highContrast: '#37474F' },
  indigo: { normal: '#3949AB', highContrast: '#283593' },
  olive: { normal: '#5F6B1E', highContrast: '#434C14' },
} as const satisfies Record<CalendarColour, { normal: string; highContrast: string }>

/** Colours of the read-only entries (birthdays, closings, slot requests). */
export const calendarKindColour = {
  event: 'blue',
  birthday: 'pink',
  closing: 'grey',
  'slot-request': 'teal',
} as const satisfies Record<CalendarEntryKind, CalendarColour>
