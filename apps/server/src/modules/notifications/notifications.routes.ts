import { contracts } from '@nido/domain/contracts/index'
import type { Route } from '../../platform/http'
import type { NewsKind } from '../news/news.kinds'
import { pushCountsChange } from './notifications.push'
import {
  approveNews,
  deletePanelItem,
  listPendingModeration,
  listToModerate,
  readCounts,
  refuseNews,
} from './notifications.service'

/** `kinds`: the item types the panel holds and counts (news.kinds.ts, decision 0012). */
export function notificationsRoutes(route: Route, kinds: readonly NewsKind[]): void {
  route(contracts.notifications.toModerate, async ({ authorize, db, query }) => {
    const actor = await authorize()
    return listToModerate(db, actor, query, kinds)
  })

  route(contracts.notifications.pendingModeration, async ({ authorize, db, query }) => {
    const actor = await authorize()
    return listPendingModeration(db, actor, query, kinds)
  })

  route(contracts.notifications.counts, async ({ authorize, db, query }) => {
    const actor = await authorize()
    return readCounts(db, actor, query, kinds)
  })

  route(contracts.notifications.approve, async ({ authorize, db, now, params, deps }) => {
    const actor = await authorize()
    const change = await db.transaction((tx) => approveNews(tx, actor, now, params.newsId))
    await pushCountsChange(deps, change)
    return null
  })

  route(contracts.notifications.refuse, async ({ authorize, db, now, params, body, deps }) => {
    const actor = await authorize()
    const change = await db.transaction((tx) => refuseNews(tx, actor, now, params.newsId, body.reason))
    await pushCountsChange(deps, change)
    return null
  })

  route(contracts.notifications.deleteItem, async ({ authorize, db, now, params, deps }) => {
    const actor = await authorize()
    const change = await db.transaction((tx) =>
      deletePanelItem(tx, actor, now, params.referenceType, params.referenceId, kinds),
    )
    await pushCountsChange(deps, change)
    return null
  })
}
