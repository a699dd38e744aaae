import { currentLanguage } from '@/i18n/index'
import { formatCalendarDate } from '@/ui/format'

// Shared by the list and the edit page of my children.

/** A date of `YYYY-MM-DD`, shown in the user's language (a calendar day, no time zone). */
export function formatBirthDate(date: string): string {
  return formatCalendarDate(date, currentLanguage())
}

export const fullName = (p: { firstname: string; lastname: string }) => `${p.firstname} ${p.lastname}`
