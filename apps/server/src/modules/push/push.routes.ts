import { contracts } from '@nido/domain/contracts/index'
import type { Route } from '../../platform/http'
import { loadVapidKeys } from '../../platform/vapid'
import { changeSwitches, listDevices, removeDevice, subscribe } from './push.service'

export function pushRoutes(route: Route): void {
  const c = contracts.push

  route(c.publicKey, async ({ deps }) => ({ publicKey: loadVapidKeys(deps.config).publicKey }))

  route(c.subscribe, async ({ actor, db, now, body, deps }) =>
    db.transaction((tx) => subscribe(tx, actor, now, body, deps.config.publicUrl)),
  )

  route(c.list, async ({ actor, db, query }) => listDevices(db, actor, query))

  route(c.update, async ({ actor, db, now, params, body }) =>
    db.transaction((tx) => changeSwitches(tx, actor, now, params.id, body)),
  )

  route(c.remove, async ({ actor, db, params }) => {
    await db.transaction((tx) => removeDevice(tx, actor, params.id))
    return null
  })
}
