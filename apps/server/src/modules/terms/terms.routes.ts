import { contracts } from '@nido/domain/contracts/index'
import type { Route } from '../../platform/http'
import { acceptTerms, acceptTermsForChild, readTerms, readTermsForChild } from './terms.service'

export function termsRoutes(route: Route): void {
  route(contracts.terms.read, async ({ actor, db, now }) => {
    return readTerms(db, actor, now)
  })

  route(contracts.terms.accept, async ({ actor, db, now }) => {
    return db.transaction((tx) => acceptTerms(tx, actor, now))
  })

  route(contracts.terms.readForChild, async ({ actor, db, now, params }) => {
    return readTermsForChild(db, actor, now, params.childId)
  })

  route(contracts.terms.acceptForChild, async ({ actor, db, now, params }) => {
    return db.transaction((tx) => acceptTermsForChild(tx, actor, now, params.childId))
  })
}
