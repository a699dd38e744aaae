import { describe, expect, it } from 'vitest'
import { featureOptionNames, featureOptionSchema } from './feature-options'

describe('feature options (spec 000 §9 feature options)', () => {
  it.each([
    ['daily', { allowCheckIn: 'all', allowGuardianCheckIn: 'check-in', allowTransmissions: true }],
    ['daily', { entryVisibility: { meal: 'best-fit' }, allowedMorningWordItems: ['Mood'] }],
    ['manager', { isManagerLite: true, allowProCheckInByCode: false }],
    ['advisor', { allowPhonecallSurvey: false, minEboostRating: 4.5 }],
    ['meal', {}],
  ] as const)('accepts valid %s options %j', (key, options) => {
    expect(featureOptionSchema(key).safeParse(options).success).toBe(true)
  })

  it.each([
    ['daily', { allowCheckIn: 'sometimes' }],
    ['daily', { unknown: true }],
    ['daily', { entryVisibility: { nothing: 'best-fit' } }],
    ['manager', { isManagerLite: 'yes' }],
    ['advisor', { minEboostRating: 6 }],
    ['meal', { anything: 1 }],
  ] as const)('refuses %s options %j (unknown or invalid)', (key, options) => {
    expect(featureOptionSchema(key).safeParse(options).success).toBe(false)
  })

  it('stores no default for what is left out', () => {
    expect(featureOptionSchema('daily').parse({})).toEqual({})
  })

  it('lists the option names per key', () => {
    expect(featureOptionNames('manager')).toEqual(['allowProCheckInByCode', 'isManagerLite'])
    expect(featureOptionNames('meal')).toEqual([])
  })
})
