import type { TFunction } from 'i18next'
import type { CalendarEntry } from '@nido/domain/contracts/calendar'

/** The title an entry shows: events their own, birthdays and closings a translated one. */
export function entryTitle(t: TFunction<'calendar'>, entry: CalendarEntry): string {
  if (entry.kind === 'birthday') return t('birthdayTitle', { name: entry.title, age: entry.age ?? 0 })
  if (entry.kind === 'closing')
    return entry.title ? t('closingTitle', { label: entry.title }) : t('closingNoLabel')
  return entry.title
}
