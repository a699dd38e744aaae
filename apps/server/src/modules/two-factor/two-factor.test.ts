import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, desc, eq } from 'drizzle-orm'
import { generate } from 'otplib'
import { auditLog, outboxMails, recoveryCodes, users } from '../../db/schema/index'
import { createTestApp, cookieHeader, type TestApp } from '../../test/app'
import { testPassword } from '../../test/factories'
import { twoFactorLimits } from './two-factor.service'

// Enrolment from /account (TOTP with a code from otplib, e-mail code read from
// the outbox), the second sign-in step, choose method, recovery codes, limits, turning it off.

describe('two-factor (spec 001 §3 twoFactorAuthModes)', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(async () => t.close())

  const post = (url: string, payload?: object, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url,
      ...(payload ? { payload } : {}),
      ...(cookie ? { headers: { cookie } } : {}),
    })
  const login = (payload: object) => post('/api/v1/auth/login', payload)
  const codeAt = (secret: string, date = t.clock.now()) =>
    generate({ secret, epoch: Math.floor(date.getTime() / 1000) })

  async function person() {
    const world = await t.make.world()
    const user = await t.make.staff('TEACHER', { sectionId: world.sectionIds[0] })
    return { user, cookie: await t.login(user.email!) }
  }

  async function enrolTotp(cookie: string): Promise<{ secret: string; recoveryCodes: string[] }> {
    const started = await post('/api/v1/two-factor/totp', undefined, cookie)
    expect(started.statusCode).toBe(200)
    const { secret, otpauthUri } = started.json<{ secret: string; otpauthUri: string }>()
    expect(otpauthUri).toMatch(/^otpauth:\/\/totp\/Nido:.+secret=/)
    const confirmed = await post(
      '/api/v1/two-factor/totp/confirmation',
      { code: await codeAt(secret) },
      cookie,
    )
    expect(confirmed.statusCode).toBe(200)
    // The next code is a new time step: the one used to enrol cannot be replayed at sign-in.
    t.clock.advance(30_000)
    return { secret, recoveryCodes: confirmed.json().recoveryCodes }
  }

  async function lastCodeMailedTo(email: string): Promise<string> {
    const [mail] = await t.database.db
      .select()
      .from(outboxMails)
      .where(and(eq(outboxMails.toAddress, email), eq(outboxMails.template, 'email-code')))
      .orderBy(desc(outboxMails.createdAt))
      .limit(1)
    const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1]
    if (!code) throw new Error(`no e-mail code for ${email}`)
    return code
  }

  it('enrols an authenticator app, shows the recovery codes once, stores the secret encrypted', async () => {
    const { user, cookie } = await person()
    const { secret, recoveryCodes: codes } = await enrolTotp(cookie)
    expect(codes).toHaveLength(10)
    expect(codes[0]).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/)
    const status = await t.app.inject({ method: 'GET', url: '/api/v1/two-factor', headers: { cookie } })
    expect(status.json()).toMatchObject({ modes: ['totp'], totpPending: false, recoveryCodesLeft: 10 })
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id))
    expect(row!.totpSecret).not.toContain(secret)
    expect(row!.settings).toMatchObject({ twoFactorAuthModes: ['totp'] })
    const stored = await t.database.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id))
    expect(stored.map((r) => r.codeHash)).not.toContain(codes[0]!.replace('-', ''))
    // A second start while the app is on is refused.
    expect((await post('/api/v1/two-factor/totp', undefined, cookie)).statusCode).toBe(409)
  })

  it('refuses a wrong enrolment code, and limits wrong codes', async () => {
    const { cookie } = await person()
    await post('/api/v1/two-factor/totp', undefined, cookie)
    const wrong = await post('/api/v1/two-factor/totp/confirmation', { code: '000000' }, cookie)
    expect(wrong.statusCode).toBe(401)
    expect(wrong.json().errorCode).toBe('TWO_FACTOR_CODE_INVALID')
    for (let i = 1; i < twoFactorLimits.maxFailuresPerAccount; i++)
      await post('/api/v1/two-factor/totp/confirmation', { code: '000000' }, cookie)
    const blocked = await post('/api/v1/two-factor/totp/confirmation', { code: '000000' }, cookie)
    expect(blocked.json().errorCode).toBe('TOO_MANY_REQUESTS')
    t.clock.advance(twoFactorLimits.windowMs + 1000)
  })

  it('signs in with a challenge and a TOTP code; a code is not accepted twice', async () => {
    const { user, cookie } = await person()
    const { secret } = await enrolTotp(cookie)
    const first = await login({ email: user.email, password: testPassword })
    expect(first.statusCode).toBe(200)
    expect(first.cookies.find((c) => c.name === 'nido_session')).toBeUndefined()
    const { twoFactor } = first.json()
    expect(twoFactor).toMatchObject({ methods: ['totp'], method: 'totp', emailSentTo: null })

    const wrong = await login({ challengeToken: twoFactor.challengeToken, key: '000000' })
    expect(wrong.json().errorCode).toBe('TWO_FACTOR_CODE_INVALID')
    const code = await codeAt(secret)
    const ok = await login({ challengeToken: twoFactor.challengeToken, key: code, language: 'de' })
    expect(ok.statusCode).toBe(200)
    expect(ok.json().user.id).toBe(user.id)
    // Spec 001 §7: the language sent with the sign-in becomes the user's.
    expect(ok.json().user.language).toBe('de')
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: { cookie: cookieHeader(ok) } })
    expect(me.statusCode).toBe(200)

    // The challenge is spent, and the same code is refused on a new challenge (no replay).
    const again = await login({ challengeToken: twoFactor.challengeToken, key: code })
    expect(again.json().errorCode).toBe('TWO_FACTOR_CHALLENGE_EXPIRED')
    const second = (await login({ email: user.email, password: testPassword })).json().twoFactor
    const replay = await login({ challengeToken: second.challengeToken, key: code })
    expect(replay.json().errorCode).toBe('TWO_FACTOR_CODE_INVALID')
  })

  it('burns a challenge after five wrong keys and limits wrong keys per account', async () => {
    const { user, cookie } = await person()
    const { secret } = await enrolTotp(cookie)
    const { twoFactor } = (await login({ email: user.email, password: testPassword })).json()
    const answers: string[] = []
    for (let i = 0; i < twoFactorLimits.maxAttemptsPerChallenge; i++)
      answers.push(
        (await login({ challengeToken: twoFactor.challengeToken, key: '000000' })).json().errorCode,
      )
    expect(answers.at(-1)).toBe('TWO_FACTOR_CHALLENGE_EXPIRED')
    const late = await login({ challengeToken: twoFactor.challengeToken, key: await codeAt(secret) })
    expect(late.json().errorCode).toBe('TWO_FACTOR_CHALLENGE_EXPIRED')

    // Per account: past the limit even a right code on a new challenge answers 429.
    for (let i = answers.length; i < twoFactorLimits.maxFailuresPerAccount; i++) {
      const next = (await login({ email: user.email, password: testPassword })).json().twoFactor
      await login({ challengeToken: next.challengeToken, key: '000000' })
    }
    const fresh = (await login({ email: user.email, password: testPassword })).json().twoFactor
    const blocked = await login({ challengeToken: fresh.challengeToken, key: await codeAt(secret) })
    expect(blocked.statusCode).toBe(429)
    expect(blocked.json().errorCode).toBe('TOO_MANY_REQUESTS')
    t.clock.advance(twoFactorLimits.windowMs + 1000)
  })

  it('enrols e-mail codes with a code from the outbox and signs in with one', async () => {
    const { user, cookie } = await person()
    expect((await post('/api/v1/two-factor/email', undefined, cookie)).statusCode).toBe(204)
    const wrong = await post('/api/v1/two-factor/email/confirmation', { code: '999999' }, cookie)
    expect(wrong.json().errorCode).toBe('TWO_FACTOR_CODE_INVALID')
    const enrolCode = await lastCodeMailedTo(user.email!)
    const confirmed = await post('/api/v1/two-factor/email/confirmation', { code: enrolCode }, cookie)
    expect(confirmed.statusCode).toBe(200)
    expect(confirmed.json().status.modes).toEqual(['email'])
    expect(confirmed.json().recoveryCodes).toHaveLength(10)

    // Only e-mail on: the challenge sends the code at once.
    const { twoFactor } = (await login({ email: user.email, password: testPassword })).json()
    expect(twoFactor.method).toBe('email')
    expect(twoFactor.emailSentTo).toMatch(/^t•••@example\.test$/)
    const code = await lastCodeMailedTo(user.email!)
    expect(code).not.toBe(enrolCode)
    const ok = await login({ challengeToken: twoFactor.challengeToken, key: code })
    expect(ok.statusCode).toBe(200)
  })

  it('chooses between the app and e-mail codes when both are on', async () => {
    const { user, cookie } = await person()
    const { secret, recoveryCodes: codes } = await enrolTotp(cookie)
    await post('/api/v1/two-factor/email', undefined, cookie)
    const both = await post(
      '/api/v1/two-factor/email/confirmation',
      { code: await lastCodeMailedTo(user.email!) },
      cookie,
    )
    expect(both.json().status.modes).toEqual(['totp', 'email'])
    // Not the first mode: the recovery codes stay those shown at the first enrolment.
    expect(both.json().recoveryCodes).toBeNull()
    expect(codes).toHaveLength(10)

    const { twoFactor } = (await login({ email: user.email, password: testPassword })).json()
    expect(twoFactor).toMatchObject({ methods: ['totp', 'email'], method: 'totp', emailSentTo: null })
    const mailsBefore = await t.database.db
      .select()
      .from(outboxMails)
      .where(eq(outboxMails.toAddress, user.email!))
    const chosen = await login({ challengeToken: twoFactor.challengeToken, chooseMethod: 'email' })
    expect(chosen.json().twoFactor).toMatchObject({
      method: 'email',
      challengeToken: twoFactor.challengeToken,
    })
    const mailsAfter = await t.database.db
      .select()
      .from(outboxMails)
      .where(eq(outboxMails.toAddress, user.email!))
    expect(mailsAfter.length).toBe(mailsBefore.length + 1)
    // Without a method named, the key is now read as the e-mail code.
    const wrongMethod = await login({ challengeToken: twoFactor.challengeToken, key: await codeAt(secret) })
    expect(wrongMethod.json().errorCode).toBe('TWO_FACTOR_CODE_INVALID')
    const ok = await login({
      challengeToken: twoFactor.challengeToken,
      key: await lastCodeMailedTo(user.email!),
    })
    expect(ok.statusCode).toBe(200)
  })

  it('accepts a recovery code once', async () => {
    const { user, cookie } = await person()
    const { recoveryCodes: codes } = await enrolTotp(cookie)
    const first = (await login({ email: user.email, password: testPassword })).json().twoFactor
    const typed = codes[0]!.toUpperCase().replace('-', ' ')
    const ok = await login({ challengeToken: first.challengeToken, key: typed, method: 'recovery' })
    expect(ok.statusCode).toBe(200)
    const status = await t.app.inject({ method: 'GET', url: '/api/v1/two-factor', headers: { cookie } })
    expect(status.json().recoveryCodesLeft).toBe(9)

    const second = (await login({ email: user.email, password: testPassword })).json().twoFactor
    const reused = await login({ challengeToken: second.challengeToken, key: codes[0], method: 'recovery' })
    expect(reused.json().errorCode).toBe('TWO_FACTOR_CODE_INVALID')
    const used = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, user.id), eq(auditLog.action, 'twoFactor.recoveryCodeUsed')))
    expect(used).toHaveLength(1)
  })

  it('turns two-factor off only with the password, and renews recovery codes', async () => {
    const { user, cookie } = await person()
    const { recoveryCodes: old } = await enrolTotp(cookie)
    const renewWrong = await post('/api/v1/two-factor/recovery-codes', { password: 'nope' }, cookie)
    expect(renewWrong.json().errorCode).toBe('INVALID_CREDENTIALS')
    const renewed = await post('/api/v1/two-factor/recovery-codes', { password: testPassword }, cookie)
    expect(renewed.json().recoveryCodes).toHaveLength(10)
    const challenge = (await login({ email: user.email, password: testPassword })).json().twoFactor
    const stale = await login({ challengeToken: challenge.challengeToken, key: old[1], method: 'recovery' })
    expect(stale.json().errorCode).toBe('TWO_FACTOR_CODE_INVALID')

    const wrong = await post('/api/v1/two-factor/disable', { password: 'nope' }, cookie)
    expect(wrong.statusCode).toBe(401)
    expect(wrong.json().errorCode).toBe('INVALID_CREDENTIALS')
    const off = await post('/api/v1/two-factor/disable', { password: testPassword }, cookie)
    expect(off.json()).toMatchObject({ modes: [], totpPending: false, recoveryCodesLeft: 0 })
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id))
    expect(row!.totpSecret).toBeNull()
    // A plain sign-in again.
    const plain = await login({ email: user.email, password: testPassword })
    expect(plain.json().user.id).toBe(user.id)
  })

  it('a wrong password of an account with two-factor is the same INVALID_CREDENTIALS, no challenge', async () => {
    const { user, cookie } = await person()
    await enrolTotp(cookie)
    const res = await login({ email: user.email, password: 'wrong' })
    expect(res.statusCode).toBe(401)
    expect(res.json()).toEqual((await login({ email: 'nobody.2fa@example.test', password: 'wrong' })).json())
  })
})
