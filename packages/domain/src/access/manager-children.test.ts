import { describe, expect, it } from 'vitest'
import { guardianManagerRefusal } from './manager-children'

describe('guardian manager pages (spec 000 §6 guardian manager menu)', () => {
  it.each([
    [{ managerOn: true, managerLite: false, contractHolder: true }, null],
    [{ managerOn: true, managerLite: false, contractHolder: false }, 'notHolder'],
    [{ managerOn: true, managerLite: true, contractHolder: true }, 'feature'],
    [{ managerOn: false, managerLite: false, contractHolder: true }, 'feature'],
    [{ managerOn: false, managerLite: true, contractHolder: false }, 'feature'],
  ] as const)('%o → %s', (facts, expected) => {
    expect(guardianManagerRefusal(facts)).toBe(expected)
  })
})
