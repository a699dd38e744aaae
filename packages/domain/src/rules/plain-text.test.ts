import { describe, expect, it } from 'vitest'
import { hasControlCharacter, isUnsafeName } from './plain-text'

describe('plain text (docs/security.md, Input)', () => {
  it.each([
    ['Léa Martin', false, false],
    ['مريم', false, false],
    ['Sara\u200f', false, false],
    ['a\u0000b', true, true],
    ['tab\there', true, true],
    ['line\nbreak', true, true],
    ['del\u007f', true, true],
    ['c1\u0085', true, true],
    ['Tom\u202eexe.txt', false, true],
    ['\u2066isolate\u2069', false, true],
    ['embed\u202a', false, true],
  ])('%j: control %s, unsafe name %s', (text, control, unsafe) => {
    expect(hasControlCharacter(text)).toBe(control)
    expect(isUnsafeName(text)).toBe(unsafe)
  })
})
