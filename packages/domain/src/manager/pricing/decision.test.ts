import { describe, expect, it } from 'vitest'
import { changesBetween, sameDecisionInputs, type DecisionInputs, type PricingChange } from './decision'
import { zPricingInput } from './input'

// docs/manager-contracts.md "Pricing decisions": a new decision only when the inputs differ, and
// it names what differs.

const base: DecisionInputs = {
  input: zPricingInput.parse({
    contract: {
      tarificationType: 'psu',
      startDate: '2026-09-01',
      endDate: '2027-08-31',
      weeks: [[{ weekday: 1, start: '08:30', end: '17:30' }]],
    },
    household: { monthlyResourcesCents: 350_000, childrenInCharge: 1, aeehChildren: 0 },
  }),
  resourceId: 'r1',
  tableRowIds: ['t1', 't2'],
}

const change = (edit: (i: DecisionInputs) => void): DecisionInputs => {
  const copy = structuredClone(base)
  edit(copy)
  return copy
}

describe('pricing decisions (decision 0061)', () => {
  it('the same inputs, whatever their key order, are the same decision', () => {
    const reordered: DecisionInputs = { tableRowIds: base.tableRowIds, resourceId: 'r1', input: base.input }
    expect(sameDecisionInputs(base, reordered)).toBe(true)
    expect(changesBetween(base, reordered)).toEqual([])
  })

  const edits: Array<[PricingChange, (i: DecisionInputs) => void]> = [
    ['resources', (i) => void (i.input.household.monthlyResourcesCents = 400_000)],
    ['childrenInCharge', (i) => void (i.input.household.childrenInCharge = 2)],
    ['aeeh', (i) => void (i.input.household.aeehChildren = 1)],
    ['schedule', (i) => void i.input.contract.holidayWeeks.push('2026-12-21')],
    ['schedule', (i) => void i.input.calendar.closings.push({ from: '2026-12-24', to: '2027-01-01' })],
    ['dates', (i) => void (i.input.contract.endDate = '2027-07-31')],
    ['tariff', (i) => void (i.input.contract.structureKind = 'family')],
    ['tables', (i) => void (i.tableRowIds = ['t1', 't3'])],
  ]
  it.each(edits)('a change of %s is named', (name, edit) => {
    const after = change(edit)
    expect(sameDecisionInputs(base, after)).toBe(false)
    expect(changesBetween(base, after)).toEqual([name])
  })

  it('several changes are named in order', () => {
    const after = change((i) => {
      i.tableRowIds = ['t9']
      i.input.household.monthlyResourcesCents = 1
    })
    expect(changesBetween(base, after)).toEqual(['resources', 'tables'])
  })
})
