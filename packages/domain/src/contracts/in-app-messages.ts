import { z } from 'zod'
import { zDateTime, zInAppMessageId } from '../ids'
import { languages } from '../i18n/languages'
import { defineRoute } from './define'

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
}
