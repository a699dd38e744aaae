import { randomBytes } from 'node:crypto'
import { AppError } from '@nido/domain/errors'
import type { CalendarSubscription } from '@nido/domain/contracts/calendar'
import type { Queryable } from '../../db/client'
import type { Actor } from '../../platform/actor'
import { audit } from '../../platform/audit'
import { hashToken } from '../../platform/session'
import { iso } from './calendar.service'
import {
  deleteSubscription,
  findSubscription,
  subscriptionOfToken,
  upsertSubscription,
} from './calendar.queries'

// Calendar subscriptions. The private iCalendar URL (docs/calendar.md): a random token of 256 bits, only its hash stored.

export const icalPath = (token: string) => `/api/v1/calendar/ical/${token}.ics`

export async function getSubscription(db: Queryable, actor: Actor): Promise<CalendarSubscription> {
  const row = await findSubscription(db, actor.userId)
  return {
    active: !!row,
    createdAt: row ? iso(row.createdAt) : null,
    lastUsedAt: row?.lastUsedAt ? iso(row.lastUsedAt) : null,
    path: null,
  }
}

export async function subscribe(tx: Queryable, actor: Actor, now: Date): Promise<CalendarSubscription> {
  const token = randomBytes(32).toString('base64url')
  const row = await upsertSubscription(tx, actor.userId, hashToken(token), now)
  await audit(tx, actor, 'calendar.subscribe', { subscriptionId: row.id })
  return { active: true, createdAt: iso(row.createdAt), lastUsedAt: null, path: icalPath(token) }
}

export async function unsubscribe(tx: Queryable, actor: Actor): Promise<void> {
  if (!(await deleteSubscription(tx, actor.userId))) throw new AppError('NOT_FOUND')
  await audit(tx, actor, 'calendar.unsubscribe', {})
}

export async function subscriptionOf(db: Queryable, token: string) {
  return subscriptionOfToken(db, hashToken(token))
}
