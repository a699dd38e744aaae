import { describe, expect, it } from 'vitest'
import type { ProfileType } from '../enums/people'
import {
  activeFilterCount,
  defaultFeedFilter,
  defaultNewsTypes,
  feedStatusParts,
  foldSearchText,
} from './feed-filter'

describe('defaultNewsTypes (spec 001 §6)', () => {
  const withoutDaily = ['Post', 'Folder', 'Gallery', 'PostalCard', 'Event', 'Poll']
  it.each<[ProfileType, boolean, string[]]>([
    ['GUARDIAN', true, [...withoutDaily, 'Daily']],
    ['GUARDIAN', false, withoutDaily],
    ['CHILD', true, withoutDaily],
    ['TEACHER', true, withoutDaily],
    ['DIRECTOR', true, withoutDaily],
    ['COORDINATOR', false, withoutDaily],
    ['SPONSOR', true, withoutDaily],
  ])('%s with daily %s', (profileType, dailyEnabled, expected) => {
    expect(defaultNewsTypes({ profileType, dailyEnabled })).toEqual(expected)
  })
})

describe('defaultFeedFilter', () => {
  it('asks for published items of the current school, nothing else', () => {
    const f = defaultFeedFilter({ profileType: 'TEACHER', dailyEnabled: false })
    expect(f).toMatchObject({ publishedStatus: 'PUBLISHED', crossSchool: false, newsContent: '' })
    expect(activeFilterCount(f, { profileType: 'TEACHER', dailyEnabled: false })).toBe(0)
  })
  it('counts the criteria that differ from the defaults', () => {
    const ctx = { profileType: 'GUARDIAN' as const, dailyEnabled: true }
    const f = {
      ...defaultFeedFilter(ctx),
      newsTypes: ['Post' as const],
      newsContent: ' x ',
      childrenIds: ['c'],
    }
    expect(activeFilterCount(f, ctx)).toBe(3)
    expect(
      activeFilterCount({ ...defaultFeedFilter(ctx), newsTypes: [...defaultNewsTypes(ctx)].reverse() }, ctx),
    ).toBe(0)
  })
})

describe('feedStatusParts', () => {
  it.each([
    ['PUBLISHED', { published: true, ownerDelayed: false, ownerAll: false }],
    ['PUBLISHED_AND_OWNER_DELAYED', { published: true, ownerDelayed: true, ownerAll: false }],
    ['OWNER_DELAYED', { published: false, ownerDelayed: true, ownerAll: false }],
    ['ALL', { published: true, ownerDelayed: true, ownerAll: true }],
  ] as const)('%s', (status, parts) => {
    expect(feedStatusParts(status)).toEqual(parts)
  })
})

describe('foldSearchText', () => {
  it.each([
    ['Été', 'ete'],
    ['  Crèche MÜNCHEN ', 'creche munchen'],
    ['Ñandú', 'nandu'],
    ['plain', 'plain'],
  ])('%s → %s', (input, folded) => {
    expect(foldSearchText(input)).toBe(folded)
  })
})
