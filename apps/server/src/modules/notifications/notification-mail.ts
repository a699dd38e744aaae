import { createHmac, timingSafeEqual } from 'node:crypto'
import { sql } from 'drizzle-orm'
import {
  notificationKinds,
  notificationSettingOfKind,
  type NotificationKind,
} from '@nido/domain/contracts/notifications'
import { defaultAccountSettings, defaultQuietHours, zClockTime } from '@nido/domain/contracts/account'
import { quietHoursEnd } from '@nido/domain/rules/quiet-hours'
import type { Queryable } from '../../db/client'
import { selectRows } from '../../db/rows'
import { uuidArray } from '../../db/sql'
import type { AppDeps } from '../../platform/deps'
import { enqueueMails, type OutgoingMail } from '../../platform/mail'
import { renderMail, type MailValues, type RenderedMail } from '../../mail/render'
import { mailTexts, type MailTemplate } from '../../mail/texts'
import type { GuardianRelationship } from '@nido/domain/enums/people'
import { fallbackLanguage, parseLanguage } from '@nido/domain/i18n/languages'

// The envelope of every notification e-mail (docs/notifications.md, decision 0045): the
// recipient's spec 001 §3 setting for the kind decides whether it goes at all; each mail carries
// a signed one-click unsubscribe for its kind only (List-Unsubscribe and List-Unsubscribe-Post,
// RFC 8058, and a link in the body that needs no sign-in); a mail queued in the recipient's quiet
// hours waits in the outbox until they end.

export type { NotificationKind }

export interface NotificationRecipient {
  id: string
  email: string
  /** The user's language code as stored on users.language. */
  language: string
  /** users.settings (jsonb). */
  settings: Record<string, unknown>
}

/** Whether the recipient's spec 001 §3 setting for `kind` is on (its default when never set). */
export function notificationSettingOn(settings: Record<string, unknown>, kind: NotificationKind): boolean {
  const key = notificationSettingOfKind[kind]
  const value = settings[key]
  return typeof value === 'boolean' ? value : defaultAccountSettings[key]
}

// Domain separation: the same secret signs other values (broadcast tokens, media URLs).
const purpose = 'nido.unsubscribe.v1.'

function signature(secret: string, userId: string, kind: NotificationKind): string {
  return createHmac('sha256', secret).update(`${purpose}${userId}.${kind}`).digest('base64url')
}

/**
 * `<user id>.<kind>.<HMAC>`: stateless, no expiry (decision 0045: turning off one kind of mail is
 * harmless and undone from the account page, and a link in an old mail must still work, as
 * RFC 8058 and the mailbox providers expect).
 */
export function signUnsubscribeToken(secret: string, userId: string, kind: NotificationKind): string {
  return `${userId}.${kind}.${signature(secret, userId, kind)}`
}

/** The user and kind of a valid token, or null for anything else. */
export function verifyUnsubscribeToken(
  secret: string,
  token: string,
): { userId: string; kind: NotificationKind } | null {
  const [userId, kind, sig, ...rest] = token.split('.')
  if (!userId || !kind || !sig || rest.length > 0) return null
  if (!/^[0-9a-f-]{36}$/i.test(userId)) return null
  if (!(notificationKinds as readonly string[]).includes(kind)) return null
  const expected = Buffer.from(signature(secret, userId, kind as NotificationKind))
  const given = Buffer.from(sig)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  return { userId: userId.toLowerCase(), kind: kind as NotificationKind }
}

/** The links of one mail: the web page (body) and the one-click API target (header). */
export function unsubscribeLinks(
  deps: Pick<AppDeps, 'config' | 'secret'>,
  userId: string,
  kind: NotificationKind,
): { page: string; oneClick: string } {
  const token = encodeURIComponent(signUnsubscribeToken(deps.secret, userId, kind))
  return {
    page: `${deps.config.publicUrl}/unsubscribe?token=${token}`,
    oneClick: `${deps.config.publicUrl}/api/v1/notifications/unsubscribe?token=${token}`,
  }
}

/** The stored quiet hours over the defaults; a stored null means none (decision 0045). */
function quietHoursOf(settings: Record<string, unknown>): { start: string | null; end: string | null } {
  const read = (key: 'quietHoursStart' | 'quietHoursEnd') => {
    const value = settings[key]
    if (value === null) return null
    return zClockTime.safeParse(value).success ? (value as string) : defaultQuietHours[key]
  }
  return { start: read('quietHoursStart'), end: read('quietHoursEnd') }
}

/** Quiet hours are read in the time zone of a school of the recipient (decision 0045). */
const fallbackTimeZone = 'Europe/Paris'

/**
 * The time zones of many recipients at once, in one statement: for each, the school with the
 * smallest id among theirs (staff by assignment, families by their children's), or the fallback
 * zone for a user without a school.
 */
export async function recipientTimeZones(
  tx: Queryable,
  userIds: readonly string[],
): Promise<Map<string, string>> {
  const result = new Map<string, string>()
  if (userIds.length === 0) return result
  const ids = uuidArray([...new Set(userIds)])
  const rows = await selectRows<{ user_id: string; timezone: string }>(
    tx,
    sql`select distinct on (x.user_id) x.user_id, s.timezone from (
      select sa.user_id, coalesce(sa.school_id, sc.school_id) as school_id from staff_assignments sa
        left join sections sc on sc.id = sa.section_id where sa.user_id = any(${ids})
      union all
      select sa.user_id, g2.id from staff_assignments sa join schools g2 on g2.group_id = sa.group_id
        where sa.user_id = any(${ids})
      union all
      select g.guardian_id, sc.school_id from guardianships g join child_sections cs on cs.child_id = g.child_id
        join sections sc on sc.id = cs.section_id where g.guardian_id = any(${ids})
      union all
      select cs.child_id, sc.school_id from child_sections cs join sections sc on sc.id = cs.section_id
        where cs.child_id = any(${ids})) x
    join schools s on s.id = x.school_id
    order by x.user_id, s.id`,
  )
  for (const r of rows) result.set(r.user_id, r.timezone)
  for (const id of userIds) if (!result.has(id)) result.set(id, fallbackTimeZone)
  return result
}

