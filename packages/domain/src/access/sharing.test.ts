import { describe, expect, it } from 'vitest'
import { maySharePerBrand, shareTargetTypesFor } from './sharing'

describe('maySharePerBrand (spec 000 §1, 001 §6 brand rule)', () => {
  it.each([
    ['GUARDIAN', 'childrenLogin', false],
    ['CHILD', 'childrenLogin', false],
    ['GUARDIAN', 'standard', true],
    ['CHILD', 'standard', true],
    ['TEACHER', 'childrenLogin', true],
    ['DIRECTOR', 'childrenLogin', true],
    ['SPONSOR', 'standard', true],
  ] as const)('%s on a %s brand → %s', (profile, variant, allowed) => {
    expect(maySharePerBrand(profile, variant)).toBe(allowed)
  })
})

describe('shareTargetTypesFor (spec 000 §6 query scope)', () => {
  it.each([
    ['COORDINATOR', ['School', 'Section', 'User']],
    ['DIRECTOR', ['School', 'Section', 'User']],
    ['SPONSOR', ['School', 'Section', 'User']],
    ['TEACHER', ['Section', 'User']],
    ['GUARDIAN', ['Section']],
    ['CHILD', ['Section']],
    ['ETUDE', []],
    ['SUPER_ADMIN', []],
  ] as const)('%s → %j', (profile, types) => {
    expect(shareTargetTypesFor(profile)).toEqual(types)
  })
})
