import { describe, expect, it } from 'vitest'
import {
  allowPhonecallSurvey,
  allowProCheckInByCode,
  dailyAllowCheckIn,
  dailyAllowGuardianCheckIn,
  defaultFeatureSettings,
  featureOn,
  featureOption,
  globalFeatureOn,
  isManagerLite,
} from './context'
import type { ContextOptions } from '../test-context'
import { contextFor } from '../test-context'

describe('spec 000 §4/§6 feature flags in the context', () => {
  it('starts every key at its default: communication BYPASS, the rest DISABLED', () => {
    const settings = defaultFeatureSettings()
    expect(settings.communication).toEqual({ state: 'BYPASS', options: {} })
    expect(settings.daily).toEqual({ state: 'DISABLED', options: {} })
  })

  it.each([
    ['ACTIVE', true],
    ['BYPASS', true],
    ['DISABLED', false],
  ] as const)('a school flag %s is on: %s', (state, on) => {
    expect(featureOn(contextFor('TEACHER', { features: { meal: state } }), 'meal')).toBe(on)
    expect(globalFeatureOn(contextFor('TEACHER', { global: { advisor: state } }), 'advisor')).toBe(on)
  })

  it('reads the school option first, then the global one', () => {
    const ctx = contextFor('TEACHER', {
      options: { daily: { allowCheckIn: 'all' } },
      globalOptions: { daily: { allowCheckIn: 'none', allFineEnabled: true } },
    })
    expect(featureOption(ctx, 'daily', 'allowCheckIn')).toBe('all')
    expect(featureOption(ctx, 'daily', 'allFineEnabled')).toBe(true)
    expect(featureOption(ctx, 'daily', 'missing')).toBeUndefined()
  })
})

describe('spec 000 §9 feature options and their defaults', () => {
  it.each<
    [
      string,
      ContextOptions,
      { checkIn: string; guardian: string; byCode: boolean; lite: boolean; phone: boolean },
    ]
  >([
    ['nothing set', {}, { checkIn: 'none', guardian: 'none', byCode: true, lite: false, phone: true }],
    [
      'everything set',
      {
        options: {
          daily: { allowCheckIn: 'morning-word', allowGuardianCheckIn: 'all' },
          manager: { allowProCheckInByCode: false, isManagerLite: true },
          advisor: { allowPhonecallSurvey: false },
        },
      },
      { checkIn: 'morning-word', guardian: 'all', byCode: false, lite: true, phone: false },
    ],
    [
      'unexpected values',
      {
        options: {
          daily: { allowCheckIn: 3, allowGuardianCheckIn: 'yes' },
          manager: { isManagerLite: 'true' },
        },
      },
      { checkIn: 'none', guardian: 'none', byCode: true, lite: false, phone: true },
    ],
  ])('%s', (_title, given, want) => {
    const ctx = contextFor('DIRECTOR', given)
    expect(dailyAllowCheckIn(ctx)).toBe(want.checkIn)
    expect(dailyAllowGuardianCheckIn(ctx)).toBe(want.guardian)
    expect(allowProCheckInByCode(ctx)).toBe(want.byCode)
    expect(isManagerLite(ctx)).toBe(want.lite)
    expect(allowPhonecallSurvey(ctx)).toBe(want.phone)
  })
})
