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
import { brandIcon, brandOfHost, webManifest } from './brands.manifest'

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

  // The installable app (docs/offline-and-install.md): by the host name, as a browser fetches the
  // manifest from index.html's link without saying more. A brand's edit shows at the next check.
  route(c.manifest, async ({ db, req, reply }) => {
    const brand = await brandOfHost(db, req.host)
    void reply.type('application/manifest+json; charset=utf-8').header('cache-control', 'no-cache')
    return webManifest(brand)
  })

  route(c.icon, async ({ db, req, reply, params }) => {
    const png = await brandIcon(await brandOfHost(db, req.host), params.icon)
    // The manifest names each icon with a version of its colours (`v`): the address changes with them.
    void reply
      .header('content-type', 'image/png')
      .header('content-length', String(png.length))
      .header('cache-control', 'public, max-age=86400')
    return png
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
