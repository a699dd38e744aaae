// Spec 000 §3 enumerations about people, in the numeric order the spec lists them.

export const profileTypes = [
  'TEACHER',
  'GUARDIAN',
  'DIRECTOR',
  'SPONSOR',
  'COORDINATOR',
  'SUPER_ADMIN',
  'GROUP_ADMIN',
  'CHILD',
  'ETUDE',
] as const
export type ProfileType = (typeof profileTypes)[number]

/** Spec 001 §1: professionals ("pros") are teacher, coordinator and director. */
export const proProfileTypes = [
  'TEACHER',
  'COORDINATOR',
  'DIRECTOR',
] as const satisfies readonly ProfileType[]
/** Profiles whose access comes from staff assignments (structure scope). */
export const staffProfileTypes = [
  'TEACHER',
  'DIRECTOR',
  'SPONSOR',
  'COORDINATOR',
  'GROUP_ADMIN',
  'SUPER_ADMIN',
  'ETUDE',
] as const satisfies readonly ProfileType[]

export const guardianRelationships = [
  'Mother',
  'Father',
  'StepFather',
  'StepMother',
  'GrandFather',
  'GrandMother',
  'Ayi',
  'Legal',
  'ThirdParty',
  'Husband',
  'Wife',
  'UpperMother',
  'UpperFather',
] as const
export type GuardianRelationship = (typeof guardianRelationships)[number]

/** Relationships between spouses, kept for the data that holds them but not offered for a child. */
const spouseRelationships: ReadonlySet<GuardianRelationship> = new Set(['Husband', 'Wife'])

/**
 * The relationships a guardian is offered for a child: a child has no husband or wife. The one
 * already held stays in the list, so editing an old link does not lose it.
 */
export function relationshipsOfferedForChild(current?: GuardianRelationship | null): GuardianRelationship[] {
  return guardianRelationships.filter((r) => !spouseRelationships.has(r) || r === current)
}

export const genders = ['Female', 'Male', 'Other', 'PreferNotToSay'] as const
export type Gender = (typeof genders)[number]

export const userStatuses = ['Active', 'AskedDeletion', 'Inactive', 'Hidden'] as const
export type UserStatus = (typeof userStatuses)[number]

export const supervisorKinds = ['Graduated', 'Supervisor'] as const
export type SupervisorKind = (typeof supervisorKinds)[number]

/** Spec 000 §3 access level: visible unless Disabled, editable only when All (§5). */
export const accessLevels = ['All', 'ReadOnly', 'Disabled'] as const
export type AccessLevel = (typeof accessLevels)[number]
