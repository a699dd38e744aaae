import { describe, expect, it } from 'vitest'
import type { ProfileType } from '../../enums/people'
import {
  addChildLinkShown,
  foldForSearch,
  matchesScopeSearch,
  scopeSelectorKind,
  scopeSelectorShown,
} from './scope-search'
import { actorFor } from '../test-context'

const elodie = {
  firstname: 'Élodie',
  lastname: 'Martin-Lefèvre',
  sectionIds: ['0191d3a0-aaaa-7bbb-8ccc-123456789abc'],
}

describe('spec 000 §2 scope selector search', () => {
  it.each([
    ['elodie', true, 'accents ignored'],
    ['ÉLODIE', true, 'case ignored'],
    ['Elodie', true, 'accent on the entry only'],
    ['élo', true, 'prefix'],
    ['lefevre', true, 'accented last name'],
    ['MARTIN', true, 'last name, upper case'],
    ['0191d3a0', true, 'section id'],
    ['123456789ABC', true, 'section id, case ignored'],
    ['elodie martin', true, 'first and last name together'],
    ['  elodie  ', true, 'surrounding spaces'],
    ['', true, 'empty query matches everyone'],
    ['marie', false, 'another name'],
    ['elodie dupont', false, 'one word matches nothing'],
    ['ffff', false, 'another section id'],
  ] as const)('%j → %s (%s)', (query, matches, _why) => {
    expect(matchesScopeSearch(elodie, query)).toBe(matches)
  })

  it('folds case and accents', () => {
    expect(foldForSearch('Élodie Ñúñez Çà')).toBe('elodie nunez ca')
  })
})

describe('spec 000 §2 scope selector', () => {
  const twoSchools = { groupIds: [], schoolIds: ['s1', 's2'], sectionIds: [] }
  it.each<[string, ProfileType, Parameters<typeof actorFor>[1], 'child' | 'school' | null]>([
    ['guardians pick a child', 'GUARDIAN', {}, 'child'],
    ['staff with one school: hidden', 'DIRECTOR', {}, null],
    ['staff with two schools pick a school', 'DIRECTOR', { structureTreeScope: twoSchools }, 'school'],
    ['coordinator with two schools', 'COORDINATOR', { structureTreeScope: twoSchools }, 'school'],
    ['teacher with two schools', 'TEACHER', { structureTreeScope: twoSchools }, 'school'],
    ['a child has nothing to pick', 'CHILD', { structureTreeScope: twoSchools }, null],
  ])('%s', (_title, profile, actor, kind) => {
    expect(scopeSelectorKind(actorFor(profile, actor))).toBe(kind)
    expect(scopeSelectorShown(actorFor(profile, actor))).toBe(kind !== null)
  })

  it.each([
    ['GUARDIAN', true],
    ['TEACHER', false],
    ['CHILD', false],
  ] as const)('add-new-child link for %s → %s', (profile, shown) => {
    expect(addChildLinkShown(actorFor(profile))).toBe(shown)
  })
})
