import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import { auditLog, outboxMails, recoveryAsks, users } from '../../db/schema/index'
import { createTestApp, cookieHeader, type TestApp } from '../../test/app'
import { createMailSender, type MailSender } from '../../platform/mail-sender'
import { linkIn, startSmtpPeer, type SmtpPeer } from '../../mail/test-smtp-peer'
import { recoveryLimits } from './recovery.service'
import { resolveRecoveryAsks } from './recovery.asks'

// Password reset, e-mail validation and sign-in links, with the mail
// delivered through a real SMTP peer and read as the user would read it.

describe('password reset, e-mail validation and sign-in links (spec 000 §2, §7)', () => {
  let t: TestApp
  let peer: SmtpPeer
  let sender: MailSender
  let ipCounter = 0
  /** Each test gets its own client address, so the per-IP limit is only met where tested. */
  const freshIp = () => `203.0.113.${++ipCounter}`

  beforeAll(async () => {
    t = await createTestApp()
    peer = await startSmtpPeer()
    sender = createMailSender({
      db: t.database.db,
      smtpUrl: peer.url,
      from: 'Nido <no-reply@nido.test>',
      backoffMs: () => 0,
      maxAttempts: 3,
      log: { warn: () => undefined, error: () => undefined },
    })
  })
  afterAll(async () => {
    await sender.close()
    await peer.close()
    await t.close()
  })

  const post = (url: string, payload?: object, options: { cookie?: string; ip?: string } = {}) =>
    t.app.inject({
      method: 'POST',
      url,
      ...(payload ? { payload } : {}),
      ...(options.cookie ? { headers: { cookie: options.cookie } } : {}),
      remoteAddress: options.ip ?? '198.51.100.250',
    })
  const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/v1/me', headers: { cookie } })

  async function guardian(language = 'en') {
    const world = await t.make.world()
    const child = await t.make.child(world.sectionIds[0])
    return t.make.guardianOf([child.id], { language })
  }

  /** What the `recovery.asks` job does on its next tick: turns waiting asks into mails. */
  const resolveAsks = () => resolveRecoveryAsks(t.deps, t.clock)

  async function mailTo(email: string, subject?: RegExp) {
    await resolveAsks()
    await sender.flush()
    return peer.waitFor(email, subject ? { subject } : {})
  }

  it('sends a reset link in the account’s language; the link works once and ends the other sessions', async () => {
    const user = await guardian('fr')
    const email = user.email!
    const other = await t.login(email)
    const resetting = await t.login(email)

    const asked = await post(
      '/api/v1/auth/password/ask-reset',
      { email: email.toUpperCase() },
      { ip: freshIp() },
    )
    expect(asked.statusCode).toBe(200)
    expect(asked.json()).toEqual({ ok: true })

    const mail = await mailTo(email, /mot de passe/)
    expect(mail.subject).toBe('Réinitialisez votre mot de passe Nido')
    expect(mail.language).toBe('fr')
    expect(mail.text).toContain(`Bonjour ${user.firstname},`)
    expect(mail.text).toContain('expire dans 60 minutes')
    const link = linkIn(mail, '/password/reset')
    expect(link.origin).toBe(t.deps.config.publicUrl)
    expect(mail.html).toContain(link.toString().replaceAll('&', '&amp;'))
    const token = link.searchParams.get('token')!

    const reset = await post(
      '/api/v1/auth/password/reset',
      { token, password: 'a brand new passphrase' },
      { cookie: resetting },
    )
    expect(reset.statusCode).toBe(200)
    // The other session ended; the browser that reset stays signed in.
    expect((await me(other)).statusCode).toBe(401)
    expect((await me(resetting)).statusCode).toBe(200)
    // The new password signs in, the old one does not.
    await expect(t.login(email)).rejects.toThrow(/401/)
    expect(await t.login(email, 'a brand new passphrase')).toContain('nido_session=')
    // Single use.
    const again = await post('/api/v1/auth/password/reset', { token, password: 'yet another passphrase' })
    expect(again.statusCode).toBe(400)
    expect(again.json().errorCode).toBe('LINK_INVALID')
    // Opening the link proved the address.
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id))
    expect(row!.emailValidatedAt).not.toBeNull()
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, user.id), eq(auditLog.action, 'recovery.reset')))
    expect(audits).toHaveLength(1)
    expect(audits[0]!.targets).toMatchObject({ sessionsEnded: 1 })
  })

  it('refuses an expired reset link and a too-short password', async () => {
    const user = await guardian()
    await post('/api/v1/auth/password/ask-reset', { email: user.email }, { ip: freshIp() })
    const token = linkIn(await mailTo(user.email!), '/password/reset').searchParams.get('token')!
    const short = await post('/api/v1/auth/password/reset', { token, password: 'short' })
    expect(short.statusCode).toBe(400)
    expect(short.json().errorCode).toBe('VALIDATION_ERROR')
    t.clock.advance(61 * 60_000)
    try {
      const late = await post('/api/v1/auth/password/reset', { token, password: 'long enough password' })
      expect(late.statusCode).toBe(400)
      expect(late.json().errorCode).toBe('LINK_INVALID')
    } finally {
      t.clock.advance(-61 * 60_000)
    }
  })

  it('answers an unknown address exactly like a known one, and sends nothing', async () => {
    const user = await guardian()
    const known = await post('/api/v1/auth/password/ask-reset', { email: user.email }, { ip: freshIp() })
    const unknown = await post(
      '/api/v1/auth/password/ask-reset',
      { email: 'nobody.here@example.test' },
      { ip: freshIp() },
    )
    expect(unknown.statusCode).toBe(known.statusCode)
    expect(unknown.body).toBe(known.body)
    expect(unknown.headers['content-type']).toBe(known.headers['content-type'])
    await resolveAsks()
    const queued = await t.database.db
      .select()
      .from(outboxMails)
      .where(eq(outboxMails.toAddress, 'nobody.here@example.test'))
    expect(queued).toHaveLength(0)
    const signInLink = await post(
      '/api/v1/auth/force-login/ask',
      { email: 'nobody.here@example.test' },
      { ip: freshIp() },
    )
    expect(signInLink.statusCode).toBe(200)
    expect(signInLink.body).toBe(known.body)
  })

  it('does the same work for a known and an unknown address: the job, not the request, mails', async () => {
    const user = await guardian()
    const ask = async (email: string) => {
      const started = performance.now()
      const res = await post('/api/v1/auth/password/ask-reset', { email }, { ip: freshIp() })
      expect(res.statusCode).toBe(200)
      return performance.now() - started
    }
    const waiting = (email: string) =>
      t.database.db.select().from(recoveryAsks).where(eq(recoveryAsks.email, email))
    const mailsTo = (email: string) =>
      t.database.db.select().from(outboxMails).where(eq(outboxMails.toAddress, email))

    // Warm both paths, then alternate so that load on the machine hits both alike.
    const unknownEmail = 'nobody.timed@example.test'
    await ask(user.email!)
    await ask(unknownEmail)
    await resolveAsks()
    await t.database.db.delete(outboxMails).where(eq(outboxMails.toAddress, user.email!))
    const known: number[] = []
    const unknown: number[] = []
    for (let i = 0; i < 3; i++) {
      known.push(await ask(user.email!))
      unknown.push(await ask(unknownEmail))
    }
    // The request only queued the ask, for both addresses alike; no link, no mail yet.
    expect(await waiting(user.email!)).toHaveLength(3)
    expect(await waiting(unknownEmail)).toHaveLength(3)
    expect(await mailsTo(user.email!)).toHaveLength(0)
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[1]!
    // Comparable, not equal: one insert each, so neither is several times the other.
    expect(median(known)).toBeLessThan(median(unknown) * 3 + 5)
    expect(median(unknown)).toBeLessThan(median(known) * 3 + 5)

    // The app's own job turns the asks into mails (three reset links to the known address).
    t.clock.advance(1_000)
    expect(await t.app.jobs.runDue()).toContain('recovery.asks')
    expect(await waiting(user.email!)).toHaveLength(0)
    expect(await waiting(unknownEmail)).toHaveLength(0)
    expect(await mailsTo(user.email!)).toHaveLength(3)
    expect(await mailsTo(unknownEmail)).toHaveLength(0)
  })

  it('counts no key for a refused ask (docs/security.md)', async () => {
    const ip = freshIp()
    for (let i = 0; i < recoveryLimits.perIp; i++) {
      const ok = await post('/api/v1/auth/password/ask-reset', { email: `flood.${i}@example.test` }, { ip })
      expect(ok.statusCode).toBe(200)
    }
    for (let i = 0; i < 50; i++) {
      const email = `refused.${i}@${'x'.repeat(60)}.${'y'.repeat(60)}.example.test`
      const refused = await post('/api/v1/auth/password/ask-reset', { email }, { ip })
      expect(refused.statusCode).toBe(429)
      expect(await t.deps.rateLimits.peek(`reset:address:${email}`)).toBe(0)
    }
    expect(await t.deps.rateLimits.peek(`reset:ip:${ip}`)).toBe(recoveryLimits.perIp)
  })

  it('limits asks per address and per client address with TOO_MANY_REQUESTS', async () => {
    const perAddress = 'limited.address@example.test'
    for (let i = 0; i < recoveryLimits.perAddress; i++) {
      const ok = await post('/api/v1/auth/password/ask-reset', { email: perAddress }, { ip: freshIp() })
      expect(ok.statusCode).toBe(200)
    }
    const blocked = await post('/api/v1/auth/password/ask-reset', { email: perAddress }, { ip: freshIp() })
    expect(blocked.statusCode).toBe(429)
    expect(blocked.json().errorCode).toBe('TOO_MANY_REQUESTS')

    const ip = freshIp()
    for (let i = 0; i < recoveryLimits.perIp; i++) {
      const ok = await post('/api/v1/auth/force-login/ask', { email: `ip.${i}@example.test` }, { ip })
      expect(ok.statusCode).toBe(200)
    }
    const byIp = await post('/api/v1/auth/force-login/ask', { email: 'ip.last@example.test' }, { ip })
    expect(byIp.statusCode).toBe(429)
    // The window ends.
    t.clock.advance(recoveryLimits.windowMs + 1)
    const later = await post('/api/v1/auth/force-login/ask', { email: 'ip.last@example.test' }, { ip })
    expect(later.statusCode).toBe(200)
  })

  it('validates the e-mail address with a link a signed-in user asks for (spec 001 §3 email_validated_at)', async () => {
    const user = await guardian('de')
    const cookie = await t.login(user.email!)
    const asked = await post('/api/v1/account/email-validation', undefined, { cookie })
    expect(asked.statusCode).toBe(200)
    const mail = await mailTo(user.email!, /E-Mail-Adresse/)
    expect(mail.subject).toBe('Bestätigen Sie Ihre E-Mail-Adresse')
    const link = linkIn(mail, '/validate-email')
    const token = link.searchParams.get('token')!
    // Public: the link works in a browser without a session.
    const validated = await post('/api/v1/auth/validate-email', { token })
    expect(validated.statusCode).toBe(200)
    const account = await t.app.inject({ method: 'GET', url: '/api/v1/account', headers: { cookie } })
    expect(account.json().profile.emailValidatedAt).toBe(t.clock.now().toISOString())
    const twice = await post('/api/v1/auth/validate-email', { token })
    expect(twice.json().errorCode).toBe('LINK_INVALID')
    const already = await post('/api/v1/account/email-validation', undefined, { cookie })
    expect(already.statusCode).toBe(409)
  })

  it('voids a validation link once the address has changed', async () => {
    const user = await guardian()
    const cookie = await t.login(user.email!)
    await post('/api/v1/account/email-validation', undefined, { cookie })
    const token = linkIn(await mailTo(user.email!), '/validate-email').searchParams.get('token')!
    await t.database.db
      .update(users)
      .set({ email: `changed.${user.email}` })
      .where(eq(users.id, user.id))
    const res = await post('/api/v1/auth/validate-email', { token })
    expect(res.json().errorCode).toBe('LINK_INVALID')
  })

  it('signs in with a single-use sign-in link (/force-login)', async () => {
    const user = await guardian('es')
    await post('/api/v1/auth/force-login/ask', { email: user.email }, { ip: freshIp() })
    const mail = await mailTo(user.email!, /enlace/)
    expect(mail.subject).toBe('Tu enlace de inicio de sesión de Nido')
    const token = linkIn(mail, '/force-login').searchParams.get('token')!
    const res = await post('/api/v1/auth/force-login', { token })
    expect(res.statusCode).toBe(200)
    expect(res.json().user.id).toBe(user.id)
    expect((await me(cookieHeader(res))).statusCode).toBe(200)
    const again = await post('/api/v1/auth/force-login', { token })
    expect(again.json().errorCode).toBe('LINK_INVALID')
  })

  it('expires a sign-in link after 15 minutes', async () => {
    const user = await guardian()
    await post('/api/v1/auth/force-login/ask', { email: user.email }, { ip: freshIp() })
    const token = linkIn(await mailTo(user.email!), '/force-login').searchParams.get('token')!
    t.clock.advance(16 * 60_000)
    try {
      expect((await post('/api/v1/auth/force-login', { token })).json().errorCode).toBe('LINK_INVALID')
    } finally {
      t.clock.advance(-16 * 60_000)
    }
  })

  it('refuses sign-in links to accounts with two-factor sign-in on', async () => {
    const user = await guardian()
    // A link asked before two-factor was turned on no longer signs in.
    await post('/api/v1/auth/force-login/ask', { email: user.email }, { ip: freshIp() })
    const token = linkIn(await mailTo(user.email!), '/force-login').searchParams.get('token')!
    await t.database.db
      .update(users)
      .set({ settings: { twoFactorAuthModes: ['totp'] } })
      .where(eq(users.id, user.id))
    const refused = await post('/api/v1/auth/force-login', { token })
    expect(refused.statusCode).toBe(403)
    expect(refused.json().errorCode).toBe('SIGN_IN_LINK_NOT_ALLOWED')
    // Asking again: the same answer, and a mail that says links are off, without a link.
    peer.received.length = 0
    const asked = await post('/api/v1/auth/force-login/ask', { email: user.email }, { ip: freshIp() })
    expect(asked.json()).toEqual({ ok: true })
    const mail = await mailTo(user.email!)
    expect(mail.text).toContain('two-step sign-in')
    expect(mail.text).not.toContain('/force-login?token=')
    expect(mail.text).toContain('/password/forgot')
  })

  it('retries a refused mail and gives up after the cap (outbox status sent / failed)', async () => {
    const user = await guardian()
    peer.refuseNext(1)
    await post('/api/v1/auth/password/ask-reset', { email: user.email }, { ip: freshIp() })
    await resolveAsks()
    await sender.flush()
    const [first] = await t.database.db
      .select()
      .from(outboxMails)
      .where(eq(outboxMails.toAddress, user.email!))
    expect(first).toMatchObject({ status: 'queued', attempts: { count: 1 } })
    expect(first!.attempts.lastError).toMatch(/451/)
    await sender.flush()
    const [sent] = await t.database.db
      .select()
      .from(outboxMails)
      .where(eq(outboxMails.toAddress, user.email!))
    expect(sent).toMatchObject({ status: 'sent', attempts: { count: 2 } })
    expect(sent!.sentAt).not.toBeNull()

    const other = await guardian()
    peer.refuseNext(100)
    await post('/api/v1/auth/password/ask-reset', { email: other.email }, { ip: freshIp() })
    await resolveAsks()
    for (let i = 0; i < 4; i++) await sender.flush()
    peer.refuseNext(0)
    const [failed] = await t.database.db
      .select()
      .from(outboxMails)
      .where(eq(outboxMails.toAddress, other.email!))
    expect(failed).toMatchObject({ status: 'failed', attempts: { count: 3 } })
  })
})
