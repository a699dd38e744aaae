import { describe, expect, it } from 'vitest'
import {
  consentViolations,
  mayBeTagged,
  mayChangePhotoConsent,
  sharedOnlyWithFamily,
  type ConsentTarget,
} from './photo-consent'

const child = 'child-1'
const mother = 'mother-1'
const family = [child, mother]
const user = (targetId: string): ConsentTarget => ({ targetType: 'User', targetId })
const section: ConsentTarget = { targetType: 'Section', targetId: 'section-1' }
const school: ConsentTarget = { targetType: 'School', targetId: 'school-1' }

describe('photo consent', () => {
  it.each([
    [false, true],
    [true, false],
  ])('consent withheld %s → may be tagged %s', (withheld, expected) => {
    expect(mayBeTagged({ photoConsentWithheld: withheld })).toBe(expected)
  })

  it.each([
    ['the child only', [user(child)], true],
    ['the child and a guardian', [user(child), user(mother)], true],
    ['another family', [user(mother), user('other-guardian')], false],
    ['a section', [section], false],
    ['a school', [school], false],
    ['a guardian and a section', [user(mother), section], false],
    ['nobody', [], true],
  ] as const)('shared with %s → only the family: %s', (_, targets, expected) => {
    expect(sharedOnlyWithFamily(targets, family)).toBe(expected)
  })

  it('names the children whose consent is withheld when the item reaches beyond their family', () => {
    const withheld = { id: child, photoConsentWithheld: true, familyIds: family }
    const consenting = { id: 'child-2', photoConsentWithheld: false, familyIds: ['child-2'] }
    expect(consentViolations([withheld, consenting], [section])).toEqual([withheld])
    expect(consentViolations([withheld, consenting], [user(mother)])).toEqual([])
    expect(consentViolations([consenting], [school])).toEqual([])
  })

  it.each([
    [{ referent: true }, true],
    [{ referent: false }, false],
    [undefined, false],
  ])('guardianship %o → may change consent %s', (guardianship, expected) => {
    expect(mayChangePhotoConsent(guardianship)).toBe(expected)
  })
})
