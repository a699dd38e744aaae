import { contracts } from '@nido/domain/contracts/index'
import type { Route } from '../../platform/http'
import { registerMediaVisibility } from '../media/index'
import { visibleCardIds } from './postal-cards.queries'
import { getCard, listCards, markRead, recipients, sendCard, unreadCount } from './postal-cards.service'

// A card's photo is readable by whoever may read the card: the staff of its section and the
// family of its child (postal-cards.queries.ts cardVisible).
registerMediaVisibility('postal-card', (db, actor, ids) => visibleCardIds(db, actor, ids))

export function postalCardsRoutes(route: Route): void {
  route(contracts.postalCards.list, async ({ authorize, db, query }) => {
    const actor = await authorize()
    return listCards(db, actor, query)
  })

  route(contracts.postalCards.unreadCount, async ({ authorize, db }) => {
    const actor = await authorize()
    return unreadCount(db, actor)
  })

  route(contracts.postalCards.recipients, async ({ authorize, db }) => {
    const actor = await authorize()
    return recipients(db, actor)
  })

  route(contracts.postalCards.get, async ({ authorize, db, params }) => {
    const actor = await authorize()
    return getCard(db, actor, params.id)
  })

  route(contracts.postalCards.create, async ({ authorize, db, now, body }) => {
    const actor = await authorize()
    return db.transaction((tx) => sendCard(tx, actor, now, body))
  })

  route(contracts.postalCards.markRead, async ({ authorize, db, params }) => {
    const actor = await authorize()
    return db.transaction((tx) => markRead(tx, actor, params.id))
  })
}
