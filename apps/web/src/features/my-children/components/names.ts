import { currentLanguage } from '@/i18n/index'
import { formatDate } from '@/ui/format'

// Shared by the list and the edit page of my children.

/** A date of `YYYY-MM-DD`, shown in the user's language (a calendar day, no time zone). */
export function formatBirthDate(date: string): string {
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number)
  return formatDate(new Date(y, m - 1, d), currentLanguage())
}

export const fullName = (p: { firstname: string; lastname: string }) => `${p.firstname} ${p.lastname}`
