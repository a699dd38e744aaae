import { fallbackLanguage, parseLanguage, toBcp47 } from '@nido/domain/i18n/languages'
import { appName, type RenderedMail } from '../../../mail/render'
import { mailTexts } from '../../../mail/texts'
import type { DigestEvent, DigestItem, WeeklyDigest } from './weekly-digest.content'
import { digestTexts } from './weekly-digest.texts'

// The weekly digest as plain text plus a simple HTML version of the same words (as mail/render.ts
// writes the other mails), in the guardian's language; dates through Intl in that language and in
// the zone of the school that timed the digest. Every value put into the HTML is escaped; photos
// are links to the app (the item's page), never attachments.

const escapeHtml = (value: string) =>
  value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')

export interface DigestLinks {
  /** PUBLIC_URL: items link to `${publicUrl}/news/<id>`, events to the calendar. */
  publicUrl: string
  /** The signed one-click unsubscribe link of the notification envelope. */
  unsubscribe: string
}

/**
 * The Intl formatters of one language and zone, built once per process (a page of digests is
 * written in a handful of languages and zones; building a formatter costs far more than using it).
 */
interface Formatters {
  names: Intl.ListFormat
  /** The week's range: day and month. */
  range: Intl.DateTimeFormat
  dayAndTime: Intl.DateTimeFormat
  /** An all-day occurrence's first day, already a date of its zone: read at noon UTC, in UTC. */
  dayOnly: Intl.DateTimeFormat
}

const formatterCache = new Map<string, Formatters>()

function formattersOf(locale: string, timeZone: string): Formatters {
  const key = `${locale} ${timeZone}`
  let found = formatterCache.get(key)
  if (!found) {
    found = {
      names: new Intl.ListFormat(locale, { type: 'conjunction' }),
      range: new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', timeZone }),
      dayAndTime: new Intl.DateTimeFormat(locale, {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        hour: '2-digit',
        minute: '2-digit',
        timeZone,
      }),
      dayOnly: new Intl.DateTimeFormat(locale, {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        timeZone: 'UTC',
      }),
    }
    formatterCache.set(key, found)
  }
  return found
}

export function renderWeeklyDigest(digest: WeeklyDigest, links: DigestLinks): RenderedMail {
  const lang = parseLanguage(digest.guardian.language) ?? fallbackLanguage
  const locale = toBcp47(lang)
  const t = digestTexts[lang]
  const mail = mailTexts[lang]
  const fill = (text: string) =>
    text.replaceAll('{appName}', appName).replaceAll('{name}', digest.guardian.firstname)
  const format = formattersOf(locale, digest.period.timezone)
  const names = format.names.format(digest.children.map((c) => c.child.firstname))
  // The week ends at `until` (exclusive): its last day is the day before when until is midnight.
  const range = format.range.formatRange(digest.period.since, new Date(digest.period.until.getTime() - 1))
  const { dayAndTime, dayOnly } = format
  const itemUrl = (item: DigestItem) => `${links.publicUrl}/news/${item.newsId}`
  const calendarUrl = `${links.publicUrl}/calendar`
  const when = (e: DigestEvent) =>
    e.allDay
      ? `${dayOnly.format(new Date(`${e.firstDay}T12:00:00Z`))} (${t.allDay})`
      : dayAndTime.format(e.startsAt)
  const itemLine = (item: DigestItem) =>
    `${t.items[item.type]}: ${item.title}${item.photoCount > 0 ? ` (${t.photos(item.photoCount)})` : ''}`

  const subject = fill(t.subject(names))
  const greeting = fill(mail.greeting)
  const intro = t.intro(range)
  const signature = fill(mail.signature)
  const open = fill(t.open)
  const home = `${links.publicUrl}/`

  interface Block {
    heading: string
    lines: { text: string; url?: string }[]
  }
  const blocks: Block[] = []
  for (const entry of digest.children) {
    const lines: Block['lines'] = []
    for (const item of entry.items) lines.push({ text: itemLine(item), url: itemUrl(item) })
    if (entry.careDayCount > 0) {
      lines.push({
        text: `${t.careHeading} — ${t.days(entry.child.firstname, entry.child.gender, entry.careDayCount)}`,
      })
      lines.push({ text: entry.care.map((c) => `${t.kinds[c.kind]}: ${c.count}`).join(' · ') })
    }
    if (lines.length === 0) lines.push({ text: t.nothingNew(entry.child.firstname) })
    for (const event of entry.events)
      lines.push({ text: `${t.eventsHeading}: ${when(event)} — ${event.title}`, url: calendarUrl })
    blocks.push({ heading: t.childHeading(entry.child.firstname), lines })
  }
  const mine = digest.forGuardian
  if (mine.items.length + mine.events.length > 0)
    blocks.push({
      heading: t.forGuardian,
      lines: [
        ...mine.items.map((item) => ({ text: itemLine(item), url: itemUrl(item) })),
        ...mine.events.map((event) => ({
          text: `${t.eventsHeading}: ${when(event)} — ${event.title}`,
          url: calendarUrl,
        })),
      ],
    })

  const text = [
    greeting,
    intro,
    ...blocks.map((b) =>
      [`## ${b.heading}`, ...b.lines.map((l) => `- ${l.text}${l.url ? `\n  ${l.url}` : ''}`)].join('\n'),
    ),
    `${open}: ${home}`,
    `— ${signature}`,
    `${t.why}\n${t.unsubscribe}: ${links.unsubscribe}`,
  ].join('\n\n')

  const p = (content: string, style = 'margin:0 0 16px;line-height:1.5') =>
    `<p style="${style}">${content}</p>`
  const link = (url: string, label: string) =>
    `<a href="${escapeHtml(url)}" style="color:#3f51b5">${label}</a>`
  const blockHtml = (b: Block) =>
    `<h2 style="margin:24px 0 8px;font-size:18px">${escapeHtml(b.heading)}</h2>\n<ul style="margin:0 0 16px;padding-left:20px;line-height:1.5">\n${b.lines
      .map((l) => `<li>${l.url ? link(l.url, escapeHtml(l.text)) : escapeHtml(l.text)}</li>`)
      .join('\n')}\n</ul>`
  const html = `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f5f5f5;font-family:Arial,Helvetica,sans-serif;color:#222222">
<div style="max-width:560px;margin:0 auto;background:#ffffff;padding:32px;border-radius:8px">
${p(escapeHtml(greeting))}
${p(escapeHtml(intro))}
${blocks.map(blockHtml).join('\n')}
<p style="margin:24px 0"><a href="${escapeHtml(home)}" style="background:#3f51b5;color:#ffffff;padding:12px 20px;border-radius:4px;text-decoration:none;display:inline-block">${escapeHtml(open)}</a></p>
<p style="margin:24px 0 0;color:#555555">— ${escapeHtml(signature)}</p>
${p(`${escapeHtml(t.why)}<br>${link(links.unsubscribe, escapeHtml(t.unsubscribe))}`, 'margin:24px 0 0;font-size:13px;color:#555555')}
</div></body></html>`
  return { subject, text, html, language: lang }
}
