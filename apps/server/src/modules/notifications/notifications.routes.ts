import { contracts } from '@nido/domain/contracts/index'
import type { Route } from '../../platform/http'
import type { NewsKind } from '../news/index'
import { pushCountsChange } from './notifications.push'
import {
  approveNews,
  deletePanelItem,
  listPendingModeration,
  listToModerate,
  readCounts,
  refuseNews,
} from './notifications.service'
import { showUnsubscribe, unsubscribe } from './notifications.unsubscribe'

/** `kinds`: the item types the panel holds and counts (news.kinds.ts, decision 0012). */
export function notificationsRoutes(route: Route, kinds: readonly NewsKind[]): void {
  route(contracts.notifications.toModerate, async ({ actor, db, query }) => {
    return listToModerate(db, actor, query, kinds)
  })

  route(contracts.notifications.pendingModeration, async ({ actor, db, query }) => {
    return listPendingModeration(db, actor, query, kinds)
  })

  route(contracts.notifications.counts, async ({ actor, db, query }) => {
    return readCounts(db, actor, query, kinds)
  })

  route(contracts.notifications.approve, async ({ actor, db, now, params, realtime }) => {
    const change = await db.transaction((tx) => approveNews(tx, actor, now, params.newsId))
    await pushCountsChange(db, realtime, change)
    return null
  })

  route(contracts.notifications.refuse, async ({ actor, db, now, params, body, realtime }) => {
    const change = await db.transaction((tx) => refuseNews(tx, actor, now, params.newsId, body.reason))
    await pushCountsChange(db, realtime, change)
    return null
  })

  route(contracts.notifications.deleteItem, async ({ actor, db, now, params, realtime }) => {
    const change = await db.transaction((tx) =>
      deletePanelItem(tx, actor, now, params.referenceType, params.referenceId, kinds),
    )
    await pushCountsChange(db, realtime, change)
    return null
  })

  // docs/notifications.md "Unsubscribe": public, the signed token is the only key.
  route(contracts.notifications.unsubscribeShow, async ({ deps, db, query }) => {
    return showUnsubscribe(db, deps, query.token)
  })

  route(contracts.notifications.unsubscribe, async ({ deps, db, now, query }) => {
    return db.transaction((tx) => unsubscribe(tx, deps, now, query.token))
  })
}
