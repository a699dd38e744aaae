import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import type { InvitationChild, SentInvitation } from '@nido/domain/contracts/invitations'
import { invitationLimits } from '@nido/domain/rules/invitation'
import { auditLog, invitations, outboxMails, outboxSms } from '../../db/schema/index'
import { createTestApp, type TestApp } from '../../test/app'
import { ensureChildKey } from '../child-keys/index'

// Invite a relative (docs/invitations.md). Spec 001 §1, §3 "Invitation", §5 "Invitation dialog",
// §6 "Only pros see the sent-invitations list and may send invitations by SMS", §7 "Get child" /
// "Send invitation e-mail" / "Send invitation SMS", §8 (too many invitations). Through HTTP, on
// the real database.
describe('invitations (spec 001 §1, §3, §5–§8)', () => {
  let t: TestApp
  const cookies: Record<string, string> = {}
  const ids: Record<string, string> = {}

  const call = (who: string, method: 'GET' | 'PATCH' | 'POST', url: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/v1/invitations/${url}`,
      ...(payload ? { payload: payload as Record<string, unknown> } : {}),
      headers: { cookie: cookies[who]! },
    })
  const child = (who: string, childId = ids.lea!) => call(who, 'GET', `children/${childId}`)
  const byEmail = (who: string, email: string, childId = ids.lea!) =>
    call(who, 'PATCH', `children/${childId}/email`, { email })
  const bySms = (who: string, phoneNumber: string, countryCode = 'FR', childId = ids.lea!) =>
    call(who, 'PATCH', `children/${childId}/sms`, { phoneNumber, countryCode })
  const mailsTo = (address: string) =>
    t.database.db.select().from(outboxMails).where(eq(outboxMails.toAddress, address))

  beforeAll(async () => {
    t = await createTestApp({ now: '2026-11-18T09:30:00Z' })
    const world = await t.make.world()
    const other = await t.make.world()
    const [sA, sB] = world.sectionIds
    const lea = await t.make.child(sA, { firstname: 'Léa', lastname: 'Martin' })
    const tom = await t.make.child(sB, { firstname: 'Tom', lastname: 'Petit' })
    const far = await t.make.child(other.sectionIds[0], { firstname: 'Far', lastname: 'Away' })
    const people = {
      mother: await t.make.guardianOf([lea.id], { firstname: 'Gina', lastname: 'Martin', language: 'fr' }),
      stranger: await t.make.guardianOf([tom.id], { firstname: 'Sam', lastname: 'Newman' }),
      observer: await t.make.guardianOf([lea.id], { firstname: 'Obi', observer: true }),
      teacher: await t.make.staff('TEACHER', { sectionId: sA }, { firstname: 'Tess', lastname: 'Cher' }),
      otherTeacher: await t.make.staff('TEACHER', { sectionId: sB }),
      director: await t.make.staff('DIRECTOR', { schoolId: world.schoolId }, { language: 'de' }),
      sponsor: await t.make.staff('SPONSOR', { schoolId: world.schoolId }),
      relative: await t.make.user('GUARDIAN', { email: 'known.relative@example.test', language: 'es' }),
    }
    for (const [who, user] of Object.entries(people)) {
      ids[who] = user.id
      cookies[who] = await t.login(user.email!)
    }
    Object.assign(ids, { lea: lea.id, tom: tom.id, far: far.id })
  })
  afterAll(async () => t?.close())

  it('mails the key to the invited address, in the sender’s language when the address is unknown (§7)', async () => {
    const res = await byEmail('mother', '  Grand.Pa@Example.test ')
    expect(res.statusCode, res.body).toBe(200)
    const { invitation } = res.json<SentInvitation>()
    expect(invitation).toMatchObject({ detail: 'grand.pa@example.test', kind: 'email' })
    expect(invitation.updatedAt).toBe('2026-11-18T09:30:00.000Z')

    const key = await ensureChildKey(t.database.db, ids.lea!)
    const [mail, ...more] = await mailsTo('grand.pa@example.test')
    expect(more).toEqual([])
    expect(mail).toMatchObject({ template: 'invitation', language: 'fr' })
    expect(mail!.subject).toBe('Gina Martin vous invite à suivre Léa sur Nido')
    expect(mail!.text).toContain(key)
    expect(mail!.text).toContain('« Ajouter un enfant »')
    expect(mail!.html).toContain(key)
    // The mail names the child by first name only.
    expect(mail!.text).not.toContain('Martin, Léa')

    const [row] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, ids.mother!), eq(auditLog.action, 'invitations.sendEmail')))
    expect(row?.targets).toMatchObject({ childId: ids.lea, invitationId: invitation.id, kind: 'email' })
  })

  it('writes in the recipient’s language when an account uses the address', async () => {
    expect((await byEmail('teacher', 'known.relative@example.test')).statusCode).toBe(200)
    const [mail] = await mailsTo('known.relative@example.test')
    expect(mail?.language).toBe('es')
    expect(mail?.subject).toContain('te invita a seguir a Léa')
  })

  it('sending again to the same address updates the row, shown as last sent (§3)', async () => {
    t.clock.advance(60_000)
    const again = await byEmail('mother', 'grand.pa@example.test')
    expect(again.statusCode).toBe(200)
    const rows = await t.database.db
      .select()
      .from(invitations)
      .where(and(eq(invitations.childId, ids.lea!), eq(invitations.detail, 'grand.pa@example.test')))
    expect(rows).toHaveLength(1)
    expect(rows[0]!.updatedAt.toISOString()).toBe('2026-11-18T09:31:00.000Z')
    expect(await mailsTo('grand.pa@example.test')).toHaveLength(2)
  })

  it('shows the list to pros only, newest first; guardians get the child without it (§6, §7)', async () => {
    const guardian = await child('mother')
    expect(guardian.statusCode).toBe(200)
    expect(guardian.json<InvitationChild>()).toEqual({
      child: { id: ids.lea, firstname: 'Léa', lastname: 'Martin' },
      invitations: [],
    })
    const pro = (await child('teacher')).json<InvitationChild>()
    expect(pro.invitations.map((i) => i.detail)).toEqual([
      'grand.pa@example.test',
      'known.relative@example.test',
    ])
    expect((await child('director')).json<InvitationChild>().invitations).toHaveLength(2)
  })

  it('sends an SMS for pros into the SMS outbox, the number stored in E.164 (§5, §6)', async () => {
    const res = await bySms('director', '06 12 34 56 78', 'FR')
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json<SentInvitation>().invitation).toMatchObject({ detail: '+33612345678', kind: 'sms' })
    const [sms] = await t.database.db.select().from(outboxSms).where(eq(outboxSms.toNumber, '+33612345678'))
    expect(sms).toMatchObject({ template: 'invitation', language: 'de', status: 'queued' })
    expect(sms!.text).toContain(await ensureChildKey(t.database.db, ids.lea!))

    const belgian = await bySms('teacher', '0470 12 34 56', 'BE')
    expect(belgian.json<SentInvitation>().invitation.detail).toBe('+32470123456')
  })

  it('refuses a number failing the country check, and guardians sending SMS (§5, §6)', async () => {
    for (const number of ['0612', '06 12 34 56']) {
      const res = await bySms('teacher', number)
      expect(res.statusCode).toBe(400)
      expect(res.json()).toMatchObject({ errorCode: 'PHONE_NUMBER_INVALID' })
    }
    const guardian = await bySms('mother', '06 12 34 56 78')
    expect(guardian.statusCode).toBe(403)
    expect(guardian.json()).toMatchObject({ errorCode: 'FORBIDDEN' })
  })

  it('refuses a malformed e-mail address with VALIDATION_ERROR (§5)', async () => {
    for (const email of ['', 'ab', 'not-an-address']) {
      const res = await byEmail('mother', email)
      expect(res.statusCode).toBe(400)
      expect(res.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR' })
    }
  })

  it('answers 404 for a child outside the actor’s reach, and refuses observers and sponsors', async () => {
    for (const [who, childId] of [
      ['stranger', ids.lea],
      ['otherTeacher', ids.lea],
      ['director', ids.far],
      ['mother', ids.tom],
    ] as const) {
      expect((await child(who, childId)).statusCode).toBe(404)
      expect((await byEmail(who, 'x.y@example.test', childId)).statusCode).toBe(404)
      expect((await call(who, 'GET', `children/${childId}/pdf`)).statusCode).toBe(404)
    }
    const observer = await byEmail('observer', 'x.y@example.test')
    expect(observer.statusCode).toBe(403)
    expect(observer.json()).toMatchObject({ errorCode: 'FORBIDDEN_OBSERVER' })
    expect((await child('observer')).statusCode).toBe(200)
    expect((await child('sponsor')).json()).toMatchObject({ errorCode: 'FORBIDDEN' })
    expect(await mailsTo('x.y@example.test')).toEqual([])
  })

  it('resends an invitation for pros, by its own channel (§2 resend button)', async () => {
    const list = (await child('teacher')).json<InvitationChild>().invitations
    const sms = list.find((i) => i.kind === 'sms' && i.detail === '+33612345678')!
    t.clock.advance(60_000)
    const res = await call('teacher', 'POST', `${sms.id}/resend`)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json<SentInvitation>().invitation).toMatchObject({
      id: sms.id,
      updatedAt: '2026-11-18T09:32:00.000Z',
    })
    const sent = await t.database.db.select().from(outboxSms).where(eq(outboxSms.toNumber, '+33612345678'))
    expect(sent).toHaveLength(2)
    // Newest first: the resent one is on top now.
    expect((await child('teacher')).json<InvitationChild>().invitations[0]!.id).toBe(sms.id)

    expect((await call('mother', 'POST', `${sms.id}/resend`)).statusCode).toBe(403)
    expect((await call('otherTeacher', 'POST', `${sms.id}/resend`)).statusCode).toBe(404)
  })

  it('answers TOO_MANY_INVITATIONS (403) past the daily limit per sender and child (§8)', async () => {
    const key = `invitations:${ids.stranger}:${ids.tom}`
    await t.deps.rateLimits.reset(key)
    for (let i = 0; i < invitationLimits.perSenderPerChild; i++) {
      const res = await byEmail('stranger', `relative.${i}@example.test`, ids.tom)
      expect(res.statusCode, res.body).toBe(200)
    }
    const over = await byEmail('stranger', 'one.more@example.test', ids.tom)
    expect(over.statusCode).toBe(403)
    expect(over.json()).toMatchObject({ errorCode: 'TOO_MANY_INVITATIONS' })
    expect(await mailsTo('one.more@example.test')).toEqual([])
    // Another child, or the next day, is counted apart.
    t.clock.advance(invitationLimits.windowMs)
    expect((await byEmail('stranger', 'one.more@example.test', ids.tom)).statusCode).toBe(200)
  })

  it('downloads the invitation as a PDF (§2 download-invitation link)', async () => {
    const res = await call('mother', 'GET', `children/${ids.lea}/pdf`)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('application/pdf')
    expect(res.headers['content-disposition']).toBe('attachment; filename="invitation-Lea.pdf"')
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
    const observer = await call('observer', 'GET', `children/${ids.lea}/pdf`)
    expect(observer.json()).toMatchObject({ errorCode: 'FORBIDDEN_OBSERVER' })
  })
})
