import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq, inArray } from 'drizzle-orm'
import { randomUUID } from 'node:crypto'
import { auditLog, media, oneTimeTokens, outboxMails, outboxSms, sessions } from '../db/schema/index'
import { createTestApp, type TestApp } from '../test/app'

// docs/retention.md: every clean-up job keeps a row for its period and removes it afterwards; each
// case writes rows on both sides of the line, runs the jobs, then moves the clock past the line.

const day = 24 * 60 * 60_000

describe('retention jobs (docs/retention.md)', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(async () => t.close())

  const ago = (days: number) => new Date(t.clock.now().getTime() - days * day)
  const later = (days: number) => new Date(t.clock.now().getTime() + days * day)
  /** Runs the jobs due now, then a tick later (every clean-up runs hourly). */
  async function runJobs() {
    await t.app.jobs.runDue()
    t.clock.advance(61 * 60_000)
    const ran = await t.app.jobs.runDue()
    return ran
  }
  async function left<T extends { id: string }>(
    rows: T[],
    read: (ids: string[]) => Promise<{ id: string }[]>,
  ) {
    const found = new Set((await read(rows.map((r) => r.id))).map((r) => r.id))
    return rows.map((r) => found.has(r.id))
  }

  it('removes sessions 30 days after they expired or were revoked, with their IP and browser', async () => {
    const user = await t.make.user('GUARDIAN')
    const session = (values: { expiresAt: Date; revokedAt?: Date }) => ({
      userId: user.id,
      tokenHash: randomUUID(),
      ip: '192.0.2.7',
      userAgent: 'Firefox',
      ...values,
    })
    const rows = await t.database.db
      .insert(sessions)
      .values([
        session({ expiresAt: ago(31) }),
        session({ expiresAt: later(10), revokedAt: ago(31) }),
        session({ expiresAt: later(10), revokedAt: ago(29) }),
        session({ expiresAt: later(10) }),
      ])
      .returning({ id: sessions.id })
    const read = (ids: string[]) =>
      t.database.db.select({ id: sessions.id }).from(sessions).where(inArray(sessions.id, ids))

    expect(await runJobs()).toContain('auth.session-retention')
    expect(await left(rows, read)).toEqual([false, false, true, true])
    t.clock.advance(2 * day)
    await runJobs()
    expect(await left(rows, read)).toEqual([false, false, false, true])
  })

  it('removes one-time tokens 7 days after they were used or expired', async () => {
    const user = await t.make.user('GUARDIAN')
    const token = (values: { expiresAt: Date; usedAt?: Date }) => ({
      userId: user.id,
      purpose: 'password-reset' as const,
      tokenHash: randomUUID(),
      ...values,
    })
    const rows = await t.database.db
      .insert(oneTimeTokens)
      .values([
        token({ expiresAt: ago(8) }),
        token({ expiresAt: later(1), usedAt: ago(8) }),
        token({ expiresAt: later(1), usedAt: ago(6) }),
        token({ expiresAt: later(30) }),
      ])
      .returning({ id: oneTimeTokens.id })
    const read = (ids: string[]) =>
      t.database.db.select({ id: oneTimeTokens.id }).from(oneTimeTokens).where(inArray(oneTimeTokens.id, ids))

    expect(await runJobs()).toContain('recovery.token-retention')
    expect(await left(rows, read)).toEqual([false, false, true, true])
    t.clock.advance(2 * day)
    await runJobs()
    expect(await left(rows, read)).toEqual([false, false, false, true])
  })

  it('removes outbox mails and SMS 30 days after they were sent or last tried', async () => {
    const mail = (values: { status: 'sent' | 'queued'; sentAt?: Date; updatedAt: Date }) => ({
      toAddress: 'someone@example.test',
      subject: 'Your sign-in link',
      text: 'https://nido.example/link',
      language: 'en',
      template: 'sign-in-link',
      createdAt: values.updatedAt,
      ...values,
    })
    const mails = await t.database.db
      .insert(outboxMails)
      .values([
        mail({ status: 'sent', sentAt: ago(31), updatedAt: ago(31) }),
        mail({ status: 'queued', updatedAt: ago(31) }),
        mail({ status: 'sent', sentAt: ago(29), updatedAt: ago(29) }),
        mail({ status: 'queued', updatedAt: ago(1) }),
      ])
      .returning({ id: outboxMails.id })
    const sms = (values: { status: 'sent' | 'queued'; sentAt?: Date; updatedAt: Date }) => ({
      toNumber: '+32470000000',
      text: 'Child key: ABCD-1234',
      language: 'en',
      template: 'child-key',
      createdAt: values.updatedAt,
      ...values,
    })
    const texts = await t.database.db
      .insert(outboxSms)
      .values([
        sms({ status: 'sent', sentAt: ago(31), updatedAt: ago(31) }),
        sms({ status: 'queued', updatedAt: ago(29) }),
      ])
      .returning({ id: outboxSms.id })
    const readMails = (ids: string[]) =>
      t.database.db.select({ id: outboxMails.id }).from(outboxMails).where(inArray(outboxMails.id, ids))
    const readSms = (ids: string[]) =>
      t.database.db.select({ id: outboxSms.id }).from(outboxSms).where(inArray(outboxSms.id, ids))

    const ran = await runJobs()
    expect(ran).toContain('mail.outbox-retention')
    expect(await left(mails, readMails)).toEqual([false, false, true, true])
    expect(await left(texts, readSms)).toEqual([false, true])
    t.clock.advance(2 * day)
    await runJobs()
    expect(await left(mails, readMails)).toEqual([false, false, false, true])
    expect(await left(texts, readSms)).toEqual([false, false])
  })

  it('removes a data export and its file 7 days after it was made', async () => {
    const user = await t.make.user('GUARDIAN')
    const cookie = await t.login(user.email!)
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/v1/data-protection/exports',
      headers: { cookie },
    })
    expect(made.statusCode).toBe(201)
    const [row] = await t.database.db
      .select({ id: media.id, storageKey: media.storageKey })
      .from(media)
      .where(eq(media.ownerId, user.id))
    expect(await t.deps.storage.stat(row!.storageKey)).not.toBeNull()

    t.clock.advance(6 * day)
    await runJobs()
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/v1/data-protection/exports',
      headers: { cookie },
    })
    expect(listed.json().items).toHaveLength(1)

    t.clock.advance(2 * day)
    await runJobs()
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/v1/data-protection/exports',
      headers: { cookie },
    })
    expect(after.json().items).toEqual([])
    expect(await t.deps.storage.stat(row!.storageKey)).toBeNull()
  })

  it('removes audit rows after a year', async () => {
    const rows = await t.database.db
      .insert(auditLog)
      .values([
        { actorId: randomUUID(), action: 'test.old', createdAt: ago(366) },
        { actorId: randomUUID(), action: 'test.recent', createdAt: ago(364) },
      ])
      .returning({ id: auditLog.id })
    const read = (ids: string[]) =>
      t.database.db.select({ id: auditLog.id }).from(auditLog).where(inArray(auditLog.id, ids))

    expect(await runJobs()).toContain('audit.retention')
    expect(await left(rows, read)).toEqual([false, true])
    t.clock.advance(2 * day)
    await runJobs()
    expect(await left(rows, read)).toEqual([false, false])
  })
})
