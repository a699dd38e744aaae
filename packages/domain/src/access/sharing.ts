import type { BrandVariant } from '../enums/structure'
import type { ProfileType } from '../enums/people'
import type { ShareTargetType } from '../enums/content'
import { familyProfiles, isOneOf } from './roles'

// Who may share content (posts, albums, folders, polls) and to which kinds of target.
// The server checks this in modules/news/news.targets.ts; the web uses it to hide the "new post"
// button and to offer only the target kinds the server would accept.

/** Profiles who reach the whole school (their query scope is by school, spec 000 §6). */
const schoolWideProfiles = ['COORDINATOR', 'DIRECTOR', 'SPONSOR'] as const satisfies readonly ProfileType[]

/**
 * Spec 000 §1 and 001 §6: one brand variant (`childrenLogin`) lets children sign in and prevents
 * children and guardians from sharing content; in the other, families may share.
 */
export function maySharePerBrand(profile: ProfileType, variant: BrandVariant): boolean {
  return !(isOneOf(profile, familyProfiles) && variant === 'childrenLogin')
}

/**
 * Target kinds a profile may name. School-wide staff: schools, sections, users. Teachers: sections
 * and users (their query scope is by section). Families: their children's sections only.
 */
export function shareTargetTypesFor(profile: ProfileType): readonly ShareTargetType[] {
  if (isOneOf(profile, schoolWideProfiles)) return ['School', 'Section', 'User']
  if (profile === 'TEACHER') return ['Section', 'User']
  if (isOneOf(profile, familyProfiles)) return ['Section']
  return []
}
