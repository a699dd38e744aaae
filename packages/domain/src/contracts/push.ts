import { z } from 'zod'
import { idOf, zDateTime, type Id } from '../ids'
import { zPage, zPageQuery } from './common'
import { defineRoute } from './define'

// Web Push (docs/notifications-push.md, decision 0046): each browser that allows notifications
// subscribes once and holds its own switches, one per kind of notification. The payload the
// server sends carries a title and a link only; the app fetches the rest once opened.

export type PushDeviceId = Id<'PushDevice'>
export const zPushDeviceId = idOf<'PushDevice'>()

/** The kinds a device can be sent, in the order the account page lists them. */
export const pushKinds = ['news', 'chat', 'careLog', 'events', 'moderation'] as const
export type PushKind = (typeof pushKinds)[number]

/** A device's switches: every kind on when it subscribes (it was just asked for). */
export const zPushSwitches = z.object({
  /** A post, photo album, folder, poll or postal card published for my child. */
  news: z.boolean(),
  /** A new message in one of my conversations. */
  chat: z.boolean(),
  /** My child's care-log summary when they are checked out. */
  careLog: z.boolean(),
  /** A calendar event's reminder (its alert). */
  events: z.boolean(),
  /** Something waits for moderation (moderators only). */
  moderation: z.boolean(),
})
export type PushSwitches = z.infer<typeof zPushSwitches>
export const defaultPushSwitches: PushSwitches = {
  news: true,
  chat: true,
  careLog: true,
  events: true,
  moderation: true,
}

/** Base64url, as `PushSubscription.toJSON()` gives the keys. */
const zBase64Url = (max: number) =>
  z
    .string()
    .min(16)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+=*$/, 'Expected base64url')

/** What `PushSubscription.toJSON()` gives, plus an optional label of the device. */
export const zPushSubscribe = z
  .object({
    /** The push service's address for this browser (https; the server checks the rest). */
    endpoint: z.url({ protocol: /^https?$/ }).max(2000),
    expirationTime: z.number().nullable().optional(),
    keys: z.object({ p256dh: zBase64Url(200), auth: zBase64Url(100) }).strict(),
    /** A short name for the list of devices ("Firefox on Android"); the browser's own guess. */
    label: z.string().trim().max(100).optional(),
  })
  .strict()
export type PushSubscribe = z.infer<typeof zPushSubscribe>

export const zPushDevice = z.object({
  id: z.string() as unknown as z.ZodType<PushDeviceId, string>,
  /** The push service's address, so the page can tell which row is this browser. */
  endpoint: z.string(),
  label: z.string().nullable(),
  switches: zPushSwitches,
  createdAt: zDateTime,
  /** The last time the push service accepted a notification for it. */
  lastSuccessAt: zDateTime.nullable(),
})
export type PushDevice = z.infer<typeof zPushDevice>

export const pushContract = {
  publicKey: defineRoute({
    action: 'push.publicKey',
    method: 'GET',
    path: '/api/v1/push/public-key',
    summary: 'The VAPID public key a browser subscribes with (applicationServerKey)',
    auth: 'session',
    response: z.object({ publicKey: z.string() }),
  }),
  subscribe: defineRoute({
    action: 'push.subscribe',
    method: 'POST',
    path: '/api/v1/push/devices',
    summary: 'Subscribe this browser to Web Push, or take over its subscription (same endpoint)',
    auth: 'session',
    body: zPushSubscribe,
    response: zPushDevice,
    successStatus: 201,
  }),
  list: defineRoute({
    action: 'push.list',
    method: 'GET',
    path: '/api/v1/push/devices',
    summary: 'My devices subscribed to Web Push, newest first',
    auth: 'session',
    query: zPageQuery,
    response: zPage(zPushDevice),
  }),
  update: defineRoute({
    action: 'push.update',
    method: 'PATCH',
    path: '/api/v1/push/devices/:id',
    summary: "Change some of one of my devices' switches (the others are kept)",
    auth: 'session',
    params: z.object({ id: zPushDeviceId }),
    body: zPushSwitches.partial().strict(),
    response: zPushDevice,
  }),
  remove: defineRoute({
    action: 'push.remove',
    method: 'DELETE',
    path: '/api/v1/push/devices/:id',
    summary: 'Stop sending to one of my devices and forget its subscription',
    auth: 'session',
    params: z.object({ id: zPushDeviceId }),
    response: z.null(),
    successStatus: 204,
  }),
}
