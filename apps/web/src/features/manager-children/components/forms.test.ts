import { describe, expect, it } from 'vitest'
import { centsOf } from '@/ui/money'
import { fileBody, fileFormValues, resourceBody, zFileForm, zPickupForm, zResourceForm } from './forms'

// docs/manager-children.md: the monthly amount is typed in euros and sent in integer cents without
// a floating-point step; phones pass the server's country-aware check; empty texts are sent as null.

describe('centsOf', () => {
  it.each([
    ['3500', 350_000],
    ['3500.5', 350_050],
    ['3500,50', 350_050],
    ['3 500,50', 350_050],
    ['0.07', 7],
    ['1234.56', 123_456],
    ['0', 0],
  ])('%s → %i cents', (text, cents) => {
    expect(centsOf(text)).toBe(cents)
  })

  it.each(['', 'abc', '12.345', '-5', '1e3', '3500.50 €', '12..5'])('refuses %j', (text) => {
    expect(centsOf(text)).toBeNull()
  })
})

describe('resource form', () => {
  const valid = {
    validFrom: '2026-09-01',
    amount: '2 816,75',
    childrenInCharge: 2,
    aeeh: true,
    source: 'TaxNotice' as const,
    proofNote: '  ',
  }

  it('sends integer cents and no empty proof', () => {
    expect(zResourceForm.safeParse(valid).success).toBe(true)
    expect(resourceBody(valid)).toEqual({
      validFrom: '2026-09-01',
      monthlyAmountCents: 281_675,
      childrenInCharge: 2,
      aeeh: true,
      source: 'TaxNotice',
      proofNote: null,
      proofMediaIds: [],
    })
    // The uploaded proofs go with the row, in the order they were added.
    expect(resourceBody(valid, ['m1', 'm2']).proofMediaIds).toEqual(['m1', 'm2'])
  })

  it('refuses an amount with three decimals, above ten million euros, or no child in charge', () => {
    expect(zResourceForm.safeParse({ ...valid, amount: '12.345' }).success).toBe(false)
    expect(zResourceForm.safeParse({ ...valid, amount: '10000000.01' }).success).toBe(false)
    expect(zResourceForm.safeParse({ ...valid, amount: '10000000' }).success).toBe(true)
    expect(zResourceForm.safeParse({ ...valid, childrenInCharge: 0 }).success).toBe(false)
  })
})

describe('file and pick-up forms', () => {
  it('checks phones as the server does (default region FR, + for another country)', () => {
    const empty = fileFormValues(null)
    expect(zFileForm.safeParse({ ...empty, doctorPhone: '06 12 34 56 78' }).success).toBe(true)
    expect(zFileForm.safeParse({ ...empty, doctorPhone: '+44 20 7946 0123' }).success).toBe(true)
    expect(zFileForm.safeParse({ ...empty, doctorPhone: '020 7946 0123' }).success).toBe(false)
    expect(zFileForm.safeParse({ ...empty, emergencyContactPhone: '12' }).success).toBe(false)
    const pickup = {
      firstname: 'Ann',
      lastname: 'Lee',
      relationship: 'Aunt',
      phone: '12',
      identityCheckNote: '',
    }
    expect(zPickupForm.safeParse(pickup).success).toBe(false)
    expect(zPickupForm.safeParse({ ...pickup, phone: '' }).success).toBe(true)
  })

  it('sends blank fields as null', () => {
    expect(fileBody({ ...fileFormValues(null), allergies: ' Peanuts ', doctorName: '  ' })).toEqual({
      healthNotes: null,
      allergies: 'Peanuts',
      doctorName: null,
      doctorPhone: null,
      emergencyContactName: null,
      emergencyContactPhone: null,
    })
  })
})
