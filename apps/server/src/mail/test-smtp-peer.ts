import { SMTPServer } from 'smtp-server'
import PostalMime, { type Email } from 'postal-mime'
import type { AddressInfo } from 'node:net'

// For tests only: a real SMTP server on a free local port that keeps what it receives, parsed,
// so a test reads the mail a user would read (no mocked transport).

export interface ReceivedMail {
  to: string[]
  from: string
  subject: string
  text: string
  html: string
  language: string | undefined
  parsed: Email
}

export interface SmtpPeer {
  url: string
  received: ReceivedMail[]
  /** Refuses the next `n` messages with a temporary failure (451). */
  refuseNext(n: number): void
  /** The first mail received for `to` (and matching `subject`), waiting up to `timeoutMs`. */
  waitFor(to: string, options?: { timeoutMs?: number; subject?: RegExp }): Promise<ReceivedMail>
  close(): Promise<void>
}

export async function startSmtpPeer(): Promise<SmtpPeer> {
  const received: ReceivedMail[] = []
  let refuse = 0
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (c: Buffer) => chunks.push(c))
      stream.on('end', () => {
        if (refuse > 0) {
          refuse--
          const error = Object.assign(new Error('Try again later'), { responseCode: 451 })
          callback(error)
          return
        }
        void PostalMime.parse(Buffer.concat(chunks)).then(
          (parsed) => {
            received.push({
              to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: parsed.html ?? '',
              language: parsed.headers.find((h) => h.key === 'content-language')?.value,
              parsed,
            })
            callback()
          },
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
        )
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuseNext(n) {
      refuse = n
    },
    async waitFor(to, options = {}) {
      const deadline = Date.now() + (options.timeoutMs ?? 5000)
      for (;;) {
        const mail = received.find(
          (m) => m.to.includes(to.toLowerCase()) && (!options.subject || options.subject.test(m.subject)),
        )
        if (mail) return mail
        if (Date.now() > deadline) throw new Error(`no mail to ${to} arrived`)
        await new Promise((r) => setTimeout(r, 25))
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** The first link of a mail's text that goes to `path` (…/password/reset?token=…). */
export function linkIn(mail: ReceivedMail, path: string): URL {
  const match = mail.text.match(new RegExp(`https?://\\S+${path.replace(/\//g, '\\/')}\\?token=[\\w-]+`))
  if (!match) throw new Error(`no ${path} link in mail "${mail.subject}"`)
  return new URL(match[0])
}
