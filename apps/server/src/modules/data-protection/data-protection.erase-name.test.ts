import { describe, expect, it } from 'vitest'
import { fullNamePattern } from './data-protection.erase'

// docs/security.md "Erasure": the person's full name is replaced in postal cards and the feed's
// search text, in either order, whatever the spaces and case, and only as a whole name.
describe('fullNamePattern', () => {
  const matches = (firstname: string, lastname: string, text: string) =>
    new RegExp(fullNamePattern({ firstname, lastname })!, 'i').test(text)

  it.each([
    ['Anne-Marie', 'Dupont', 'Bisous, Anne-Marie Dupont', true],
    ['Anne-Marie', 'Dupont', 'DUPONT   anne-marie était là', true],
    ['Jean Paul', 'de la Tour', 'Signé Jean Paul de la Tour', true],
    ['Anne', 'Dupont', 'Anne est venue', false],
    ['Anne', 'Dupont', 'Madame Dupont', false],
    ['J.', 'O(k)', 'From J. O(k)', true],
    ['J.', 'O(k)', 'From Jx Ok', false],
  ])('%s %s in %j: %s', (firstname, lastname, text, expected) => {
    expect(matches(firstname, lastname, text)).toBe(expected)
  })

  it('is null without a first or last name (nothing to look for)', () => {
    expect(fullNamePattern({ firstname: ' ', lastname: 'Dupont' })).toBeNull()
  })
})