/** The envelope of one mail: the body with its unsubscribe link, the headers, the quiet hours. */
function envelopeOf(
  deps: Pick<AppDeps, 'config' | 'secret' | 'clock'>,
  recipient: NotificationRecipient,
  kind: NotificationKind,
  render: (links: { unsubscribe: string }) => RenderedMail,
  timeZone: string | null,
): OutgoingMail {
  const links = unsubscribeLinks(deps, recipient.id, kind)
  const mail = render({ unsubscribe: links.page })
  const quiet = quietHoursOf(recipient.settings)
  const notBefore =
    quiet.start && quiet.end && timeZone
      ? quietHoursEnd(deps.clock.now(), quiet.start, quiet.end, timeZone)
      : null
  return {
    to: recipient.email,
    ...mail,
    template: `notification-${kind}`,
    headers: {
      'List-Unsubscribe': `<${links.oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    ...(notBefore ? { notBefore } : {}),
  }
}

/** Whether the recipient gets mails of `kind` at all (an address and the setting on). */
const wantsMail = (recipient: NotificationRecipient, kind: NotificationKind) =>
  Boolean(recipient.email) && notificationSettingOn(recipient.settings, kind)

/** Whether the recipient's quiet hours (stored or default) are set, so their zone is needed. */
const hasQuietHours = (recipient: NotificationRecipient) => {
  const quiet = quietHoursOf(recipient.settings)
  return Boolean(quiet.start && quiet.end)
}

/**
 * Queues one notification mail through the outbox unless the recipient's setting for `kind` is
 * off (returns false then). `render` receives the signed one-click unsubscribe link (no sign-in
 * needed, only for this kind) to put in the body; this function adds the List-Unsubscribe and
 * List-Unsubscribe-Post headers and defers delivery past the recipient's quiet hours.
 */
export async function queueNotificationMail(
  tx: Queryable,
  deps: Pick<AppDeps, 'config' | 'secret' | 'clock'>,
  recipient: NotificationRecipient,
  kind: NotificationKind,
  render: (links: { unsubscribe: string }) => RenderedMail,
): Promise<boolean> {
  return (await queueNotificationMails(tx, deps, kind, [{ recipient, render }])).length > 0
}

/**
 * The batch form of queueNotificationMail, for every sender (a job's page of recipients, a
 * section's staff): the same envelope for each (the recipient's setting for `kind`, the signed unsubscribe
 * link in the body and headers, quiet hours in their school's zone), with the zones read in one
 * statement and the mails written to the outbox in one multi-row insert. Returns the ids of the
 * recipients whose mail was queued (those whose setting is off or who have no address are left
 * out). `render` is called once per queued recipient.
 */
export async function queueNotificationMails(
  tx: Queryable,
  deps: Pick<AppDeps, 'config' | 'secret' | 'clock'>,
  kind: NotificationKind,
  mails: readonly {
    recipient: NotificationRecipient
    render: (links: { unsubscribe: string }) => RenderedMail
  }[],
): Promise<string[]> {
  const wanted = mails.filter((m) => wantsMail(m.recipient, kind))
  if (wanted.length === 0) return []
  const zones = await recipientTimeZones(
    tx,
    wanted.filter((m) => hasQuietHours(m.recipient)).map((m) => m.recipient.id),
  )
  await enqueueMails(
    tx,
    wanted.map((m) => envelopeOf(deps, m.recipient, kind, m.render, zones.get(m.recipient.id) ?? null)),
  )
  return wanted.map((m) => m.recipient.id)
}

/** The active users of `ids` who have an address, as recipients (one query for any number). */
export async function notificationRecipients(
  tx: Queryable,
  ids: readonly string[],
): Promise<Array<NotificationRecipient & { firstname: string }>> {
  if (ids.length === 0) return []
  const rows = await selectRows<{
    id: string
    email: string
    language: string
    firstname: string
    settings: unknown
  }>(
    tx,
    sql`select id, email, language, firstname, settings from users
      where id = any(${sql.param([...new Set(ids)])}::uuid[]) and status = 'Active' and email is not null`,
  )
  return rows.map((r) => ({
    id: r.id,
    email: r.email,
    language: r.language,
    firstname: r.firstname,
    settings: (r.settings ?? {}) as Record<string, unknown>,
  }))
}

/**
 * Renders one of the notification templates (mail/texts.ts) in the recipient's language with the
 * unsubscribe link in its footer: the usual `render` argument of queueNotificationMail.
 */
export function renderNotification(
  template: Extract<MailTemplate, `notification-${string}`>,
  recipient: NotificationRecipient,
  values: MailValues,
): (links: { unsubscribe: string }) => RenderedMail {
  return (links) => renderMail(template, recipient.language, { ...values, unsubscribe: links.unsubscribe })
}

/** A guardian's relationship in the recipient's language (mail/texts.ts). */
export function relationshipLabel(language: string, relationship: GuardianRelationship): string {
  return mailTexts[parseLanguage(language) ?? fallbackLanguage].relationships[relationship]
}
