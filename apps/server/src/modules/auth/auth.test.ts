import { createHash } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { and, eq } from 'drizzle-orm'
import { auditLog, sessions, users } from '../../db/schema/index'
import { createTestApp, cookieHeader, type TestApp } from '../../test/app'
import { testPassword } from '../../test/factories'
import { isProofOfWorkChallenge, solveProofOfWork } from '@nido/domain/rules/proof-of-work'
import { pairDelayMs, signInLimits } from './auth.throttle'

// The external-identity branch calls completeExternalLogin (owned by the external-identity module,
// which checks the OpenID Connect state); here it answers a known state with a known user.
const external = vi.hoisted(() => ({ states: new Map<string, string>() }))
vi.mock('../external-identity/external-identity.login', async () => {
  const { AppError } = await import('@nido/domain/errors')
  return {
    completeExternalLogin: async (_deps: unknown, input: { state: string }) => {
      const userId = external.states.get(input.state)
      if (!userId) throw new AppError('INVALID_CREDENTIALS')
      external.states.delete(input.state)
      return { userId }
    },
  }
})

describe('auth (spec 000 §4 Session, §7 Auth)', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(async () => t.close())

  it('signs in with e-mail and password and sets an HttpOnly SameSite=Lax session cookie', async () => {
    const world = await t.make.world()
    const teacher = await t.make.staff('TEACHER', { sectionId: world.sectionIds[0] })
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: teacher.email!.toUpperCase(), password: testPassword },
    })
    expect(res.statusCode).toBe(200)
    const cookie = res.cookies.find((c) => c.name === 'nido_session')!
    expect(cookie.httpOnly).toBe(true)
    expect(cookie.sameSite).toBe('Lax')
    expect(cookie.value.length).toBeGreaterThanOrEqual(43)
    expect(res.json().user.id).toBe(teacher.id)
    // The database stores a hash of the token, never the token itself.
    const stored = await t.database.db.select().from(sessions).where(eq(sessions.userId, teacher.id))
    expect(stored[0]!.tokenHash).not.toBe(cookie.value)
  })

  it('answers the same INVALID_CREDENTIALS for an unknown e-mail and a wrong password', async () => {
    const world = await t.make.world()
    const director = await t.make.staff('DIRECTOR', { schoolId: world.schoolId })
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: director.email, password: 'nope' },
    })
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: 'nobody@example.test', password: 'nope' },
    })
    expect(wrong.statusCode).toBe(401)
    expect(unknown.statusCode).toBe(401)
    expect(wrong.json()).toEqual(unknown.json())
    expect(wrong.json().errorCode).toBe('INVALID_CREDENTIALS')
  })

  it('translates the error message from Accept-Language', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'accept-language': 'fr-FR,fr;q=0.9' },
      payload: { email: 'nobody@example.test', password: 'nope' },
    })
    expect(res.json().errorCode).toBe('INVALID_CREDENTIALS')
    expect(res.json().message).not.toBe('The e-mail address or the password is incorrect.')
  })

  it('refuses inactive accounts and children of a standard brand', async () => {
    const world = await t.make.world({ variant: 'standard' })
    const inactive = await t.make.staff('TEACHER', { sectionId: world.sectionIds[0] }, { status: 'Inactive' })
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: inactive.email, password: testPassword },
    })
    expect(res.json().errorCode).toBe('INVALID_USER')
    const child = await t.make.child(world.sectionIds[0], { email: `kid.${world.schoolId}@example.test` })
    const kid = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: child.email, password: testPassword },
    })
    expect(kid.statusCode).toBe(401)
  })

  it('lets a child sign in under a childrenLogin brand', async () => {
    const world = await t.make.world({ variant: 'childrenLogin' })
    const child = await t.make.child(world.sectionIds[0], { email: `kid.${world.schoolId}@example.test` })
    const cookie = await t.login(child.email!)
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: { cookie } })
    expect(me.json().meta.familyScope.childIds).toEqual([child.id])
  })

  it('logout revokes the session server-side and clears the cookie', async () => {
    const world = await t.make.world()
    const teacher = await t.make.staff('TEACHER', { sectionId: world.sectionIds[1] })
    const cookie = await t.login(teacher.email!)
    const out = await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: { cookie } })
    expect(out.statusCode).toBe(204)
    expect(out.cookies.find((c) => c.name === 'nido_session')?.value).toBe('')
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: { cookie } })
    expect(me.statusCode).toBe(401)
    expect(me.json().errorCode).toBe('UNAUTHENTICATED')
  })

  it('logout without a session still answers 204', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout' })
    expect(res.statusCode).toBe(204)
    expect(cookieHeader(res)).toContain('nido_session=')
  })

  it('rejects malformed input with VALIDATION_ERROR and field paths', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: 'not-an-email' },
    })
    expect(res.statusCode).toBe(400)
    const body = res.json()
    expect(body.errorCode).toBe('VALIDATION_ERROR')
    // The body matches none of the login branches (spec 001 §7), so the union itself is named.
    expect(body.details.map((d: { path: string }) => d.path)).toEqual(expect.arrayContaining(['body']))
  })

  it('applies the language sent with the sign-in to the user (spec 001 §7 "language added")', async () => {
    const world = await t.make.world()
    const teacher = await t.make.staff('TEACHER', { sectionId: world.sectionIds[0] }, { language: 'fr' })
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: teacher.email, password: testPassword, language: 'it' },
    })
    expect(res.json().user.language).toBe('it')
    const without = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: teacher.email, password: testPassword },
    })
    expect(without.json().user.language).toBe('it')
  })

  it('fixtures login: a demo account by its e-mail only when ENABLE_FIXTURES_LOGIN is on', async () => {
    const world = await t.make.world()
    const director = await t.make.staff(
      'DIRECTOR',
      { schoolId: world.schoolId },
      { email: 'director@nido.demo' },
    )
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { fixturesCode: 'director@nido.demo' },
      })
    const off = await send()
    expect(off.statusCode).toBe(401)
    expect(off.json().errorCode).toBe('INVALID_CREDENTIALS')
    const none = await t.app.inject({ method: 'GET', url: '/api/v1/auth/fixtures' })
    expect(none.statusCode).toBe(200)
    expect(none.json()).toEqual({ accounts: [] })
    t.deps.config.enableFixturesLogin = true
    try {
      const on = await send()
      expect(on.statusCode).toBe(200)
      expect(on.json().user.id).toBe(director.id)
      const list = await t.app.inject({ method: 'GET', url: '/api/v1/auth/fixtures' })
      expect(list.json().accounts).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ code: 'director@nido.demo', profileType: 'DIRECTOR' }),
        ]),
      )
      // Only demo accounts: any other address is refused like a wrong password.
      const other = await t.make.user('TEACHER')
      const refused = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { fixturesCode: other.email },
      })
      expect(refused.json().errorCode).toBe('INVALID_CREDENTIALS')
    } finally {
      t.deps.config.enableFixturesLogin = false
    }
  })

  it('external identity: the state answered by the external-identity module opens a session', async () => {
    const world = await t.make.world()
    const guardian = await t.make.guardianOf([(await t.make.child(world.sectionIds[0])).id])
    external.states.set('state-ok', guardian.id)
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { state: 'state-ok', language: 'es' },
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().user).toMatchObject({ id: guardian.id, language: 'es' })
    const [row] = await t.database.db.select().from(users).where(eq(users.id, guardian.id))
    expect(row!.language).toBe('es')
    const audited = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, guardian.id), eq(auditLog.action, 'auth.login')))
    expect(audited[0]!.targets).toMatchObject({ via: 'external' })
    const replay = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { state: 'state-ok' },
    })
    expect(replay.statusCode).toBe(401)
  })

  const sha256 = (data: Uint8Array) => new Uint8Array(createHash('sha256').update(data).digest())
  const signInFrom = (remoteAddress: string, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/v1/auth/login', remoteAddress, payload })
  /** What the sign-in page does with PROOF_OF_WORK_REQUIRED: solve, and send the proof along. */
  const solved = async (res: { json: () => { errorCode: string; details: unknown } }) => {
    const { errorCode, details } = res.json()
    expect(errorCode).toBe('PROOF_OF_WORK_REQUIRED')
    if (!isProofOfWorkChallenge(details)) throw new Error('no challenge in the details')
    return { challenge: details.challenge, nonce: await solveProofOfWork(details, sha256) }
  }

  it('ten wrong passwords slow the account down for that address only (docs/security.md)', async () => {
    const world = await t.make.world()
    const guardian = await t.make.guardianOf([(await t.make.child(world.sectionIds[0])).id])
    const email = guardian.email!
    const attacker = '203.0.113.20'
    for (let i = 0; i < signInLimits.freeFailuresPerPair; i++) {
      const res = await signInFrom(attacker, { email, password: 'wrong' })
      expect(res.json().errorCode).toBe('INVALID_CREDENTIALS')
    }
    // The attacker's address waits, even with the right password.
    const waiting = await signInFrom(attacker, { email, password: testPassword })
    expect(waiting.statusCode).toBe(429)
    expect(waiting.json().errorCode).toBe('TOO_MANY_REQUESTS')
    // The owner, elsewhere, is not locked out: the account is under attack, so the browser works
    // for a second first.
    const owner = '198.51.100.20'
    const asked = await signInFrom(owner, { email, password: testPassword })
    expect(asked.statusCode).toBe(429)
    const proofOfWork = await solved(asked)
    const signedIn = await signInFrom(owner, { email, password: testPassword, proofOfWork })
    expect(signedIn.statusCode, signedIn.body).toBe(200)
    // A proof is good for one try only.
    const replayed = await signInFrom(owner, { email, password: testPassword, proofOfWork })
    expect(replayed.json().errorCode).toBe('PROOF_OF_WORK_REQUIRED')
    // The delay grows: 1 s after the tenth failure, 2 s after the eleventh.
    t.clock.advance(signInLimits.firstDelayMs)
    const eleventh = await signInFrom(attacker, {
      email,
      password: 'wrong',
      proofOfWork: await solved(await signInFrom(attacker, { email, password: 'wrong' })),
    })
    expect(eleventh.json().errorCode).toBe('INVALID_CREDENTIALS')
    t.clock.advance(signInLimits.firstDelayMs)
    expect((await signInFrom(attacker, { email, password: 'wrong' })).json().errorCode).toBe(
      'TOO_MANY_REQUESTS',
    )
    expect(pairDelayMs(signInLimits.freeFailuresPerPair + 20)).toBe(signInLimits.maxDelayMs)
    t.clock.advance(signInLimits.windowMs + 1000)
    await expect(t.login(email)).resolves.toContain('nido_session=')
  })

  it('refuses a challenge of another account, an expired one, and a wrong nonce', async () => {
    const world = await t.make.world()
    const [a, b] = [
      await t.make.staff('TEACHER', { sectionId: world.sectionIds[0] }),
      await t.make.staff('TEACHER', { sectionId: world.sectionIds[0] }),
    ]
    const ip = '203.0.113.21'
    for (const user of [a, b])
      for (let i = 0; i < signInLimits.accountUnderAttackAfter; i++)
        await signInFrom(`10.1.${i}.1`, { email: user.email, password: 'wrong' })
    const forA = await solved(await signInFrom(ip, { email: a.email, password: testPassword }))
    const other = await signInFrom(ip, { email: b.email, password: testPassword, proofOfWork: forA })
    expect(other.json().errorCode).toBe('PROOF_OF_WORK_REQUIRED')
    const badNonce = await signInFrom(ip, {
      email: a.email,
      password: testPassword,
      proofOfWork: { ...forA, nonce: `${forA.nonce}x` },
    })
    expect(badNonce.json().errorCode).toBe('PROOF_OF_WORK_REQUIRED')
    t.clock.advance(signInLimits.challengeLifetimeMs)
    const late = await signInFrom(ip, { email: a.email, password: testPassword, proofOfWork: forA })
    expect(late.json().errorCode).toBe('PROOF_OF_WORK_REQUIRED')
    t.clock.advance(signInLimits.windowMs)
  })

  it('fifty failures from one address throttle it without locking out the accounts behind it', async () => {
    const world = await t.make.world()
    const teacher = await t.make.staff('TEACHER', { sectionId: world.sectionIds[0] })
    const remoteAddress = '203.0.113.9'
    const payloads = [
      { adminToken: 'a'.repeat(43) },
      { fixturesCode: 'nobody@nido.demo' },
      { state: 'unknown' },
      { challengeToken: 'c'.repeat(43), key: '123456' },
      { challengeToken: 'c'.repeat(43), chooseMethod: 'email' },
    ]
    for (let i = 0; i < signInLimits.addressThrottledAfter; i++) {
      const res = await signInFrom(remoteAddress, payloads[i % payloads.length]!)
      expect(res.statusCode).toBe(401)
    }
    // Guessing tokens from there is refused.
    const token = await signInFrom(remoteAddress, { adminToken: 'b'.repeat(43) })
    expect(token.json().errorCode).toBe('TOO_MANY_REQUESTS')
    // A person behind that address still signs in, after the browser's proof-of-work.
    const asked = await signInFrom(remoteAddress, { email: teacher.email, password: testPassword })
    const proofOfWork = await solved(asked)
    const res = await signInFrom(remoteAddress, { email: teacher.email, password: testPassword, proofOfWork })
    expect(res.statusCode, res.body).toBe(200)
    // Another address is not affected.
    await expect(t.login(teacher.email!)).resolves.toContain('nido_session=')
  })
})
