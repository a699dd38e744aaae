import { z } from 'zod'
import { zDateTime, zInAppMessageId } from '../ids'
import { languages } from '../i18n/languages'
import { profileTypes } from '../enums/people'
import { zPage, zPageQuery } from './common'
import { defineRoute } from './define'
import { zName } from './text'

/**
 * Spec 000 §3 In-app message, already in the actor's language (English when the message has no
 * text in it). `contentHtml` is admin-authored HTML, sent as stored.
 */
export const zInAppMessage = z.object({
  id: z.string(),
  /** The language the content was found in (the actor's, or the English fallback). */
  language: z.enum(languages),
  contentHtml: z.string(),
  button: z.object({ title: z.string(), url: z.string().nullable() }).nullable(),
  startsAt: zDateTime,
  endsAt: zDateTime.nullable(),
})
export type InAppMessage = z.infer<typeof zInAppMessage>

// --- Administration (super admins; docs/administration-settings.md "In-app messages") -----------

/** Admin-authored HTML of one language; sanitised by the server on write. */
// PostgreSQL's jsonb cannot hold a NUL character: refused here rather than failing the insert.
const zContentHtml = z
  .string()
  .trim()
  .max(20000)
  .refine((s) => !s.includes('\u0000'), 'No NUL character')
const zButton = z.object({
  title: zName(100),
  url: z
    .string()
    .trim()
    .max(2000)
    .regex(/^https?:\/\//, 'Expected an http(s) address')
    .nullable(),
})
const byLanguage = <T extends z.ZodType>(value: T) => z.partialRecord(z.enum(languages), value)

/**
 * A message as written: content and button per language (English required, the fallback of
 * every reader), the profile types it reaches (null: every profile) and its window.
 */
export const zInAppMessageInput = z
  .object({
    contentHtml: byLanguage(zContentHtml).refine((m) => (m.en ?? '').length > 0, {
      message: 'English content is required',
      path: ['en'],
    }),
    button: byLanguage(zButton).default({}),
    profileTypes: z.array(z.enum(profileTypes)).min(1).nullable(),
    startsAt: zDateTime,
    endsAt: zDateTime.nullable(),
  })
  .refine((m) => m.endsAt === null || Date.parse(m.endsAt) > Date.parse(m.startsAt), {
    message: 'The end must come after the start',
    path: ['endsAt'],
  })
export type InAppMessageInput = z.input<typeof zInAppMessageInput>

export const zAdminInAppMessage = z.object({
  id: z.string(),
  contentHtml: z.record(z.string(), z.string()),
  button: z.record(z.string(), z.object({ title: z.string(), url: z.string().nullable() })),
  profileTypes: z.array(z.enum(profileTypes)).nullable(),
  startsAt: zDateTime,
  endsAt: zDateTime.nullable(),
  createdAt: zDateTime,
})
export type AdminInAppMessage = z.infer<typeof zAdminInAppMessage>

export const inAppMessagesContract = {
  list: defineRoute({
    action: 'inAppMessages.list',
    method: 'GET',
    path: '/api/v1/in-app-messages',
    summary: 'Active in-app messages the actor has not dismissed, oldest first (spec 000 §4, §7)',
    auth: 'session',
    response: z.object({ items: z.array(zInAppMessage) }),
  }),
  dismiss: defineRoute({
    action: 'inAppMessages.dismiss',
    method: 'POST',
    path: '/api/v1/in-app-messages/:id/dismissals',
    summary: 'Dismiss one in-app message for the actor; repeating it changes nothing (spec 000 §4)',
    auth: 'session',
    params: z.object({ id: zInAppMessageId }),
    response: z.null(),
    successStatus: 204,
  }),
  adminList: defineRoute({
    action: 'inAppMessages.admin.list',
    method: 'GET',
    path: '/api/v1/in-app-messages/admin',
    summary: 'Every in-app message, latest start first, keyset pages (super admins)',
    auth: 'session',
    query: zPageQuery,
    response: zPage(zAdminInAppMessage),
  }),
  create: defineRoute({
    action: 'inAppMessages.admin.create',
    method: 'POST',
    path: '/api/v1/in-app-messages/admin',
    summary: 'Create an in-app message; its HTML is sanitised (super admins)',
    auth: 'session',
    body: zInAppMessageInput,
    response: zAdminInAppMessage,
    successStatus: 201,
  }),
  update: defineRoute({
    action: 'inAppMessages.admin.update',
    method: 'PUT',
    path: '/api/v1/in-app-messages/admin/:id',
    summary: 'Change an in-app message; its HTML is sanitised (super admins)',
    auth: 'session',
    params: z.object({ id: zInAppMessageId }),
    body: zInAppMessageInput,
    response: zAdminInAppMessage,
  }),
  end: defineRoute({
    action: 'inAppMessages.admin.end',
    method: 'POST',
    path: '/api/v1/in-app-messages/admin/:id/end',
    summary: 'End an in-app message now: nobody sees it any more, it stays listed (super admins)',
    auth: 'session',
    params: z.object({ id: zInAppMessageId }),
    response: zAdminInAppMessage,
  }),
  remove: defineRoute({
    action: 'inAppMessages.admin.delete',
    method: 'DELETE',
    path: '/api/v1/in-app-messages/admin/:id',
    summary: 'Delete an in-app message and its dismissals (super admins)',
    auth: 'session',
    params: z.object({ id: zInAppMessageId }),
    response: z.null(),
    successStatus: 204,
  }),
}
