import { describe, expect, it } from 'vitest'
import { displayPhoneNumber, normalizePhoneNumber } from './phone'

describe('phone numbers (spec 000 §9: default region FR)', () => {
  it.each([
    ['06 12 34 56 78', '+33612345678'],
    ['+33 6 12 34 56 78', '+33612345678'],
    ['+44 20 7946 0958', '+442079460958'],
    ['+32 3 123 45 67', '+3231234567'],
  ])('%s is stored as %s', (input, e164) => {
    expect(normalizePhoneNumber(input)).toBe(e164)
  })

  it.each(['12', 'not a number', '06 12', '+33 1'])('%s is invalid', (input) => {
    expect(normalizePhoneNumber(input)).toBeNull()
  })

  it('shows a stored number in the international format', () => {
    expect(displayPhoneNumber('+33612345678')).toBe('+33 6 12 34 56 78')
  })
})
