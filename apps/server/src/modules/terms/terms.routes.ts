import { contracts } from '@nido/domain/contracts/index'
import type { Route } from '../../platform/http'
import { acceptTerms, acceptTermsForChild, readTerms, readTermsForChild } from './terms.service'

export function termsRoutes(route: Route): void {
  route(contracts.terms.read, async ({ authorize, db, now }) => {
    const actor = await authorize()
    return readTerms(db, actor, now)
  })

  route(contracts.terms.accept, async ({ authorize, db, now }) => {
    const actor = await authorize()
    return db.transaction((tx) => acceptTerms(tx, actor, now))
  })

  route(contracts.terms.readForChild, async ({ authorize, db, now, params }) => {
    const actor = await authorize()
    return readTermsForChild(db, actor, now, params.childId)
  })

  route(contracts.terms.acceptForChild, async ({ authorize, db, now, params }) => {
    const actor = await authorize()
    return db.transaction((tx) => acceptTermsForChild(tx, actor, now, params.childId))
  })
}
