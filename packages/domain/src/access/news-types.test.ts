import { describe, expect, it } from 'vitest'
import { newsTypes } from '../enums/content'
import { mayReadNewsType, readableNewsTypes } from './news-types'

describe('news types a profile reads (spec 000 §6 menu rules)', () => {
  it.each([
    ['SPONSOR', 'Gallery', false],
    ['SPONSOR', 'Folder', false],
    ['SPONSOR', 'PostalCard', false],
    ['SPONSOR', 'Post', true],
    ['SPONSOR', 'Poll', true],
    ['TEACHER', 'Gallery', true],
    ['GUARDIAN', 'Folder', true],
    ['GUARDIAN', 'PostalCard', true],
  ] as const)('%s reads %s: %s', (profile, type, expected) => {
    expect(mayReadNewsType(profile, type)).toBe(expected)
  })

  it('keeps albums, folders and postal cards out of a sponsor’s feed types', () => {
    expect(readableNewsTypes('SPONSOR', newsTypes)).toEqual(['Post', 'Event', 'Poll', 'Daily'])
    expect(readableNewsTypes('DIRECTOR', newsTypes)).toEqual([...newsTypes])
  })
})
