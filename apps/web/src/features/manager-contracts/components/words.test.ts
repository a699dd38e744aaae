import { describe, expect, it } from 'vitest'
import { formatHours, formatPpm } from './words'

// The units of the explanation steps (docs/manager-pricing.md "Explanations"), as the reference
// wording (packages/domain/src/manager/pricing/explanation.ts) shows them, in the user's language.

describe('explanation units', () => {
  it.each([
    [8460, 'en', '141\u00a0h'],
    [7590, 'en', '126.5\u00a0h'],
    [7590, 'fr', '126,5\u00a0h'],
    [100, 'en', '1.67\u00a0h'],
  ] as const)('%i minutes in %s: %s', (minutes, language, text) => {
    expect(formatHours(minutes, language)).toBe(text)
  })

  it('words a rate in parts per million as a percentage', () => {
    expect(formatPpm(619, 'en')).toBe('0.0619%')
    expect(formatPpm(619, 'fr').replace(/\s/g, ' ')).toBe('0,0619 %')
  })
})
