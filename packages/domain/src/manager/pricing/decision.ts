import type { ParsedPricingInput } from './input'

// A pricing decision's inputs and what changed between two of them (docs/manager-contracts.md
// "Pricing decisions", decision 0061): a contract is priced again into a new decision only when
// its inputs differ, and the new decision names what differs, for staff and the family.

/** What changed since the previous pricing decision of a contract (none for the first). */
export const pricingChanges = [
  'resources',
  'childrenInCharge',
  'aeeh',
  'schedule',
  'dates',
  'tariff',
  'tables',
] as const
export type PricingChange = (typeof pricingChanges)[number]

/** What a decision priced: the engine's input, the resource row and the table rows it rests on. */
export interface DecisionInputs {
  input: ParsedPricingInput
  resourceId: string | null
  tableRowIds: string[]
}

/** JSON with sorted keys: two inputs are the same decision when these strings are equal. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`
  return JSON.stringify(value)
}

/** What differs between two decisions' inputs, in pricingChanges' order. */
export function changesBetween(before: DecisionInputs, after: DecisionInputs): PricingChange[] {
  const differs = (pick: (i: DecisionInputs) => unknown) => canonical(pick(before)) !== canonical(pick(after))
  const changes: Array<[PricingChange, boolean]> = [
    ['resources', differs((i) => i.input.household.monthlyResourcesCents ?? null)],
    ['childrenInCharge', differs((i) => i.input.household.childrenInCharge ?? null)],
    ['aeeh', differs((i) => i.input.household.aeehChildren)],
    [
      'schedule',
      differs((i) => [i.input.contract.weeks, i.input.contract.holidayWeeks, i.input.calendar.closings]),
    ],
    [
      'dates',
      differs((i) => [i.input.contract.startDate, i.input.contract.endDate, i.input.contract.billedMonths]),
    ],
    [
      'tariff',
      differs((i) => [
        i.input.contract.tarificationType,
        i.input.contract.baseCostCents ?? null,
        i.input.contract.afternoonCostCents ?? null,
        i.input.contract.structureKind,
        i.input.contract.mensualisationRounding,
      ]),
    ],
    ['tables', differs((i) => i.tableRowIds)],
  ]
  return changes.filter(([, d]) => d).map(([change]) => change)
}

/** Two inputs are the same decision when their canonical JSON is equal (key order aside). */
export function sameDecisionInputs(a: DecisionInputs, b: DecisionInputs): boolean {
  return canonical(a) === canonical(b)
}
