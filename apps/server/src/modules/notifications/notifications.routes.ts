import { contracts } from '@nido/domain/contracts/index'
import type { Route } from '../../platform/http'
import { pushCountsChange } from './notifications.push'
import {
  approveNews,
  deletePanelItem,
  listPendingModeration,
  listToModerate,
  readCounts,
  refuseNews,
} from './notifications.service'

export function notificationsRoutes(route: Route): void {
  route(contracts.notifications.toModerate, async ({ actor, db, query }) => {
    return listToModerate(db, actor, query)
  })

  route(contracts.notifications.pendingModeration, async ({ actor, db, query }) => {
    return listPendingModeration(db, actor, query)
  })

  route(contracts.notifications.counts, async ({ actor, db, query }) => {
    return readCounts(db, actor, query)
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
      deletePanelItem(tx, actor, now, params.referenceType, params.referenceId),
    )
    await pushCountsChange(db, realtime, change)
    return null
  })
}
