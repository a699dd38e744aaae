import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { SMTPServer } from 'smtp-server'
import PostalMime from 'postal-mime'

// E2E mail (docs/mail-and-recovery.md): the e2e server sends through SMTP to a real SMTP peer that the
// global setup starts (smtp-global-setup.ts). The peer writes each message to a folder as an
// .eml file, so every Playwright worker can read what arrived; a test waits for its mail here.
// The port follows E2E_PORT (+1000), so parallel runs on one machine do not collide.

const e2ePort = Number(process.env.E2E_PORT ?? 3100)
export const smtpPort = Number(process.env.E2E_SMTP_PORT ?? e2ePort + 1000)
export const mailDir = path.join(os.tmpdir(), `nido-e2e-mail-${e2ePort}`)

/** Starts the peer; resolves with a function that stops it. */
export async function startMailCatcher(): Promise<() => Promise<void>> {
  rmSync(mailDir, { recursive: true, force: true })
  mkdirSync(mailDir, { recursive: true })
  let counter = 0
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (c: Buffer) => chunks.push(c))
      stream.on('end', () => {
        const name = `${Date.now()}-${process.pid}-${++counter}.eml`
        writeFileSync(path.join(mailDir, name), Buffer.concat(chunks))
        callback()
      })
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(smtpPort, '127.0.0.1', () => resolve())
  })
  return () => new Promise<void>((resolve) => server.close(() => resolve()))
}

export interface CaughtMail {
  to: string[]
  subject: string
  text: string
  html: string
  receivedAt: number
}

async function readAll(): Promise<CaughtMail[]> {
  const files = readdirSync(mailDir).filter((f) => f.endsWith('.eml'))
  return Promise.all(
    files.map(async (file) => {
      const parsed = await PostalMime.parse(readFileSync(path.join(mailDir, file)))
      return {
        to: (parsed.to ?? []).map((a) => ('address' in a && a.address ? a.address.toLowerCase() : '')),
        subject: parsed.subject ?? '',
        text: parsed.text ?? '',
        html: parsed.html ?? '',
        receivedAt: Number(file.split('-')[0]),
      }
    }),
  )
}

/** The newest mail to `to` received after `since` (ms), waiting up to `timeoutMs`. */
export async function waitForMail(
  to: string,
  options: { since: number; subject?: RegExp; timeoutMs?: number },
): Promise<CaughtMail> {
  const deadline = Date.now() + (options.timeoutMs ?? 20_000)
  for (;;) {
    const found = (await readAll())
      .filter(
        (m) =>
          m.to.includes(to.toLowerCase()) &&
          m.receivedAt >= options.since &&
          (!options.subject || options.subject.test(m.subject)),
      )
      .sort((a, b) => b.receivedAt - a.receivedAt)[0]
    if (found) return found
    if (Date.now() > deadline) throw new Error(`No mail to ${to} arrived in ${mailDir}`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

/** The path and query of the first link in a mail's text that goes to `pathname`. */
export function linkPath(mail: CaughtMail, pathname: string): string {
  const match = mail.text.match(
    new RegExp(`https?://[^\\s/]+(${pathname.replace(/\//g, '\\/')}\\?token=[\\w-]+)`),
  )
  if (!match?.[1]) throw new Error(`No ${pathname} link in "${mail.subject}"`)
  return match[1]
}
