import type { ModuleDefinition } from '../module'
import { managerPricingRoutes } from './manager-pricing.routes'

// The manager's cost engine over HTTP (docs/manager-pricing.md "Preview"). It holds no table.
export const managerPricingModule = {
  name: 'manager-pricing',
  routes: managerPricingRoutes,
} satisfies ModuleDefinition
