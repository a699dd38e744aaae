import { AppError } from '@nido/domain/errors'
import type {
  PushDevice,
  PushDeviceId,
  PushKind,
  PushSubscribe,
  PushSwitches,
} from '@nido/domain/contracts/push'
import { idFromRow } from '@nido/domain/ids'
import type { Queryable } from '../../db/client'
import type { Actor } from '../../platform/actor'
import { audit } from '../../platform/audit'
import { decodeTimeKey, encodeTimeKey, keysetPage } from '../../platform/keyset'
import {
  deleteSubscription,
  insertOutbox,
  listSubscriptions,
  updateSwitches,
  upsertSubscription,
  type SubscriptionRow,
} from './push.queries'
import type { PushTitle } from './push.texts'

// Web Push devices (docs/notifications-push.md): the actor's own rows only; the owner's id always
// comes from the session, and another user's device answers 404 like one that does not exist.

function toDevice(row: SubscriptionRow): PushDevice {
  return {
    id: idFromRow<PushDeviceId>(row.id),
    endpoint: row.endpoint,
    label: row.label,
    switches: {
      news: row.news,
      chat: row.chat,
      careLog: row.careLog,
      events: row.events,
      moderation: row.moderation,
    },
    createdAt: row.createdAt.toISOString(),
    lastSuccessAt: row.lastSuccessAt?.toISOString() ?? null,
  }
}

const loopback = new Set(['127.0.0.1', 'localhost', '[::1]'])

/**
 * Push services are reached over https. An install served over plain http (a developer's machine,
 * the tests) also accepts a loopback http endpoint: a local push service for tests.
 */
function checkEndpoint(endpoint: string, publicUrl: string): void {
  const url = new URL(endpoint)
  const allowed =
    url.protocol === 'https:' ||
    (url.protocol === 'http:' && publicUrl.startsWith('http://') && loopback.has(url.hostname))
  if (!allowed || url.username || url.password)
    throw new AppError('VALIDATION_ERROR', [{ path: 'body.endpoint', message: 'Expected an https address' }])
}

export async function subscribe(
  tx: Queryable,
  actor: Actor,
  now: Date,
  input: PushSubscribe,
  publicUrl: string,
): Promise<PushDevice> {
  checkEndpoint(input.endpoint, publicUrl)
  const row = await upsertSubscription(
    tx,
    actor.userId,
    {
      endpoint: input.endpoint,
      p256dh: input.keys.p256dh,
      auth: input.keys.auth,
      label: input.label || null,
    },
    now,
  )
  await audit(tx, actor, 'push.subscribe', { pushDeviceId: row.id })
  return toDevice(row)
}

export async function listDevices(
  db: Queryable,
  actor: Actor,
  query: { cursor?: string | undefined; limit: number },
): Promise<{ items: PushDevice[]; nextCursor: string | null }> {
  const rows = await listSubscriptions(db, actor.userId, decodeTimeKey(query.cursor), query.limit)
  const page = keysetPage(rows, query.limit, (last) => encodeTimeKey({ at: last.createdAt, id: last.id }))
  return { items: page.rows.map(toDevice), nextCursor: page.nextCursor }
}

export async function changeSwitches(
  tx: Queryable,
  actor: Actor,
  now: Date,
  id: string,
  switches: Partial<PushSwitches>,
): Promise<PushDevice> {
  const row = await updateSwitches(tx, actor.userId, id, switches, now)
  if (!row) throw new AppError('NOT_FOUND')
  await audit(tx, actor, 'push.update', { pushDeviceId: id, switches })
  return toDevice(row)
}

export async function removeDevice(tx: Queryable, actor: Actor, id: string): Promise<void> {
  if (!(await deleteSubscription(tx, actor.userId, id))) throw new AppError('NOT_FOUND')
  await audit(tx, actor, 'push.remove', { pushDeviceId: id })
}

/** What another module asks to push (push/index.ts). */
export interface PushNotice {
  /** The recipients; those without a device with the kind on are skipped. */
  userIds: readonly string[]
  kind: PushKind
  title: PushTitle
  /** The school's name for the title, and its time zone for the quiet hours. */
  school?: { name: string; timezone: string }
  /** A path of the app (`/news/…`, `/chat/…`). */
  url: string
}

/**
 * Queues a notification in the caller's transaction, to be sent from `at` (now, or when a
 * scheduled item appears); the push module's job sends it.
 */
export async function enqueuePush(tx: Queryable, at: Date, notice: PushNotice): Promise<void> {
  await insertOutbox(tx, {
    userIds: notice.userIds,
    kind: notice.kind,
    title: notice.title,
    params: notice.school ? { school: notice.school.name, timezone: notice.school.timezone } : {},
    url: notice.url,
    dueAt: at,
  })
}
