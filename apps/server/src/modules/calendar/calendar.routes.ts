import { AppError } from '@nido/domain/errors'
import { contracts } from '@nido/domain/contracts/index'
import type { Route } from '../../platform/http'
import { icalFeed } from './calendar.ical'
import {
  createEvent,
  editEvent,
  getEvent,
  getSubscription,
  listEntries,
  moveEvent,
  removeEvent,
  subscribe,
  unsubscribe,
} from './calendar.service'

export function calendarRoutes(route: Route): void {
  const c = contracts.calendar

  route(c.list, async ({ authorize, db, now, query }) => {
    const actor = await authorize()
    return listEntries(db, actor, now, query)
  })

  route(c.get, async ({ authorize, db, now, params }) => {
    const actor = await authorize()
    return getEvent(db, actor, params.id, now)
  })

  route(c.create, async ({ authorize, db, now, body }) => {
    const actor = await authorize()
    return db.transaction((tx) => createEvent(tx, actor, now, body))
  })

  route(c.update, async ({ authorize, db, now, params, body }) => {
    const actor = await authorize()
    return db.transaction((tx) => editEvent(tx, actor, now, params.id, body))
  })

  route(c.move, async ({ authorize, db, now, params, body }) => {
    const actor = await authorize()
    return db.transaction((tx) => moveEvent(tx, actor, now, params.id, body))
  })

  route(c.delete, async ({ authorize, db, now, params }) => {
    const actor = await authorize()
    await db.transaction((tx) => removeEvent(tx, actor, now, params.id))
    return null
  })

  route(c.subscription, async ({ authorize, db }) => {
    const actor = await authorize()
    return getSubscription(db, actor)
  })

  route(c.subscribe, async ({ authorize, db, now }) => {
    const actor = await authorize()
    return db.transaction((tx) => subscribe(tx, actor, now))
  })

  route(c.unsubscribe, async ({ authorize, db }) => {
    const actor = await authorize()
    await db.transaction((tx) => unsubscribe(tx, actor))
    return null
  })

  // No session: the token is the key. Any unknown token (revoked, renewed, made up) is 404.
  route(c.ical, async ({ db, now, params, reply }) => {
    const body = await icalFeed(db, params.token, now)
    if (body === null) throw new AppError('NOT_FOUND')
    reply
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('content-disposition', 'inline; filename="nido.ics"')
      .header('cache-control', 'private, max-age=300')
    return body
  })
}
