import type { ShareTargetType } from '../enums/content'

// A child whose guardians withheld photo consent cannot be tagged in a photo or
// video, and cannot appear in an album or post shared beyond their own family. The guardians who
// are referents for the child set the consent.

export interface ConsentTarget {
  targetType: ShareTargetType
  targetId: string
}

export interface ConsentChild {
  id: string
  photoConsentWithheld: boolean
  /** The child and their guardians: the people an item may be shared with despite withheld consent. */
  familyIds: readonly string[]
}

/** A tag is refused outright when consent is withheld. */
export function mayBeTagged(child: Pick<ConsentChild, 'photoConsentWithheld'>): boolean {
  return !child.photoConsentWithheld
}

/**
 * An item stays within a family when every target is one of the family's own users. A section or
 * a school always reaches other families; an empty list reaches nobody.
 */
export function sharedOnlyWithFamily(
  targets: readonly ConsentTarget[],
  familyIds: readonly string[],
): boolean {
  return targets.every((t) => t.targetType === 'User' && familyIds.includes(t.targetId))
}

/** The children of an item who may not appear in it with these targets, in the order given. */
export function consentViolations<C extends ConsentChild>(
  children: readonly C[],
  targets: readonly ConsentTarget[],
): C[] {
  return children.filter((c) => c.photoConsentWithheld && !sharedOnlyWithFamily(targets, c.familyIds))
}

/** Only a referent guardian changes the consent; other guardians can read it. */
export function mayChangePhotoConsent(guardianship: { referent: boolean } | undefined): boolean {
  return guardianship?.referent === true
}
