// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { canAcceptTerms } from './terms-dialog'

describe('spec 001 §4 terms dialog: accept is enabled only when…', () => {
  it.each([
    [{ loaded: true, read: true, authority: null }, true],
    [{ loaded: true, read: true, authority: true }, true],
    [{ loaded: true, read: true, authority: false }, false],
    [{ loaded: true, read: false, authority: null }, false],
    [{ loaded: false, read: true, authority: true }, false],
  ])('%o → %s', (state, expected) => {
    expect(canAcceptTerms(state)).toBe(expected)
  })
})
