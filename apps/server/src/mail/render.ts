import { fallbackLanguage, parseLanguage } from '@nido/domain/i18n/languages'
import type { Queryable } from '../db/client'
import { enqueueMail } from '../platform/mail'
import { mailTexts, type MailTemplate } from './texts'

// A mail is plain text plus a simple HTML version of the same words, in the
// recipient's language. Every value put into the HTML is escaped; links are our own.

export interface MailValues {
  name: string
  /** The button's target: an absolute link built from PUBLIC_URL. */
  link?: string
  minutes?: number
  days?: number
  reason?: string
  /** Invitation: who invites, for which child, with which key. */
  inviter?: string
  child?: string
  key?: string
  /** Notifications: the new guardian's name and relationship, a count, a section's name. */
  guardian?: string
  relationship?: string
  count?: number
  section?: string
  /** A notification's one-click unsubscribe page (modules/notifications/notification-mail.ts). */
  unsubscribe?: string
}

export interface RenderedMail {
  subject: string
  text: string
  html: string
  language: string
}

export const appName = 'Nido'

const escapeHtml = (value: string) =>
  value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')

function fill(text: string, values: MailValues): string {
  const known: Record<string, string | number | undefined> = { ...values, appName }
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => {
    const value = known[key]
    return value === undefined ? whole : String(value)
  })
}

export function renderMail(template: MailTemplate, language: string, values: MailValues): RenderedMail {
  const lang = parseLanguage(language) ?? fallbackLanguage
  const texts = mailTexts[lang]
  const t = texts.templates[template]
  const subject = fill(t.subject, values)
  const greeting = fill(texts.greeting, values)
  const body = t.body.map((p) => fill(p, values))
  const note = t.note.map((p) => fill(p, values))
  const signature = fill(texts.signature, values)
  const action = t.action && values.link ? { label: fill(t.action, values), url: values.link } : undefined

  const text = [
    greeting,
    ...body,
    ...(action ? [`${action.label}: ${action.url}`] : []),
    ...note,
    `— ${signature}`,
    ...(values.unsubscribe ? [`${texts.unsubscribe} ${values.unsubscribe}`] : []),
  ].join('\n\n')

  const paragraph = (p: string) =>
    `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(p).replaceAll('\n', '<br>')}</p>`
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#3f51b5;color:#ffffff;padding:12px 20px;border-radius:4px;text-decoration:none;display:inline-block">${escapeHtml(action.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:13px;color:#555555">${escapeHtml(texts.linkFallback)}<br><a href="${escapeHtml(action.url)}">${escapeHtml(action.url)}</a></p>`
    : ''
  const html = `<!doctype html>
<html lang="${lang === 'nl_BE' ? 'nl-BE' : lang}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f5f5f5;font-family:Arial,Helvetica,sans-serif;color:#222222">
<div style="max-width:560px;margin:0 auto;background:#ffffff;padding:32px;border-radius:8px">
${[greeting, ...body].map(paragraph).join('\n')}
${button}
${note.map(paragraph).join('\n')}
<p style="margin:24px 0 0;color:#555555">— ${escapeHtml(signature)}</p>
${
  values.unsubscribe
    ? `<p style="margin:24px 0 0;font-size:12px;color:#555555">${escapeHtml(texts.unsubscribe)} <a href="${escapeHtml(values.unsubscribe)}">${escapeHtml(values.unsubscribe)}</a></p>\n`
    : ''
}</div></body></html>`
  return { subject, text, html, language: lang }
}

/** Renders a mail in the recipient's language and puts it in the outbox, inside `tx`. */
export async function queueTemplateMail(
  tx: Queryable,
  to: string,
  language: string,
  template: MailTemplate,
  values: MailValues,
): Promise<string> {
  const mail = renderMail(template, language, values)
  return enqueueMail(tx, { to, template, ...mail })
}
