import { contracts } from '@nido/domain/contracts/index'
import type { Route } from '../../platform/http'
import { dismissInAppMessage, listInAppMessages } from './in-app-messages.service'

export function inAppMessagesRoutes(route: Route): void {
  route(contracts.inAppMessages.list, async ({ authorize, db, now }) => {
    const actor = await authorize()
    return { items: await listInAppMessages(db, actor, now) }
  })

  route(contracts.inAppMessages.dismiss, async ({ authorize, db, params, now }) => {
    const actor = await authorize()
    await dismissInAppMessage(db, actor, params.id, now)
    return null
  })
}
