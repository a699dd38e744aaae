import { describe, expect, it } from 'vitest'
import { profileTypes } from '../enums/people'
import { audienceAllows, audiencesVisibleTo } from './media-audience'

describe('media audience (spec 000 §3)', () => {
  it.each([
    ['GuardianOnly', 'GUARDIAN', true],
    ['GuardianOnly', 'CHILD', false],
    ['ChildOnly', 'GUARDIAN', false],
    ['ChildOnly', 'CHILD', true],
    ['GuardianAndChild', 'GUARDIAN', true],
    ['GuardianAndChild', 'CHILD', true],
  ] as const)('%s seen by %s → %s', (audience, profile, expected) => {
    expect(audienceAllows(audience, profile)).toBe(expected)
  })

  it.each(profileTypes.filter((p) => p !== 'GUARDIAN' && p !== 'CHILD'))(
    'staff (%s) see every audience',
    (profile) => {
      expect(audiencesVisibleTo(profile)).toEqual(['GuardianOnly', 'ChildOnly', 'GuardianAndChild'])
    },
  )

  it('lists what each family side sees', () => {
    expect(audiencesVisibleTo('GUARDIAN')).toEqual(['GuardianOnly', 'GuardianAndChild'])
    expect(audiencesVisibleTo('CHILD')).toEqual(['ChildOnly', 'GuardianAndChild'])
  })
})
