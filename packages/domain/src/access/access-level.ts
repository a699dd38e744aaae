import type { AccessLevel } from '../enums/people'

// Spec 000 §5: "Access level: visible unless Disabled; editable only when All; ReadOnly allows
// viewing." Spec 000 §3 names three of them (child, team, section access); where they are stored
// and how several assignments combine is docs/access-levels.md and decision 0019.

export function accessLevelVisible(level: AccessLevel): boolean {
  return level !== 'Disabled'
}

export function accessLevelEditable(level: AccessLevel): boolean {
  return level === 'All'
}

/** The three access levels of the management section (spec 000 §3, §6). */
export type AccessArea = 'child' | 'team' | 'section'
export type AccessLevels = Record<AccessArea, AccessLevel>

export const fullAccess = (): AccessLevels => ({ child: 'All', team: 'All', section: 'All' })

/** A read needs the area visible, a write needs it editable (spec 000 §5). */
export function accessLevelAllows(level: AccessLevel, write: boolean): boolean {
  return write ? accessLevelEditable(level) : accessLevelVisible(level)
}

const openness: Record<AccessLevel, number> = { Disabled: 0, ReadOnly: 1, All: 2 }

/** One staff assignment's levels, for the school it reaches. */
export interface AssignmentAccess extends AccessLevels {
  schoolId: string
}

/**
 * The actor's levels in one school: the most open of the assignments that reach it (decision 0019:
 * a director of the school who is also a section's teacher keeps the director's levels). A user
 * with no assignment there (a guardian, a child, an administrator without one) is not limited by
 * access levels: their profile's rules decide alone.
 */
export function accessLevelsIn(
  assignments: readonly AssignmentAccess[],
  schoolId: string | null,
): AccessLevels {
  const here = assignments.filter((a) => a.schoolId === schoolId)
  if (here.length === 0) return fullAccess()
  const most = (area: AccessArea) =>
    here.map((a) => a[area]).reduce((best, level) => (openness[level] > openness[best] ? level : best))
  return { child: most('child'), team: most('team'), section: most('section') }
}
