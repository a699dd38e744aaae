import { describe, expect, it } from 'vitest'
import { checkRow, parseCents, parsePpm, valuesOf } from './values-form'

// docs/manager-pricing.md "Editing the tables": typed euros and percentages become integers.
describe('rate-table row form', () => {
  it.each([
    ['3500', 350_000],
    ['3 500,25', 350_025],
    ['814.62 €', 81_462],
    ['1.234', undefined],
    ['-5', undefined],
    ['abc', undefined],
  ])('parseCents(%s) = %s', (text, cents) => expect(parseCents(text)).toBe(cents))

  it('reads effort rates in percent as ppm', () => {
    expect(parsePpm('0.0619')).toBe(619)
    expect(
      valuesOf('psu-effort-rates', {
        validFrom: '',
        validTo: '',
        main: '0.0619; 0,0516 %',
        extra: '',
        source: '',
      }),
    ).toEqual({
      ratesPpm: [619, 516],
    })
  })

  it('reads PAJE thresholds as pairs', () => {
    expect(
      valuesOf('paje-brackets', {
        validFrom: '',
        validTo: '',
        main: '20509 / 45575; 23420/52044',
        extra: '2911/6469',
        source: '',
      }),
    ).toEqual({
      thresholdsCents: [
        [2_050_900, 4_557_500],
        [2_342_000, 5_204_400],
      ],
      extraChildCents: [291_100, 646_900],
    })
  })

  it('refuses zero, reversed dates and an overlap', () => {
    const form = { validFrom: '2027-01-01', validTo: '', main: '0', extra: '', source: 's' }
    expect(checkRow('psu-resources-floor', form, [])).toEqual({ problem: 'values', field: 'main' })
    expect(checkRow('psu-resources-floor', { ...form, main: '800', validTo: '2026-01-01' }, [])).toEqual({
      problem: 'dates',
      field: 'validTo',
    })
    expect(
      checkRow('psu-resources-floor', { ...form, main: '800' }, [{ validFrom: '2026-01-01', validTo: null }]),
    ).toEqual({
      problem: 'overlap',
      field: 'validFrom',
    })
    expect(checkRow('psu-resources-floor', { ...form, main: '800' }, [])).toEqual({
      values: { amountCents: 80_000 },
    })
  })
})
