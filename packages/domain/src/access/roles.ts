import type { ProfileType } from '../enums/people'

// Profile groups the access rules name again and again (spec 000 §6).

/** Spec 000 §6: roles allowed on the main site. Group and super admins are not among them. */
export const mainSiteProfiles = [
  'COORDINATOR',
  'SPONSOR',
  'TEACHER',
  'DIRECTOR',
  'CHILD',
  'GUARDIAN',
  'ETUDE',
] as const satisfies readonly ProfileType[]

/** Spec 000 §6: the staff of daily, manager and families' requests. */
export const teacherDirectorCoordinator = [
  'TEACHER',
  'DIRECTOR',
  'COORDINATOR',
] as const satisfies readonly ProfileType[]

export const directorCoordinator = ['DIRECTOR', 'COORDINATOR'] as const satisfies readonly ProfileType[]

/** The family side: a guardian, or a child signed in on a children-login brand. */
export const familyProfiles = ['GUARDIAN', 'CHILD'] as const satisfies readonly ProfileType[]

/** Spec 000 §6: staff who see the pro account header. */
export const proAccountHeaderProfiles = [
  'COORDINATOR',
  'DIRECTOR',
  'TEACHER',
  'SPONSOR',
] as const satisfies readonly ProfileType[]

export function isOneOf(profile: ProfileType, profiles: readonly ProfileType[]): boolean {
  return profiles.includes(profile)
}
