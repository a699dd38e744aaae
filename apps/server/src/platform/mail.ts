import type { Queryable } from '../db/client'
import { outboxMails } from '../db/schema/index'

// Outgoing mail goes through the outbox (written in the transaction of the change
// that causes it) and is sent by SMTP when configured. The recovery module owns this file and
// grows it (the sender, templates in the recipient's language).

export interface OutgoingMail {
  to: string
  subject: string
  text: string
  html?: string
  language: string
  /** What the mail is about: password-reset, email-validation, email-code… */
  template: string
  /** Extra headers for the sender (List-Unsubscribe…, docs/notifications.md). */
  headers?: Record<string, string>
  /** Not before this time (quiet hours, docs/notifications.md); default: at once. */
  notBefore?: Date
}

const outboxRow = (mail: OutgoingMail) => ({
  toAddress: mail.to,
  subject: mail.subject,
  text: mail.text,
  html: mail.html ?? null,
  language: mail.language,
  template: mail.template,
  headers: mail.headers ?? null,
  ...(mail.notBefore ? { nextAttemptAt: mail.notBefore } : {}),
})

export async function enqueueMail(tx: Queryable, mail: OutgoingMail): Promise<string> {
  const [row] = await tx.insert(outboxMails).values(outboxRow(mail)).returning({ id: outboxMails.id })
  return row!.id
}

/** Many mails in one multi-row insert per 500 (a job's page of notifications). */
export async function enqueueMails(tx: Queryable, mails: readonly OutgoingMail[]): Promise<void> {
  for (let at = 0; at < mails.length; at += 500)
    await tx.insert(outboxMails).values(mails.slice(at, at + 500).map(outboxRow))
}
