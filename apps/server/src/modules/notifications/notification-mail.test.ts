import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq, sql } from 'drizzle-orm'
import { outboxMails, users } from '../../db/schema/index'
import { startSmtpPeer } from '../../mail/test-smtp-peer'
import { renderMail } from '../../mail/render'
import { createMailSender } from '../../platform/mail-sender'
import { createTestApp, type TestApp } from '../../test/app'
import type { World } from '../../test/factories'
import {
  notificationRecipients,
  queueNotificationMail,
  queueNotificationMails,
  renderNotification,
  signUnsubscribeToken,
} from './notification-mail'

// docs/notifications.md: the envelope of every notification e-mail (spec 001 §3 settings), its
// one-click unsubscribe (RFC 8058) and quiet hours (decision 0045).
describe('notification e-mails (spec 001 §3, docs/notifications.md)', () => {
  let t: TestApp
  let world: World

  beforeAll(async () => {
    t = await createTestApp({ now: '2026-11-18T09:30:00Z' })
    world = await t.make.world()
  })
  afterAll(() => t.close())

  const mailsTo = (address: string) =>
    t.database.db.select().from(outboxMails).where(eq(outboxMails.toAddress, address))
  const settingsOf = async (id: string) =>
    (await t.database.db.select({ s: users.settings }).from(users).where(eq(users.id, id)))[0]!.s
  const recipient = async (id: string) => (await notificationRecipients(t.database.db, [id]))[0]!
  const queue = async (id: string, kind: 'postal-card' | 'birthday' = 'postal-card') =>
    t.database.db.transaction(async (tx) => {
      const to = await recipient(id)
      return queueNotificationMail(
        tx,
        t.deps,
        to,
        kind,
        renderNotification('notification-postal-card', to, { name: 'Théo', child: 'Léa', section: 'A <b>' }),
      )
    })

  it('queues a mail with the List-Unsubscribe headers when the setting is on (its default)', async () => {
    const teacher = await t.make.staff('TEACHER', { sectionId: world.sectionIds[0] }, { language: 'fr' })
    expect(await queue(teacher.id)).toBe(true)
    const [mail] = await mailsTo(teacher.email!)
    expect(mail).toMatchObject({ template: 'notification-postal-card', language: 'fr' })
    expect(mail!.headers!['List-Unsubscribe']).toMatch(
      /^<http:\/\/localhost:3000\/api\/v1\/notifications\/unsubscribe\?token=[^>]+>$/,
    )
    expect(mail!.headers!['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
    expect(mail!.text).toContain('http://localhost:3000/unsubscribe?token=')
    // Every value is escaped in the HTML version.
    expect(mail!.html).toContain('A &lt;b&gt;')
    expect(mail!.html).not.toContain('A <b>')
  })

  it('queues nothing when the setting is off', async () => {
    const teacher = await t.make.staff('TEACHER', { sectionId: world.sectionIds[0] })
    await t.database.db
      .update(users)
      .set({ settings: { newPostalCardNotifications: false } })
      .where(eq(users.id, teacher.id))
    expect(await queue(teacher.id)).toBe(false)
    expect(await mailsTo(teacher.email!)).toHaveLength(0)
  })

  it('holds a mail queued in quiet hours until they end, in the school’s time zone', async () => {
    const teacher = await t.make.staff('TEACHER', { sectionId: world.sectionIds[0] })
    // 23:30 in Paris (the factory's school zone): the default quiet hours 22:00–07:00 apply.
    t.clock.set('2026-11-18T22:30:00Z')
    try {
      await queue(teacher.id)
      const [mail] = await mailsTo(teacher.email!)
      expect(mail!.nextAttemptAt.toISOString()).toBe('2026-11-19T06:00:00.000Z')
      // Without quiet hours (both null), it is due at once (the database's now, like every queued mail).
      const other = await t.make.staff('TEACHER', { sectionId: world.sectionIds[0] })
      await t.database.db
        .update(users)
        .set({ settings: { quietHoursStart: null, quietHoursEnd: null } })
        .where(eq(users.id, other.id))
      await queue(other.id)
      const [now] = await mailsTo(other.email!)
      expect(Math.abs(now!.nextAttemptAt.getTime() - Date.now())).toBeLessThan(60_000)
    } finally {
      t.clock.set('2026-11-18T09:30:00Z')
    }
  })

  it('queues many mails in one call with each one’s envelope: setting, link, headers, quiet hours', async () => {
    const on = await t.make.staff('TEACHER', { sectionId: world.sectionIds[0] }, { language: 'de' })
    const off = await t.make.staff('TEACHER', { sectionId: world.sectionIds[0] })
    const awake = await t.make.staff('TEACHER', { sectionId: world.sectionIds[0] })
    await t.database.db
      .update(users)
      .set({ settings: { newPostalCardNotifications: false } })
      .where(eq(users.id, off.id))
    await t.database.db
      .update(users)
      .set({ settings: { quietHoursStart: null, quietHoursEnd: null } })
      .where(eq(users.id, awake.id))
    // 23:30 in Paris: the default quiet hours hold the first mail until 07:00.
    t.clock.set('2026-11-18T22:30:00Z')
    try {
      const queued = await t.database.db.transaction(async (tx) => {
        const recipients = await notificationRecipients(tx, [on.id, off.id, awake.id])
        return queueNotificationMails(
          tx,
          t.deps,
          'postal-card',
          recipients.map((to) => ({
            recipient: to,
            render: renderNotification('notification-postal-card', to, {
              name: to.firstname,
              child: 'Léa',
              section: 'A',
            }),
          })),
        )
      })
      expect(queued.sort()).toEqual([on.id, awake.id].sort())
      expect(await mailsTo(off.email!)).toHaveLength(0)
      const [held] = await mailsTo(on.email!)
      expect(held).toMatchObject({ template: 'notification-postal-card', language: 'de' })
      expect(held!.nextAttemptAt.toISOString()).toBe('2026-11-19T06:00:00.000Z')
      const token = encodeURIComponent(signUnsubscribeToken(t.deps.secret, on.id, 'postal-card'))
      expect(held!.headers).toEqual({
        'List-Unsubscribe': `<http://localhost:3000/api/v1/notifications/unsubscribe?token=${token}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      })
      expect(held!.text).toContain(`http://localhost:3000/unsubscribe?token=${token}`)
      const [now] = await mailsTo(awake.email!)
      expect(Math.abs(now!.nextAttemptAt.getTime() - Date.now())).toBeLessThan(60_000)
      expect(now!.text).not.toContain(token)
    } finally {
      t.clock.set('2026-11-18T09:30:00Z')
    }
  })

  it('keeps quiet hours in the account settings, as a pair', async () => {
    const guardian = await t.make.guardianOf([(await t.make.child(world.sectionIds[0])).id])
    const cookie = await t.login(guardian.email!)
    const get = await t.app.inject({ method: 'GET', url: '/api/v1/account', headers: { cookie } })
    expect(get.json().settings).toMatchObject({ quietHoursStart: '22:00', quietHoursEnd: '07:00' })
    const put = (payload: object) =>
      t.app.inject({ method: 'PUT', url: '/api/v1/account/settings', headers: { cookie }, payload })
    expect((await put({ quietHoursStart: '21:30' })).json()).toMatchObject({ errorCode: 'VALIDATION_ERROR' })
    expect((await put({ quietHoursStart: '25:00', quietHoursEnd: '07:00' })).statusCode).toBe(400)
    const none = await put({ quietHoursStart: null, quietHoursEnd: null })
    expect(none.json().settings).toMatchObject({ quietHoursStart: null, quietHoursEnd: null })
    const set = await put({ quietHoursStart: '21:30', quietHoursEnd: '06:45' })
    expect(set.json().settings).toMatchObject({ quietHoursStart: '21:30', quietHoursEnd: '06:45' })
  })

  describe('unsubscribe without sign-in', () => {
    it('shows the kind and a masked address, then turns off that kind only', async () => {
      const guardian = await t.make.guardianOf([(await t.make.child(world.sectionIds[0])).id], {
        email: 'claire.martin@example.org',
      })
      const token = signUnsubscribeToken(t.deps.secret, guardian.id, 'birthday')
      const url = `/api/v1/notifications/unsubscribe?token=${encodeURIComponent(token)}`
      const shown = await t.app.inject({ method: 'GET', url })
      expect(shown.json()).toEqual({ kind: 'birthday', maskedEmail: 'cl…@ex…', enabled: true })
      const done = await t.app.inject({ method: 'POST', url })
      expect(done.statusCode).toBe(200)
      expect(done.json()).toMatchObject({ kind: 'birthday', enabled: false })
      const settings = await settingsOf(guardian.id)
      expect(settings).toMatchObject({ birthdayNotifications: false })
      expect(settings).not.toHaveProperty('weeklyNotifications')
      expect((await t.app.inject({ method: 'GET', url })).json()).toMatchObject({ enabled: false })
    })

    it('answers LINK_INVALID to a forged, altered or foreign-kind token', async () => {
      const guardian = await t.make.guardianOf([(await t.make.child(world.sectionIds[0])).id])
      const token = signUnsubscribeToken(t.deps.secret, guardian.id, 'birthday')
      const altered = token.replace('.birthday.', '.weekly.')
      for (const bad of [altered, 'nonsense', `${guardian.id}.birthday.AAAA`]) {
        const res = await t.app.inject({
          method: 'POST',
          url: `/api/v1/notifications/unsubscribe?token=${encodeURIComponent(bad)}`,
        })
        expect(res.statusCode).toBe(400)
        expect(res.json()).toMatchObject({ errorCode: 'LINK_INVALID' })
      }
      expect(await settingsOf(guardian.id)).not.toHaveProperty('weeklyNotifications')
    })

    it('accepts the RFC 8058 one-click form post, and refuses other forms', async () => {
      const guardian = await t.make.guardianOf([(await t.make.child(world.sectionIds[0])).id])
      const token = encodeURIComponent(signUnsubscribeToken(t.deps.secret, guardian.id, 'weekly'))
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/v1/notifications/unsubscribe?token=${token}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      })
      expect(res.statusCode).toBe(200)
      expect(await settingsOf(guardian.id)).toMatchObject({ weeklyNotifications: false })
      const cookie = await t.login(guardian.email!)
      const form = await t.app.inject({
        method: 'PUT',
        url: '/api/v1/account/settings',
        headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'weeklyNotifications=true',
      })
      expect(form.statusCode).toBe(415)
    })
  })

  it('through a real SMTP server: List-Unsubscribe arrives, and its one-click post turns off that kind only', async () => {
    const teacher = await t.make.staff('TEACHER', { sectionId: world.sectionIds[1] }, { language: 'de' })
    await t.database.db
      .update(users)
      .set({ settings: { quietHoursStart: null, quietHoursEnd: null } })
      .where(eq(users.id, teacher.id))
    // Only this mail is due: the others of this file are held or sent elsewhere.
    await t.database.db.execute(sql`update outbox_mails set status = 'sent'`)
    await queue(teacher.id)
    const peer = await startSmtpPeer()
    const sender = createMailSender({
      db: t.database.db,
      smtpUrl: peer.url,
      from: 'Nido <no-reply@nido.test>',
      log: { warn: () => undefined, error: () => undefined },
    })
    try {
      await sender.flush()
      const received = await peer.waitFor(teacher.email!, { subject: /Postkarte/ })
      const header = (key: string) => received.parsed.headers.find((h) => h.key === key)?.value
      const list = header('list-unsubscribe')
      expect(list).toMatch(/^<http:\/\/localhost:3000\/api\/v1\/notifications\/unsubscribe\?token=.+>$/)
      expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click')
      expect(received.text).toContain('/unsubscribe?token=')
      const url = new URL(list!.slice(1, -1))
      const res = await t.app.inject({
        method: 'POST',
        url: url.pathname + url.search,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      })
      expect(res.statusCode).toBe(200)
      const settings = await settingsOf(teacher.id)
      expect(settings).toMatchObject({ newPostalCardNotifications: false, quietHoursStart: null })
      expect(settings).not.toHaveProperty('birthdayNotifications')
      // The next postal-card mail is not queued; a birthday mail still is.
      expect(await queue(teacher.id)).toBe(false)
      expect(await queue(teacher.id, 'birthday')).toBe(true)
    } finally {
      await sender.close()
      await peer.close()
    }
  })

  it('has the unsubscribe line in every language', () => {
    for (const language of ['en', 'fr', 'de', 'es', 'it', 'nl_BE', 'pt']) {
      const mail = renderMail('notification-birthday', language, {
        name: 'A',
        child: 'Léa',
        section: 'B',
        unsubscribe: 'http://x/unsubscribe?token=t',
      })
      expect(mail.text).toContain('http://x/unsubscribe?token=t')
      expect(mail.subject).toContain('Léa')
    }
  })
})
