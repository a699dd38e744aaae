import type { DailyEntryVisibility } from '../enums/daily'

// The care log's pure rules (docs/daily-log.md) — which kinds families see (spec 001 §3 Visibility),
// the same-day edit rule, and the order of the board (present children first).

/**
 * Length of an entry's comment. Not shown in the spec; a few sentences about a child's moment
 * (the morning word's comment has the same bound, limits.daily.morningWordCommentMaxLength).
 */
export const entryCommentMaxLength = 1000

/**
 * Spec 001 §3 Visibility, for families (guardians and the child). The spec does not define
 * best-fit; ours: "best-fit" entries are shown once the child's day at the nursery is done, that
 * is once a departure is recorded for the child that day (a departure entry, or the departure
 * time of the check-in). Staff see every entry whatever its visibility.
 */
export function visibleToFamily(visibility: DailyEntryVisibility, childHasLeft: boolean): boolean {
  if (visibility === 'always-visible') return true
  if (visibility === 'never-visible') return false
  return childHasLeft
}

/** Could families ever see this kind (today or once the child has left)? The Daily item exists then. */
export function everVisibleToFamily(visibility: DailyEntryVisibility): boolean {
  return visibility !== 'never-visible'
}

/** Entries are written, changed and deleted on their own day (school time zone). */
export function entryEditable(entryDate: string, today: string): boolean {
  return entryDate === today
}

/** One collator for every comparison (localeCompare with options builds one per call). */
const names = new Intl.Collator(undefined, { sensitivity: 'base' })

export interface BoardOrderChild {
  firstname: string
  lastname: string
  present: boolean
  arrival: string | null
}

/**
 * The section's children, present ones first: present children (arrived, not
 * left) first, then the others; by first name, then last name, within each group.
 */
export function compareBoardChildren(a: BoardOrderChild, b: BoardOrderChild): number {
  if (a.present !== b.present) return a.present ? -1 : 1
  return names.compare(a.firstname, b.firstname) || names.compare(a.lastname, b.lastname)
}

/** Present = arrived and not left (a check-in with an arrival and no departure). */
export function isPresent(arrival: string | null, departure: string | null): boolean {
  return arrival !== null && departure === null
}

/** The days of an export period, inclusive; the export is bounded to keep files reasonable. */
export const exportMaxDays = 92

/** Whole days from `from` to `to` inclusive (YYYY-MM-DD, calendar arithmetic in UTC). */
export function periodDays(from: string, to: string): number {
  const ms = Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)
  return Math.round(ms / 86_400_000) + 1
}
