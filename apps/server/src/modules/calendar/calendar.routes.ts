import { AppError } from '@nido/domain/errors'
import { contracts } from '@nido/domain/contracts/index'
import type { Route } from '../../platform/http'
import { icalFeed } from './calendar.ical'
import { listEntries } from './calendar.entries'
import { createEvent, editEvent, eventInScope, getEvent, moveEvent, removeEvent } from './calendar.service'
import { getSubscription, subscribe, unsubscribe } from './calendar.subscription'

export function calendarRoutes(route: Route): void {
  const c = contracts.calendar

  route(c.list, async ({ actor, db, now, query }) => {
    return listEntries(db, actor, now, query)
  })

  route(c.get, async ({ actor, requireFor, db, params }) => {
    const event = await requireFor('calendar.get', params.id, eventInScope)
    return getEvent(db, actor, event)
  })

  route(c.create, async ({ actor, db, now, body }) => {
    return db.transaction((tx) => createEvent(tx, actor, now, body))
  })

  route(c.update, async ({ actor, requireFor, db, now, params, body }) => {
    return db.transaction(async (tx) => {
      const event = await requireFor('calendar.update', params.id, eventInScope, tx)
      return editEvent(tx, actor, now, event, body)
    })
  })

  route(c.move, async ({ actor, requireFor, db, now, params, body }) => {
    return db.transaction(async (tx) => {
      const event = await requireFor('calendar.move', params.id, eventInScope, tx)
      return moveEvent(tx, actor, now, event, body)
    })
  })

  route(c.delete, async ({ actor, requireFor, db, params }) => {
    await db.transaction(async (tx) => {
      const event = await requireFor('calendar.delete', params.id, eventInScope, tx)
      await removeEvent(tx, actor, event)
    })
    return null
  })

  route(c.subscription, async ({ actor, db }) => {
    return getSubscription(db, actor)
  })

  route(c.subscribe, async ({ actor, db, now }) => {
    return db.transaction((tx) => subscribe(tx, actor, now))
  })

  route(c.unsubscribe, async ({ actor, db }) => {
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
