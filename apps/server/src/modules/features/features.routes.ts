import { contracts } from '@nido/domain/contracts/index'
import type { Route } from '../../platform/http'
import { administeredSchools, administeredScope, clearFlag, listFlags, setFlag } from './features.admin'
import { featuresOfSchool, globalFeatures } from './features.service'

export function featuresRoutes(route: Route): void {
  const c = contracts.features

  route(c.forSchool, async ({ actor, db, query }) => {
    return featuresOfSchool(db, actor, query.schoolId)
  })

  route(c.global, async ({ db }) => {
    return globalFeatures(db)
  })

  // The administration (docs/administration-settings.md "Feature flags"): the school checked
  // against the actor's groups first, then read or written in one transaction.
  route(c.flags, async ({ actor, db, query }) =>
    listFlags(db, await administeredScope(db, actor, query.schoolId)),
  )

  route(c.schools, async ({ actor, db, query }) => administeredSchools(db, actor, query))

  route(c.setFlag, async ({ actor, db, params, query, body, now }) =>
    db.transaction(async (tx) =>
      setFlag(tx, actor, await administeredScope(tx, actor, query.schoolId), params.key, body, now),
    ),
  )

  route(c.clearFlag, async ({ actor, db, params, query }) =>
    db.transaction(async (tx) =>
      clearFlag(tx, actor, await administeredScope(tx, actor, query.schoolId), params.key),
    ),
  )
}
