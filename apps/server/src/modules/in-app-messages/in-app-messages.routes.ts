import { contracts } from '@nido/domain/contracts/index'
import type { Route } from '../../platform/http'
import { dismissInAppMessage, listInAppMessages } from './in-app-messages.service'

export function inAppMessagesRoutes(route: Route): void {
  route(contracts.inAppMessages.list, async ({ actor, db, now }) => {
    return { items: await listInAppMessages(db, actor, now) }
  })

  route(contracts.inAppMessages.dismiss, async ({ actor, db, params, now }) => {
    await dismissInAppMessage(db, actor, params.id, now)
    return null
  })
}
