import { contracts } from '@nido/domain/contracts/index'
import type { Route } from '../../platform/http'
import { brandOfDomain, brandOfSchool, defaultBrand } from './brands.service'

export function brandsRoutes(route: Route): void {
  // One public route with three answers (spec 000 §7 "brand (by schoolId or domain)"): by school
  // needs a session and the school in scope; by domain and the default serve the sign-in page.
  route(contracts.brands.current, async ({ requireActor, db, query }) => {
    if (query.schoolId) return brandOfSchool(db, await requireActor(), query.schoolId)
    if (query.domain) return brandOfDomain(db, query.domain)
    return defaultBrand(db)
  })
}
