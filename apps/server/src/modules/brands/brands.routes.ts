import { contracts } from '@nido/domain/contracts/index'
import type { Route } from '../../platform/http'
import {
  brandInScope,
  brandTerms,
  editBrand,
  publishTerms,
  setBrandAsset,
  toBrandAdmin,
} from './brands.admin'
import { brandOfDomain, brandOfSchool, defaultBrand } from './brands.service'

export function brandsRoutes(route: Route): void {
  const c = contracts.brands
  // One public route with three answers (spec 000 §7 "brand (by schoolId or domain)"): by school
  // needs a session and the school in scope; by domain and the default serve the sign-in page. A
  // host name no brand claims (localhost, a self-hosted domain) gets the default brand, so the
  // sign-in page makes no failing request (docs/web-weight.md "A clean first page").
  route(c.current, async ({ requireActor, db, query }) => {
    if (query.schoolId) return brandOfSchool(db, await requireActor(), query.schoolId)
    if (query.domain) return (await brandOfDomain(db, query.domain)) ?? defaultBrand(db)
    return defaultBrand(db)
  })

  // Administration (docs/administration.md "Brands"): the brand asked for once through the
  // module's scope function (404 outside the actor's groups), writes in one transaction.
  route(c.adminGet, async ({ params, requireFor }) =>
    toBrandAdmin(await requireFor('brands.adminGet', params.brandId, brandInScope)),
  )

  route(c.update, async ({ actor, db, params, body, requireFor }) =>
    db.transaction(async (tx) =>
      editBrand(tx, actor, await requireFor('brands.update', params.brandId, brandInScope, tx), body),
    ),
  )

  route(c.setAsset, async ({ actor, db, params, body, requireFor }) =>
    db.transaction(async (tx) => {
      const brand = await requireFor('brands.setAsset', params.brandId, brandInScope, tx)
      return setBrandAsset(tx, actor, brand, params.asset, body.mediaId)
    }),
  )

  route(c.termsList, async ({ db, params, requireFor }) =>
    brandTerms(db, await requireFor('brands.termsList', params.brandId, brandInScope)),
  )

  route(c.termsPublish, async ({ actor, db, now, params, body, requireFor }) =>
    db.transaction(async (tx) => {
      const brand = await requireFor('brands.termsPublish', params.brandId, brandInScope, tx)
      return publishTerms(tx, actor, brand, body, now)
    }),
  )
}
