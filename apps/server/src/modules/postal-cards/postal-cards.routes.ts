import { contracts } from '@nido/domain/contracts/index'
import type { Route } from '../../platform/http'
import {
  getCard,
  listCards,
  markRead,
  postalCardInScope,
  recipients,
  sendCard,
  unreadCount,
} from './postal-cards.service'

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

  route(contracts.postalCards.get, async ({ actor, requireFor, db, params }) => {
    const card = await requireFor('postalCards.get', params.id, postalCardInScope)
    return getCard(db, actor, card)
  })

  route(contracts.postalCards.create, async ({ actor, db, deps, now, body }) => {
    return db.transaction((tx) => sendCard(tx, deps, actor, now, body))
  })

  route(contracts.postalCards.markRead, async ({ actor, requireFor, db, params }) => {
    return db.transaction(async (tx) => {
      const card = await requireFor('postalCards.markRead', params.id, postalCardInScope, tx)
      return markRead(tx, actor, card)
    })
  })
}
