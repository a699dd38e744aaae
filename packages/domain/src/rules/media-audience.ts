import type { MediaAudience } from '../enums/content'
import type { ProfileType } from '../enums/people'

// Spec 000 §3 media audience: GuardianOnly, ChildOnly, GuardianAndChild say who among families may
// see a folder's documents. The audience narrows the sharing targets, it never widens them: a
// family member must also see the folder's news. Staff are not families, so the audience does not
// apply to them (our reading: a teacher must be able to check what the families receive).

/** The family side the audience speaks of; every other profile is staff. */
function familySide(profile: ProfileType): 'guardian' | 'child' | null {
  if (profile === 'GUARDIAN') return 'guardian'
  if (profile === 'CHILD') return 'child'
  return null
}

/** True when a user of `profile` may see documents meant for `audience`. */
export function audienceAllows(audience: MediaAudience, profile: ProfileType): boolean {
  const side = familySide(profile)
  if (side === null) return true
  switch (audience) {
    case 'GuardianOnly':
      return side === 'guardian'
    case 'ChildOnly':
      return side === 'child'
    case 'GuardianAndChild':
      return true
  }
}

/** The audiences a user of `profile` may see, for a SQL `audience = any(…)` filter. */
export function audiencesVisibleTo(profile: ProfileType): MediaAudience[] {
  const all: MediaAudience[] = ['GuardianOnly', 'ChildOnly', 'GuardianAndChild']
  return all.filter((audience) => audienceAllows(audience, profile))
}
