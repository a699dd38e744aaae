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

  route(contracts.notifications.approve, async ({ actor, db, now, params, deps }) => {
    const change = await db.transaction((tx) => approveNews(tx, actor, now, params.newsId))
    await pushCountsChange(deps, change)
    return null
  })

  route(contracts.notifications.refuse, async ({ actor, db, now, params, body, deps }) => {
    const change = await db.transaction((tx) => refuseNews(tx, actor, now, params.newsId, body.reason))
    await pushCountsChange(deps, change)
    return null
  })

  route(contracts.notifications.deleteItem, async ({ actor, db, now, params, deps }) => {
    const change = await db.transaction((tx) =>
      deletePanelItem(tx, actor, now, params.referenceType, params.referenceId),
    )
    await pushCountsChange(deps, change)
    return null
  })
}
