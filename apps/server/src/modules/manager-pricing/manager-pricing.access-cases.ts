import { contracts } from '@nido/domain/contracts/index'
import type { AccessCase } from '../../test/matrix'

// The price preview (docs/manager-pricing.md "Preview"): staff of the current school (teacher,
// director, coordinator; observers too, it stores nothing) with the manager module on; every
// other profile is refused (403), the signed-out get 401. A monthly tariff needs no table.
export const accessCases: AccessCase[] = [
  {
    route: contracts.managerPricing.preview,
    request: () => ({
      payload: {
        contract: {
          tarificationType: 'monthly',
          startDate: '2026-09-01',
          endDate: '2026-12-31',
          baseCostCents: 50_000,
        },
      },
    }),
    expect: {
      anonymous: 401,
      coordinatorA: 200,
      directorA1: 200,
      directorB1: 200,
      teacherA1s1: 200,
      teacherA1s2: 200,
      observerA1s1: 200,
      others: 403,
    },
  },
]
