import { z } from 'zod'
import { newsStatuses } from '../enums/content'
import { mediaTypes } from '../enums/media'
import { profileTypes } from '../enums/people'
import { zDateTime, zNewsId, zSchoolId, zSchoolIdOut, zSectionIdOut, zUserIdOut } from '../ids'
import { defineRoute } from './define'

// Spec 000 §3, §4, §7: the notification panel (news to moderate, my news
// waiting moderation), its counts, moderation (approve / refuse with a reason) and deletion of
// a post, folder, gallery or poll from the panel.

/** Spec 000 §9: notification page size. */
export const notificationPageSize = 20
/** Spec 000 §9: counts refresh every 600000 ms. */
export const notificationCountsRefreshMs = 600_000
/** Spec 000 §4: the panel deletes these kinds only; any other is an error. */
export const panelReferenceTypes = ['post', 'folder', 'gallery', 'poll'] as const
export type PanelReferenceType = (typeof panelReferenceTypes)[number]

/** Spec 000 §3 news item in the notification panel. */
export const zPanelNews = z.object({
  id: z.string(),
  referenceType: z.enum(panelReferenceTypes),
  reference: z.object({
    id: z.string(),
    ownerId: zUserIdOut.nullable(),
    /** Post: its sanitised HTML. */
    content: z.string().optional(),
    /** Folder or gallery. */
    title: z.string().optional(),
    /** Poll. */
    question: z.string().optional(),
  }),
  attachments: z.array(z.object({ attachmentType: z.enum(mediaTypes), fileName: z.string() })),
  schoolId: zSchoolIdOut,
  status: z.enum(newsStatuses),
  refusalReason: z.string().nullable(),
  /** Section ids the item is shared with (names in `sections`). */
  sectionIds: z.array(zSectionIdOut),
  createdAt: zDateTime,
  publishedAt: zDateTime,
})
export type PanelNews = z.infer<typeof zPanelNews>

/** Spec 000 §7: response newsList, users, schools, sections; `nextOffset` is -1 at the end (§4). */
export const zPanelPage = z.object({
  newsList: z.array(zPanelNews),
  users: z.array(
    z.object({
      id: z.string(),
      firstname: z.string(),
      lastname: z.string(),
      profileType: z.enum(profileTypes),
    }),
  ),
  schools: z.array(z.object({ id: z.string(), name: z.string() })),
  sections: z.array(z.object({ id: z.string(), name: z.string(), schoolId: zSchoolIdOut })),
  nextOffset: z.number().int(),
})
export type PanelPage = z.infer<typeof zPanelPage>

const zFlag = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((v) => v === 'true' || v === '1')

/** Spec 000 §7 scope params and offset. */
const zPanelQuery = z.object({
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
  schoolId: zSchoolId.optional(),
})

export const zNotificationCounts = z.object({
  pendingModeration: z.number().int(),
  toModerate: z.number().int(),
  /** Unread chat messages; 0 until chat exists. */
  newMessages: z.number().int(),
  /** Unread postal cards of the staff member's sections (absent when omitted). */
  postalCards: z.number().int(),
})
export type NotificationCounts = z.infer<typeof zNotificationCounts>

const zNewsParams = z.object({ newsId: zNewsId })

/**
 * The kinds of notification e-mail, one per spec 001 §3 setting (docs/notifications.md). Each has
 * its own one-click unsubscribe, which turns off only that setting.
 */
export const notificationKinds = [
  'weekly',
  'birthday',
  'new-guardian',
  'moderation',
  'postal-card',
  'notebook-item',
  'manager-suggestion',
] as const
export type NotificationKind = (typeof notificationKinds)[number]

/** The spec 001 §3 setting behind each kind. */
export const notificationSettingOfKind = {
  weekly: 'weeklyNotifications',
  birthday: 'birthdayNotifications',
  'new-guardian': 'newGuardianOnReferentChildNotifications',
  moderation: 'emailModerationNotifications',
  'postal-card': 'newPostalCardNotifications',
  'notebook-item': 'newNotebookItemNotifications',
  'manager-suggestion': 'newManagerSuggestionNotifications',
} as const satisfies Record<NotificationKind, string>

