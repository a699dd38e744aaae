import webpush from 'web-push'
import type { PushKind } from '@nido/domain/contracts/push'
import type { Db } from '../../db/client'
import type { AppDeps } from '../../platform/deps'
import type { JobDefinition } from '../../platform/jobs'
import { loadVapidKeys, type VapidKeys } from '../../platform/vapid'
import {
  deferOutbox,
  devicesFor,
  forgetEndpoint,
  markDelivered,
  recipientOf,
  takeDue,
  type SubscriptionRow,
} from './push.queries'
import { sendableAt } from './push.quiet-hours'
import { isPushTitle, renderPushTitle } from './push.texts'

// Sends the push outbox (docs/notifications-push.md "Delivery"): every two seconds, once across
// processes (platform/jobs.ts), a batch of due notifications is taken out of the table and each
// is sent to its recipient's devices that have its kind switched on. The payload is encrypted for
// the device (RFC 8291, aes128gcm) and signed for the push service with our VAPID key (RFC 8292),
// both by the web-push library; the request itself is ours (fetch), with a timeout.

export interface PushPayload {
  title: string
  /** A path of the app the notification opens. */
  url: string
}

const batchSize = 50
const requestTimeoutMs = 10_000
/** How long a push service keeps a notification for a device that is offline. */
const timeToLiveSeconds = 24 * 3600

/** Sends one payload to one device; the push service's status, or 0 when it could not be reached. */
export async function sendToDevice(
  vapid: VapidKeys,
  device: Pick<SubscriptionRow, 'endpoint' | 'p256dh' | 'auth'>,
  payload: PushPayload,
  topic?: string,
): Promise<number> {
  const details = webpush.generateRequestDetails(
    { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
    JSON.stringify(payload),
    {
      vapidDetails: vapid,
      TTL: timeToLiveSeconds,
      contentEncoding: 'aes128gcm',
      ...(topic ? { topic } : {}),
    },
  )
  try {
    const response = await fetch(details.endpoint, {
      method: details.method,
      headers: details.headers as Record<string, string>,
      body: details.body ?? null,
      signal: AbortSignal.timeout(requestTimeoutMs),
      redirect: 'error',
    })
    await response.body?.cancel()
    return response.status
  } catch {
    return 0
  }
}

/** Takes the due notifications and sends them; resolves with the number of pushes accepted. */
export async function sendDuePushes(
  deps: AppDeps,
  now: Date,
  log: Pick<Console, 'warn'> = console,
): Promise<number> {
  const db: Db = deps.database.db
  const vapid = loadVapidKeys(deps.config)
  const rows = await takeDue(db, now, batchSize)
  let accepted = 0
  for (const row of rows) {
    const recipient = await recipientOf(db, row.userId)
    if (!recipient || !isPushTitle(row.title)) continue
    const dueAt = sendableAt(now, recipient.settings, row.params.timezone ?? recipient.timezone ?? 'UTC')
    if (dueAt > now) {
      await deferOutbox(db, row, dueAt)
      continue
    }
    const payload = { title: renderPushTitle(row.title, recipient.language, row.params), url: row.url }
    // A topic per kind and page: a newer notice of the same thing replaces one still waiting at
    // the push service (RFC 8030 §5.4), so a phone offline all night wakes to one, not fifty.
    const topic = `${row.kind}-${row.title}`.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 32)
    for (const device of await devicesFor(db, row.userId, row.kind as PushKind)) {
      const status = await sendToDevice(vapid, device, payload, topic)
      if (status >= 200 && status < 300) {
        accepted += 1
        await markDelivered(db, device.id, now)
      } else if (status === 404 || status === 410) {
        // RFC 8030 §7.3: the subscription is gone for good (unsubscribed, expired).
        await forgetEndpoint(db, device.id)
      } else {
        log.warn(`push to a device of user ${row.userId} failed with status ${status}`)
      }
    }
  }
  return accepted
}

export const pushDeliveryJob: JobDefinition = {
  name: 'push.delivery',
  everyMs: 2000,
  leaseMs: 5 * 60_000,
  run: (deps, clock) => sendDuePushes(deps, clock.now()),
}
