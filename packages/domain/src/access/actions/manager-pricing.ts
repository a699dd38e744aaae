import type { ActionRule } from './action-rule'

// Spec 000 §6: manager data of a school is for its staff (teacher, director, coordinator) with
// the manager module on; a price preview stores nothing, so observers and manager-lite staff may
// ask it too (docs/manager-pricing.md "Preview").
export const managerPricingActions = {
  'managerPricing.preview': {
    profiles: ['TEACHER', 'DIRECTOR', 'COORDINATOR'],
    write: false,
    feature: 'manager',
  },
} as const satisfies Record<string, ActionRule>