/** The signed token of an unsubscribe link: `<user id>.<kind>.<signature>`. */
const zUnsubscribeQuery = z.object({ token: z.string().min(1).max(200) })

export const zUnsubscribeInfo = z.object({
  kind: z.enum(notificationKinds),
  /** The recipient's address with most of it hidden (`cl…@ex…`), so a forwarded link tells little. */
  maskedEmail: z.string().nullable(),
  /** Whether the kind's setting is on now. */
  enabled: z.boolean(),
})
export type UnsubscribeInfo = z.infer<typeof zUnsubscribeInfo>

export const notificationsContract = {
  toModerate: defineRoute({
    action: 'notifications.toModerate',
    method: 'GET',
    path: '/api/v1/notifications/to-moderate',
    summary: 'News waiting for the actor to moderate, oldest first, 20 per page (moderators only)',
    auth: 'session',
    query: zPanelQuery,
    response: zPanelPage,
  }),
  pendingModeration: defineRoute({
    action: 'notifications.pendingModeration',
    method: 'GET',
    path: '/api/v1/notifications/pending-moderation',
    summary: "The actor's own news waiting moderation or refused, newest first (moderated users only)",
    auth: 'session',
    query: zPanelQuery,
    response: zPanelPage,
  }),
  counts: defineRoute({
    action: 'notifications.counts',
    method: 'GET',
    path: '/api/v1/notifications/counts',
    summary: 'Notification counts (spec 000 §7), refreshed every 10 minutes and on realtime events',
    auth: 'session',
    query: z.object({
      schoolId: zSchoolId.optional(),
      offset: z.coerce.number().int().min(0).max(100_000).optional(),
      omitPostalCardCount: zFlag,
      includeMessageCounts: zFlag,
      omitModerationCount: zFlag,
    }),
    response: zNotificationCounts,
  }),
  approve: defineRoute({
    action: 'notifications.approve',
    method: 'POST',
    path: '/api/v1/notifications/news/:newsId/approval',
    summary: 'Approve a pending news item (moderators of its school); NEWS_NOT_MODERABLE otherwise',
    auth: 'session',
    params: zNewsParams,
    response: z.null(),
    successStatus: 204,
  }),
  refuse: defineRoute({
    action: 'notifications.refuse',
    method: 'POST',
    path: '/api/v1/notifications/news/:newsId/refusal',
    summary: 'Refuse a pending news item with a reason the author sees',
    auth: 'session',
    params: zNewsParams,
    body: z.object({ reason: z.string().trim().min(1).max(1000) }).strict(),
    response: z.null(),
    successStatus: 204,
  }),
  deleteItem: defineRoute({
    action: 'notifications.deleteItem',
    method: 'DELETE',
    path: '/api/v1/notifications/:referenceType/:referenceId',
    summary: 'Delete a post, folder, gallery or poll and its news item from the panel (spec 000 §4, §7)',
    auth: 'session',
    params: z.object({ referenceType: z.enum(panelReferenceTypes), referenceId: z.uuid() }),
    response: z.null(),
    successStatus: 204,
  }),
  unsubscribeShow: defineRoute({
    action: 'notifications.unsubscribeShow',
    method: 'GET',
    path: '/api/v1/notifications/unsubscribe',
    summary: 'What an unsubscribe link turns off (no sign-in; LINK_INVALID for a bad token)',
    auth: 'public',
    query: zUnsubscribeQuery,
    response: zUnsubscribeInfo,
  }),
  unsubscribe: defineRoute({
    action: 'notifications.unsubscribe',
    method: 'POST',
    path: '/api/v1/notifications/unsubscribe',
    summary: "Turn off the link's notification kind only; also the RFC 8058 one-click target",
    auth: 'public',
    query: zUnsubscribeQuery,
    // RFC 8058: mail providers post `List-Unsubscribe=One-Click` as a form; the body is not read.
    rawBody: 'application/x-www-form-urlencoded',
    response: zUnsubscribeInfo,
  }),
}
