import { contracts } from '@nido/domain/contracts/index'
import type { Route } from '../../platform/http'
import { getCard, listCards, markRead, recipients, sendCard, unreadCount } from './postal-cards.service'

export function postalCardsRoutes(route: Route): void {
  route(contracts.postalCards.list, async ({ actor, db, query }) => {
    return listCards(db, actor, query)
  })

  route(contracts.postalCards.unreadCount, async ({ actor, db }) => {
    return unreadCount(db, actor)
  })

  route(contracts.postalCards.recipients, async ({ actor, db }) => {
    return recipients(db, actor)
  })

  route(contracts.postalCards.get, async ({ actor, db, params }) => {
    return getCard(db, actor, params.id)
  })

  route(contracts.postalCards.create, async ({ actor, db, now, body }) => {
    return db.transaction((tx) => sendCard(tx, actor, now, body))
  })

  route(contracts.postalCards.markRead, async ({ actor, db, params }) => {
    return db.transaction((tx) => markRead(tx, actor, params.id))
  })
}
