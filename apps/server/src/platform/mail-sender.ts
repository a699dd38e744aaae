import nodemailer, { type Transporter } from 'nodemailer'
import { and, eq, inArray, lte, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { outboxMails } from '../db/schema/index'
import type { JobDefinition } from './jobs'

// ARCHITECTURE §1 (docs/mail-and-recovery.md): mail is written to the outbox in the transaction
// that causes it, and this sender delivers it through SMTP when SMTP_URL is set (without it, mail
// stays in the table). It runs as a job (`mailDeliveryJob`, platform/jobs.ts) every two seconds.
// Each pass claims a batch by pushing its
// next_attempt_at forward a lease (FOR UPDATE SKIP LOCKED), so a mail is sent by one process at a
// time, and a process that dies mid-send leaves it to be retried when the lease ends. No
// transaction stays open during the SMTP conversation (PGlite has a single connection).
// Times come from the database's clock, like the outbox rows' defaults, not the app's clock.

export interface MailSenderOptions {
  db: Db
  /** smtp://user:pass@host:port, smtps:// for implicit TLS. */
  smtpUrl: string
  from: string
  batchSize?: number
  /** After this many failed attempts a mail is marked `failed` and left alone. */
  maxAttempts?: number
  /** Wait before attempt n+1 after n failures. */
  backoffMs?: (failures: number) => number
  /** How long a claimed mail is reserved for the process that claimed it. */
  leaseMs?: number
  log?: { warn: (msg: string) => void; error: (msg: string) => void }
}

export interface MailSender {
  /** Runs passes until nothing is due; resolves with the number of mails sent. */
  flush(): Promise<number>
  /** Waits for the current pass, closes the SMTP connections; flush() sends nothing afterwards. */
  close(): Promise<void>
}

export const mailSenderDefaults = {
  intervalMs: 2000,
  batchSize: 20,
  maxAttempts: 6,
  // 30 s, 1 min, 2 min, 4 min, 8 min: about a quarter of an hour before giving up.
  backoffMs: (failures: number) => 30_000 * 2 ** (failures - 1),
  leaseMs: 5 * 60_000,
} as const

type OutboxRow = typeof outboxMails.$inferSelect

export function createMailSender(options: MailSenderOptions): MailSender {
  const { db } = options
  const batchSize = options.batchSize ?? mailSenderDefaults.batchSize
  const maxAttempts = options.maxAttempts ?? mailSenderDefaults.maxAttempts
  const backoffMs = options.backoffMs ?? mailSenderDefaults.backoffMs
  const leaseMs = options.leaseMs ?? mailSenderDefaults.leaseMs
  const log = options.log ?? console
  const transport: Transporter = nodemailer.createTransport(options.smtpUrl)

  let stopped = false
  let running: Promise<number> | undefined

  // The database's now(), not the injected clock, decides when a mail is due and how long a claim
  // holds: several processes claim from one outbox, and only the database's clock is theirs to
  // share (decision 0014).
  async function claim(): Promise<OutboxRow[]> {
    const due = db
      .select({ id: outboxMails.id })
      .from(outboxMails)
      .where(and(eq(outboxMails.status, 'queued'), lte(outboxMails.nextAttemptAt, sql`now()`)))
      .orderBy(outboxMails.nextAttemptAt)
      .limit(batchSize)
      .for('update', { skipLocked: true })
    return db
      .update(outboxMails)
      .set({ nextAttemptAt: sql`now() + ${`${leaseMs} milliseconds`}::interval` })
      .where(inArray(outboxMails.id, due))
      .returning()
  }

  async function deliver(mail: OutboxRow): Promise<boolean> {
    try {
      await transport.sendMail({
        from: options.from,
        to: mail.toAddress,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
        headers: { ...mail.headers, 'Content-Language': mail.language.replace('_', '-') },
      })
      await db
        .update(outboxMails)
        .set({ status: 'sent', sentAt: sql`now()`, attempts: { count: mail.attempts.count + 1 } })
        .where(eq(outboxMails.id, mail.id))
      return true
    } catch (error) {
      const count = mail.attempts.count + 1
      const lastError = (error instanceof Error ? error.message : String(error)).slice(0, 500)
      const failed = count >= maxAttempts
      await db
        .update(outboxMails)
        .set({
          status: failed ? 'failed' : 'queued',
          attempts: { count, lastError },
          nextAttemptAt: sql`now() + ${`${failed ? 0 : backoffMs(count)} milliseconds`}::interval`,
        })
        .where(eq(outboxMails.id, mail.id))
      // The address is personal data: the log names the mail, not its recipient.
      const line = `mail ${mail.id} (${mail.template}) attempt ${count} failed: ${lastError}`
      if (failed) log.error(`${line}; giving up`)
      else log.warn(line)
      return false
    }
  }

  async function pass(): Promise<number> {
    let sent = 0
    for (;;) {
      const batch = await claim()
      for (const mail of batch) if (await deliver(mail)) sent++
      if (batch.length < batchSize || stopped) return sent
    }
  }

  function runPass(): Promise<number> {
    if (stopped) return Promise.resolve(0)
    running ??= pass().finally(() => {
      running = undefined
    })
    return running
  }

  return {
    async flush() {
      // A pass already under way may have started before the caller's mail was queued.
      const first = running ? await running : 0
      return first + (await runPass())
    },
    async close() {
      stopped = true
      await running?.catch(() => 0)
      transport.close()
    },
  }
}

/** Delivers the outbox every `intervalMs`, once across all processes (platform/jobs.ts). */
export function mailDeliveryJob(
  sender: MailSender,
  intervalMs: number = mailSenderDefaults.intervalMs,
): JobDefinition {
  return { name: 'mail.deliver', everyMs: intervalMs, run: () => sender.flush() }
}
