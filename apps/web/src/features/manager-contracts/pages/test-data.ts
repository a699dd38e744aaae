import type {
  ContractSummary,
  ManagerContract,
  PricingDecision,
} from '@nido/domain/contracts/manager-contracts'
import type { Me } from '@nido/domain/contracts/me'
import { testGuardian } from '@/test/me'

// The contracts the page tests answer with (docs/manager-contracts.md): a PSU contract priced
// 141 h a month at 2.17 € an hour for a year.

export const childId = '0190a000-0000-7000-8000-0000000000c1'
export const contractId = '0190a000-0000-7000-8000-0000000000d1'

type Step = PricingDecision['lines'][number]['explanation'][number]

const steps: Step[] = [
  { key: 'amount.hours', values: { minutes: 8460, unitCents: 217, amountCents: 30597 } },
  { key: 'psu.rate', values: { hourlyCents: 217, usedCents: 350000, ratePpm: 619 } },
  { key: 'psu.children', values: { children: 2 } },
]

const months = ['2026-09', '2026-10', '2026-11', '2026-12', '2027-01', '2027-02']

export const decision: PricingDecision = {
  id: 'dec1',
  decidedAt: '2026-08-20T10:00:00.000Z',
  decidedBy: { id: 'u1', firstname: 'Dina', lastname: 'Director' },
  household: { monthlyResourcesCents: 350000, childrenInCharge: 2, aeehChildren: 0, resourceId: 'r1' },
  tableRowIds: ['t1'],
  changes: ['resources', 'tables'],
  currency: 'EUR',
  monthlyMinutes: 8460,
  attendanceWeeks: 45,
  billedMonths: months,
  lines: months.map((month) => ({
    month,
    from: `${month}-01`,
    to: `${month}-28`,
    item: 'psu-hours' as const,
    quantity: 8460,
    unitPriceCents: 217,
    amountCents: 30597,
    explanation: steps,
  })),
  totalCents: 30597 * months.length,
  monthlyCents: 30597,
}

export function contract(change: Partial<ManagerContract> = {}): ManagerContract {
  return {
    id: contractId,
    child: { id: childId, firstname: 'Oliver', lastname: 'Clarke' },
    type: 'RegularContract',
    tarificationType: 'psu',
    startDate: '2026-09-01',
    endDate: '2027-02-28',
    documentStatus: 'Draft',
    status: 'Inactive',
    estimateStatus: 'none',
    monthlyCents: 30597,
    currency: 'EUR',
    updatedAt: '2026-08-20T10:00:00.000Z',
    schedule: 'Regular',
    serviceOption: null,
    adaptationEndDate: null,
    weeks: [[1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '08:30', end: '17:30' }))],
    holidayWeeks: [],
    baseCostCents: null,
    afternoonCostCents: null,
    note: null,
    pricing: decision,
    missing: [],
    sentAt: null,
    pdfSha256: null,
    signature: null,
    canEdit: true,
    ...change,
  }
}

export function summary(c: ManagerContract): ContractSummary {
  const { id, child, type, tarificationType, startDate, endDate, documentStatus, status, estimateStatus } = c
  return {
    id,
    child,
    type,
    tarificationType,
    startDate,
    endDate,
    documentStatus,
    status,
    estimateStatus,
    monthlyCents: c.monthlyCents,
    currency: c.currency,
    updatedAt: c.updatedAt,
  }
}

export function director(): Me {
  const me = testGuardian({ id: 'u1', firstname: 'Dina', lastname: 'Director', email: 'dina@example.test' })
  return {
    ...me,
    meta: { ...me.meta, userPermission: { ...me.meta.userPermission, profileType: 'DIRECTOR' } },
  }
}

export function holder(): Me {
  return testGuardian({
    id: 'u2',
    firstname: 'James',
    lastname: 'Clarke',
    email: 'james@example.test',
    current: { schoolId: null, childId: childId as Me['current']['childId'] },
  })
}
