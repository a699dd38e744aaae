import { contracts } from '@nido/domain/contracts/index'
import type { Route } from '../../platform/http'
import {
  createMessage,
  deleteMessage,
  endMessage,
  listMessages,
  updateMessage,
} from './in-app-messages.admin'
import { dismissInAppMessage, listInAppMessages } from './in-app-messages.service'

export function inAppMessagesRoutes(route: Route): void {
  const c = contracts.inAppMessages

  route(c.list, async ({ actor, db, now }) => {
    return { items: await listInAppMessages(db, actor, now) }
  })

  route(c.dismiss, async ({ actor, db, params, now }) => {
    await dismissInAppMessage(db, actor, params.id, now)
    return null
  })

  // Administration (super admins, checked by the router from the action rule).
  route(c.adminList, async ({ db, query }) => listMessages(db, query))
  route(c.create, async ({ actor, db, body, now }) =>
    db.transaction((tx) => createMessage(tx, actor, body, now)),
  )
  route(c.update, async ({ actor, db, params, body, now }) =>
    db.transaction((tx) => updateMessage(tx, actor, params.id, body, now)),
  )
  route(c.end, async ({ actor, db, params, now }) =>
    db.transaction((tx) => endMessage(tx, actor, params.id, now)),
  )
  route(c.remove, async ({ actor, db, params }) => {
    await db.transaction((tx) => deleteMessage(tx, actor, params.id))
    return null
  })
}
