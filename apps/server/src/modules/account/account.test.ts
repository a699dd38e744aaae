import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import { defaultAccountSettings } from '@nido/domain/contracts/account'
import { auditLog, users } from '../../db/schema/index'
import { createTestApp, type TestApp } from '../../test/app'

describe('My profile (spec 001 §3 user profile and settings)', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(async () => t.close())

  const call = (method: 'GET' | 'PATCH' | 'PUT', url: string, cookie: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) })

  const audits = (userId: string, action: string) =>
    t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, userId), eq(auditLog.action, action)))

  it('gives the profile and the settings with their defaults', async () => {
    const world = await t.make.world()
    const director = await t.make.staff('DIRECTOR', { schoolId: world.schoolId }, { firstname: 'Ada' })
    const res = await call('GET', '/api/v1/account', await t.login(director.email!))
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      profile: {
        id: director.id,
        firstname: 'Ada',
        lastname: director.lastname,
        jobTitle: null,
        email: director.email,
        phoneNumber: null,
        language: 'en',
        avatarMediaId: null,
        termsAcceptedAt: null,
        emailValidatedAt: null,
      },
      settings: { ...defaultAccountSettings, quietHoursStart: null, quietHoursEnd: null },
    })
    expect(res.json().settings.showPhoneNumberInContacts).toBe(false)
  })

  it('changes names, job title, phone (E.164, default region FR) and language, audited', async () => {
    const world = await t.make.world()
    const teacher = await t.make.staff('TEACHER', { sectionId: world.sectionIds[0] })
    const cookie = await t.login(teacher.email!)
    const res = await call('PATCH', '/api/v1/account', cookie, {
      firstname: '  Léa ',
      lastname: 'Fontaine',
      jobTitle: 'Auxiliaire',
      phoneNumber: '06 12 34 56 78',
      language: 'fr',
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().profile).toMatchObject({
      firstname: 'Léa',
      lastname: 'Fontaine',
      jobTitle: 'Auxiliaire',
      phoneNumber: '+33612345678',
      language: 'fr',
    })
    const [row] = await t.database.db.select().from(users).where(eq(users.id, teacher.id))
    expect(row).toMatchObject({ phone: '+33612345678', language: 'fr', jobTitle: 'Auxiliaire' })
    const rows = await audits(teacher.id, 'account.update')
    expect(rows).toHaveLength(1)
    expect(rows[0]!.targets).toEqual({
      userId: teacher.id,
      fields: ['firstname', 'lastname', 'language', 'jobTitle', 'phone'],
    })
    // A number with its own country code is kept in that country; empty clears it.
    const uk = await call('PATCH', '/api/v1/account', cookie, { phoneNumber: '+44 20 7946 0958' })
    expect(uk.json().profile.phoneNumber).toBe('+442079460958')
    const cleared = await call('PATCH', '/api/v1/account', cookie, { phoneNumber: '', jobTitle: '' })
    expect(cleared.json().profile).toMatchObject({ phoneNumber: null, jobTitle: null })
  })

  it('refuses an invalid phone number with PHONE_NUMBER_INVALID, in the new language, writing nothing', async () => {
    const world = await t.make.world()
    const director = await t.make.staff('DIRECTOR', { schoolId: world.schoolId })
    const cookie = await t.login(director.email!)
    const before = await call('PATCH', '/api/v1/account', cookie, { phoneNumber: '12', firstname: 'Zed' })
    expect(before.statusCode).toBe(400)
    expect(before.json()).toEqual({
      errorCode: 'PHONE_NUMBER_INVALID',
      message: 'This phone number is not valid.',
    })
    expect((await call('GET', '/api/v1/account', cookie)).json().profile.firstname).not.toBe('Zed')
    expect(await audits(director.id, 'account.update')).toHaveLength(0)
    // users.language decides the language of later error messages.
    expect((await call('PATCH', '/api/v1/account', cookie, { language: 'fr' })).statusCode).toBe(200)
    const after = await call('PATCH', '/api/v1/account', cookie, { phoneNumber: '06 12' })
    expect(after.json()).toEqual({
      errorCode: 'PHONE_NUMBER_INVALID',
      message: "Ce numéro de téléphone n'est pas valide.",
    })
  })

  it('validates names and languages against the contract', async () => {
    const world = await t.make.world()
    const director = await t.make.staff('DIRECTOR', { schoolId: world.schoolId })
    const cookie = await t.login(director.email!)
    for (const payload of [
      { firstname: '   ' },
      { lastname: 'x'.repeat(101) },
      { language: 'xx' },
      { email: 'new@example.test' },
    ]) {
      const res = await call('PATCH', '/api/v1/account', cookie, payload)
      expect(res.statusCode, JSON.stringify(payload)).toBe(400)
      expect(res.json().errorCode).toBe('VALIDATION_ERROR')
    }
  })

  it('keeps the job title for staff: a guardian sending one gets VALIDATION_ERROR', async () => {
    const world = await t.make.world()
    const child = await t.make.child(world.sectionIds[0])
    const guardian = await t.make.guardianOf([child.id])
    const cookie = await t.login(guardian.email!)
    const res = await call('PATCH', '/api/v1/account', cookie, { jobTitle: 'Parent' })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR', details: [{ path: 'body.jobTitle' }] })
    const ok = await call('PATCH', '/api/v1/account', cookie, { firstname: 'Inès' })
    expect(ok.json().profile).toMatchObject({ firstname: 'Inès', jobTitle: null })
  })

  it('lets an observer change their own profile (personal, not shared data)', async () => {
    const world = await t.make.world()
    const observer = await t.make.staff('TEACHER', { sectionId: world.sectionIds[0] }, { observer: true })
    const res = await call('PATCH', '/api/v1/account', await t.login(observer.email!), {
      lastname: 'Watcher',
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().profile.lastname).toBe('Watcher')
  })

  it('merges settings into users.settings, keeps other keys, audits the change', async () => {
    const world = await t.make.world()
    const guardian = await t.make.guardianOf([(await t.make.child(world.sectionIds[0])).id])
    await t.database.db
      .update(users)
      .set({ settings: { twoFactorAuthModes: ['EMAIL'], weeklyNotifications: 'junk' } })
      .where(eq(users.id, guardian.id))
    const cookie = await t.login(guardian.email!)
    expect((await call('GET', '/api/v1/account', cookie)).json().settings.weeklyNotifications).toBe(true)
    const first = await call('PUT', '/api/v1/account/settings', cookie, {
      weeklyNotifications: false,
      showPhoneNumberInContacts: true,
    })
    expect(first.statusCode).toBe(200)
    const second = await call('PUT', '/api/v1/account/settings', cookie, { sendEmailOnMessage: true })
    expect(second.json().settings).toEqual({
      ...defaultAccountSettings,
      quietHoursStart: null,
      quietHoursEnd: null,
      weeklyNotifications: false,
      showPhoneNumberInContacts: true,
      sendEmailOnMessage: true,
    })
    // The chat options are stored where the chat reads them, so /account and /chat agree.
    const [row] = await t.database.db.select().from(users).where(eq(users.id, guardian.id))
    expect(row!.settings).toMatchObject({ twoFactorAuthModes: ['EMAIL'], chat: { sendEmailOnMessage: true } })
    const scope = await call('GET', '/api/v1/chat/scope', cookie)
    expect(scope.json().options.sendEmailOnMessage).toBe(true)
    const rows = await audits(guardian.id, 'account.updateSettings')
    expect(rows.map((r) => r.targets)).toEqual([
      { userId: guardian.id, settings: { weeklyNotifications: false, showPhoneNumberInContacts: true } },
      { userId: guardian.id, settings: { sendEmailOnMessage: true } },
    ])
    const unknown = await call('PUT', '/api/v1/account/settings', cookie, { twoFactorAuthModes: [] })
    expect(unknown.json().errorCode).toBe('VALIDATION_ERROR')
  })

  it('answers 401 without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/account' })
    expect(res.statusCode).toBe(401)
  })
})
