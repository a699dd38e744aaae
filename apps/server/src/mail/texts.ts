import type { GuardianRelationship } from '@nido/domain/enums/people'
import type { Language } from '@nido/domain/i18n/languages'
import { de } from './texts.de'
import { en } from './texts.en'
import { es } from './texts.es'
import { fr } from './texts.fr'
import { it } from './texts.it'
import { nlBE } from './texts.nl-be'
import { pt } from './texts.pt'

// Every mail is written in its recipient's language (spec 000 §1: seven
// languages, English the fallback). `{name}`-style placeholders are filled by render.ts.

export const mailTemplates = [
  'password-reset',
  // After a reset: what ended with the old password (docs/security.md "Sessions and realtime").
  'password-changed',
  'email-validation',
  'sign-in-link',
  'sign-in-link-refused',
  'deletion-asked',
  'deletion-done',
  'deletion-refused',
  // To the directors of a child whom an erasure left with no guardian (data-protection.guardianless.ts).
  'children-without-guardian',
  // Unseen chat messages, batched (modules/chat/chat.mail.ts).
  'chat-messages',
  // Invite a relative (modules/invitations/invitations.service.ts).
  'invitation',
  // An account made by the school: choose a first password (modules/recovery/recovery.activation.ts).
  'account-activation',
  // Notification e-mails, each behind its spec 001 §3 setting with a one-click unsubscribe
  // (modules/notifications/notification-mail.ts, docs/notifications.md).
  'notification-new-guardian',
  'notification-moderation',
  'notification-postal-card',
  'notification-birthday',
] as const
export type MailTemplate = (typeof mailTemplates)[number]

export interface TemplateTexts {
  subject: string
  /** Paragraphs before the button. */
  body: readonly string[]
  /** The button's label, when the mail has a link. */
  action?: string
  /** Paragraphs after the button (expiry, "ignore this mail if…"). */
  note: readonly string[]
}

export interface MailTexts {
  greeting: string
  signature: string
  linkFallback: string
  /** Before a notification mail's unsubscribe link (docs/notifications.md). */
  unsubscribe: string
  /** A guardian's relationship to a child, as the new-guardian mail names it. */
  relationships: Record<GuardianRelationship, string>
  templates: Record<MailTemplate, TemplateTexts>
}

export const mailTexts: Record<Language, MailTexts> = { en, fr, nl_BE: nlBE, de, it, pt, es }
