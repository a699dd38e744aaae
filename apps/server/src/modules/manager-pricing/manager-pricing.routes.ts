import { contracts } from '@nido/domain/contracts/index'
import type { Route } from '../../platform/http'
import { previewPrice } from './manager-pricing.service'

// The manager's price preview (docs/manager-pricing.md "Preview"): read-only, nothing stored.
export function managerPricingRoutes(route: Route): void {
  route(contracts.managerPricing.preview, async ({ actor, db, body }) => previewPrice(db, actor, body))
}
