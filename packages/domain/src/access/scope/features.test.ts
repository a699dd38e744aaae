import { describe, expect, it } from 'vitest'
import { featureFlagState, featureKeys, isFeatureOn } from '../../enums/features'
import { featureDefaults } from './features'

describe('spec 000 §4 feature flag mapping', () => {
  it.each([
    [null, 'BYPASS'],
    [undefined, 'BYPASS'],
    [true, 'ACTIVE'],
    [false, 'DISABLED'],
  ] as const)('%s → %s', (enabled, state) => {
    expect(featureFlagState(enabled)).toBe(state)
  })

  it.each([
    ['DISABLED', false],
    ['ACTIVE', true],
    ['BYPASS', true],
    [undefined, false],
  ] as const)('%s is on: %s', (state, on) => {
    expect(isFeatureOn(state)).toBe(on)
  })
})

describe('spec 000 §6 feature defaults', () => {
  it('turns communication on by default and leaves every other module off', () => {
    for (const key of featureKeys) {
      expect(isFeatureOn(featureDefaults[key])).toBe(key === 'communication')
    }
  })
})
