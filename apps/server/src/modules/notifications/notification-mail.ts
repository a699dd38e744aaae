import { createHmac } from 'node:crypto'
import type { Queryable } from '../../db/client'
import type { RenderedMail } from '../../mail/render'
import type { AppDeps } from '../../platform/deps'
import { enqueueMail } from '../../platform/mail'

// A MINIMAL stand-in of the shared notification envelope (the interface agreed in
// prompts/notification-mail-interface.md), so that the weekly digest compiles and runs on this
// branch. The full envelope (unsubscribe route and headers, quiet hours) replaces this file.

/** Spec 001 §3 settings, one per kind: weeklyNotifications, birthdayNotifications, … */
export type NotificationKind =
  | 'weekly'
  | 'birthday'
  | 'new-guardian'
  | 'moderation'
  | 'postal-card'
  | 'notebook-item'
  | 'manager-suggestion'

export interface NotificationRecipient {
  id: string
  email: string
  /** The user's language code as stored on users.language. */
  language: string
  /** users.settings (jsonb). */
  settings: Record<string, unknown>
}

const settingOf: Record<NotificationKind, string> = {
  weekly: 'weeklyNotifications',
  birthday: 'birthdayNotifications',
  'new-guardian': 'newGuardianOnReferentChildNotifications',
  moderation: 'emailModerationNotifications',
  'postal-card': 'newPostalCardNotifications',
  'notebook-item': 'newNotebookItemNotifications',
  'manager-suggestion': 'newManagerSuggestionNotifications',
}

/**
 * Queues one notification mail through the outbox unless the recipient's setting for `kind` is
 * off (returns false then). Every setting defaults to on (spec 001 §3, contracts/account.ts).
 */
export async function queueNotificationMail(
  tx: Queryable,
  deps: Pick<AppDeps, 'config' | 'secret' | 'clock'>,
  recipient: NotificationRecipient,
  kind: NotificationKind,
  render: (links: { unsubscribe: string }) => RenderedMail,
): Promise<boolean> {
  if (recipient.settings[settingOf[kind]] === false) return false
  const signature = createHmac('sha256', deps.secret)
    .update(`unsubscribe ${recipient.id} ${kind}`)
    .digest('base64url')
  const query = new URLSearchParams({ user: recipient.id, kind, signature })
  const mail = render({ unsubscribe: `${deps.config.publicUrl}/unsubscribe?${query.toString()}` })
  await enqueueMail(tx, { to: recipient.email, template: `notification-${kind}`, ...mail })
  return true
}
