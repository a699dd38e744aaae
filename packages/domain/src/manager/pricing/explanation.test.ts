import { describe, expect, it } from 'vitest'
import { formatCents, formatExplanation } from './explanation'

// The wording of amounts on paper (docs/manager-pricing.md "Explanations"): euros as the CAF
// writes them, another structure's currency through Intl from the exact decimal string.
describe('amounts in words', () => {
  it('writes euros with grouped thousands, decimals only when there are cents', () => {
    expect(formatCents(350_000, 'fr')).toBe('3\u00a0500\u00a0€')
    expect(formatCents(30_597, 'en')).toBe('305.97\u00a0€')
    expect(formatCents(30_597, 'fr')).toBe('305,97\u00a0€')
    expect(formatCents(1_000_000_001, 'en')).toBe('10\u00a0000\u00a0000.01\u00a0€')
    expect(formatCents(-5, 'en')).toBe('-0.05\u00a0€')
  })

  it('writes another currency in its own symbol, exactly', () => {
    expect(formatCents(30_597, 'en', 'GBP')).toBe('£305.97')
    expect(formatCents(350_000, 'en', 'GBP')).toBe('£3,500')
    expect(formatCents(1_000_000_001, 'en', 'GBP')).toBe('£10,000,000.01')
    expect(formatCents(-217, 'en', 'CHF')).toMatch(/^-CHF\s?2\.17$/)
  })

  it('words a whole explanation in the currency given', () => {
    const steps = [{ key: 'amount.hours', values: { minutes: 8460, unitCents: 217, amountCents: 30_597 } }]
    expect(formatExplanation(steps, 'en', 'GBP')).toBe('141\u00a0h × £2.17 = £305.97')
    expect(formatExplanation(steps, 'en')).toBe('141\u00a0h × 2.17\u00a0€ = 305.97\u00a0€')
  })
})
