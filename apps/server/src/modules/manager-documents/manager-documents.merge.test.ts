import { describe, expect, it } from 'vitest'
import { mergeValuesOf, paperDate } from './manager-documents.merge'
import type { MergeSource } from './manager-documents.queries'

describe('merge values on paper (docs/manager-documents.md "Templates")', () => {
  const source: MergeSource = {
    firstname: 'Oliver',
    lastname: 'Clarke',
    birthDate: null,
    schoolName: 'Little Oaks',
    street: '1 Elm Road',
    postcode: 'N1 9GU',
    city: 'London',
    country: 'GB',
    timezone: 'Europe/London',
    currency: 'GBP',
    guardians: null,
    contractType: null,
    contractStart: null,
    contractEnd: null,
    monthlyCents: null,
  }

  it('prints the monthly amount in the structure currency, as on the contract', () => {
    expect(mergeValuesOf({ ...source, monthlyCents: 30_597 }, 'en', '2026-11-18')).toMatchObject({
      'contract.monthly': '£305.97',
    })
    expect(
      mergeValuesOf({ ...source, monthlyCents: 30_597, currency: 'EUR' }, 'fr', '2026-11-18'),
    ).toMatchObject({ 'contract.monthly': '305,97\u00a0€' })
  })

  it('writes dates as a person reads them, in the paper language', () => {
    expect(paperDate('2026-09-01', 'fr')).toBe('1 septembre 2026')
    expect(paperDate('2026-09-01', 'en')).toBe('1 September 2026')
  })

  it('leaves a field empty when the child has no value for it', () => {
    expect(mergeValuesOf(source, 'en', '2026-11-18')).toMatchObject({
      'child.birthdate': '',
      'school.address': '1 Elm Road, N1 9GU London',
      guardians: '',
      'contract.type': '',
      'contract.monthly': '',
      today: '18 November 2026',
    })
  })
})
