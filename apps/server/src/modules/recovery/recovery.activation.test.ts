import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { auditLog, users } from '../../db/schema/index'
import { createTestApp, cookieHeader, type TestApp } from '../../test/app'
import { createMailSender, type MailSender } from '../../platform/mail-sender'
import { linkIn, startSmtpPeer, type SmtpPeer } from '../../mail/test-smtp-peer'
import { activationStates, sendActivation } from './recovery.activation'

// Account activation (docs/mail-and-recovery.md "Account activation"): the mail goes through a
// real SMTP peer and its link is followed as the person would.

describe('account activation', () => {
  let t: TestApp
  let peer: SmtpPeer
  let sender: MailSender

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

  const post = (url: string, payload?: object, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url,
      ...(payload ? { payload } : {}),
      ...(cookie ? { headers: { cookie } } : {}),
    })

  /** A school, a director, a teacher and a guardian created by the school: no password yet. */
  async function school() {
    const world = await t.make.world()
    const director = await t.make.staff('DIRECTOR', { schoolId: world.schoolId })
    const teacher = await t.make.staff('TEACHER', { sectionId: world.sectionIds[0] })
    const child = await t.make.child(world.sectionIds[0])
    const guardian = await t.make.guardianOf([child.id], { language: 'fr' })
    for (const id of [teacher.id, guardian.id])
      await t.database.db.update(users).set({ passwordHash: null }).where(eq(users.id, id))
    return { world, director, teacher, guardian, cookie: await t.login(director.email!) }
  }

  const send = (userId: string) =>
    t.database.db.transaction((tx) => sendActivation(tx, t.deps, { userId, now: t.clock.now() }))

  /** The token of the latest activation mail received for `email`. */
  async function linkFor(email: string) {
    await sender.flush()
    await peer.waitFor(email)
    const mails = peer.received.filter((m) => m.to.includes(email.toLowerCase()))
    return linkIn(mails.at(-1)!, '/activate').searchParams.get('token')!
  }

  it('mails a link in the person’s language; choosing a password signs in, and the link works once', async () => {
    const { guardian } = await school()
    expect(await send(guardian.id)).toBe(true)
    const mail = await (async () => {
      await sender.flush()
      return peer.waitFor(guardian.email!, { subject: /compte/ })
    })()
    expect(mail.text).toContain('7 jours')
    const token = linkIn(mail, '/activate').searchParams.get('token')!

    const activated = await post('/api/v1/auth/activate', { token, password: 'a new password' })
    expect(activated.statusCode).toBe(200)
    expect(activated.json().user.id).toBe(guardian.id)
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/me',
      headers: { cookie: cookieHeader(activated) },
    })
    expect(me.statusCode).toBe(200)
    expect(await t.login(guardian.email!, 'a new password')).toBeTruthy()
    const [row] = await t.database.db.select().from(users).where(eq(users.id, guardian.id))
    expect(row!.emailValidatedAt).not.toBeNull()

    const again = await post('/api/v1/auth/activate', { token, password: 'another password' })
    expect(again.statusCode).toBe(400)
    expect(again.json().errorCode).toBe('LINK_INVALID')
    const state = (await activationStates(t.database.db, [guardian.id])).get(guardian.id)!
    expect(state.hasPassword).toBe(true)
    expect(state.activatedAt).not.toBeNull()
    // Activated: nothing more is sent.
    expect(await send(guardian.id)).toBe(false)
  })

  it('retires the previous link when a new one is sent, and refuses an expired link', async () => {
    const { teacher, cookie } = await school()
    await send(teacher.id)
    const first = await linkFor(teacher.email!)
    const resent = await post(`/api/v1/users/${teacher.id}/activation`, undefined, cookie)
    expect(resent.statusCode).toBe(204)
    const second = await linkFor(teacher.email!)
    expect(second).not.toBe(first)
    const old = await post('/api/v1/auth/activate', { token: first, password: 'a new password' })
    expect(old.json().errorCode).toBe('LINK_INVALID')

    const state = (await activationStates(t.database.db, [teacher.id])).get(teacher.id)!
    expect(state.hasPassword).toBe(false)
    expect(state.lastSentAt).not.toBeNull()
    expect(state.expiresAt!.getTime() - state.lastSentAt!.getTime()).toBe(7 * 86_400_000)

    t.clock.advance(7 * 86_400_000 + 1000)
    const late = await post('/api/v1/auth/activate', { token: second, password: 'a new password' })
    expect(late.json().errorCode).toBe('LINK_INVALID')
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'users.resendActivation'))
    expect(audit.some((a) => a.targets.userId === teacher.id)).toBe(true)
  })

  it('resends to the families of the school, not to people outside it', async () => {
    const { guardian, director, cookie } = await school()
    expect((await post(`/api/v1/users/${guardian.id}/activation`, undefined, cookie)).statusCode).toBe(204)
    const outsider = await school()
    const far = await post(`/api/v1/users/${outsider.guardian.id}/activation`, undefined, cookie)
    expect(far.statusCode).toBe(404)
    const colleague = await t.make.staff('DIRECTOR', { schoolId: (await school()).world.schoolId })
    expect((await post(`/api/v1/users/${colleague.id}/activation`, undefined, cookie)).statusCode).toBe(404)
    // A director reaches the directors of their school, themselves included: already active.
    const self = await post(`/api/v1/users/${director.id}/activation`, undefined, cookie)
    expect(self.json().errorCode).toBe('ACCOUNT_ALREADY_ACTIVATED')
  })

  it('answers ACCOUNT_ALREADY_ACTIVATED and USER_HAS_NO_EMAIL with what went wrong', async () => {
    const { world, cookie } = await school()
    const active = await t.make.staff('TEACHER', { sectionId: world.sectionIds[1] })
    const done = await post(`/api/v1/users/${active.id}/activation`, undefined, cookie)
    expect(done.statusCode).toBe(409)
    expect(done.json().errorCode).toBe('ACCOUNT_ALREADY_ACTIVATED')
    const mailless = await t.make.staff('TEACHER', { sectionId: world.sectionIds[1] }, { email: null })
    await t.database.db.update(users).set({ passwordHash: null }).where(eq(users.id, mailless.id))
    const none = await post(`/api/v1/users/${mailless.id}/activation`, undefined, cookie)
    expect(none.statusCode).toBe(409)
    expect(none.json().errorCode).toBe('USER_HAS_NO_EMAIL')
  })

  it('needs team access for staff and child access for families', async () => {
    const { world, teacher, guardian } = await school()
    const readOnly = await t.make.staff(
      'DIRECTOR',
      { schoolId: world.schoolId },
      { access: { team: 'ReadOnly' } },
    )
    const cookie = await t.login(readOnly.email!)
    const staff = await post(`/api/v1/users/${teacher.id}/activation`, undefined, cookie)
    expect(staff.statusCode).toBe(403)
    expect(staff.json().errorCode).toBe('FORBIDDEN_BY_ACCESS_LEVEL')
    expect((await post(`/api/v1/users/${guardian.id}/activation`, undefined, cookie)).statusCode).toBe(204)
  })
})
