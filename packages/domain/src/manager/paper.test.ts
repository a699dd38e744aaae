import { describe, expect, it } from 'vitest'
import { paperLanguageOf } from './paper'

describe('the paper language (docs/manager-documents.md "Templates")', () => {
  it.each([
    ['FR', 'fr'],
    ['BE', 'fr'],
    ['LU', 'fr'],
    ['MC', 'fr'],
    ['CH', 'fr'],
    ['GB', 'en'],
    ['DE', 'en'],
    ['', 'en'],
  ])('a school in %j writes in %s', (country, language) => {
    expect(paperLanguageOf(country)).toBe(language)
  })
})
