import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { guardianships, outboxMails, users } from '../../db/schema/index'
import { createTestApp, type TestApp } from '../../test/app'
import type { World } from '../../test/factories'
import { ensureChildKey } from '../child-keys/index'

// Spec 001 §3 newGuardianOnReferentChildNotifications (docs/notifications.md): when a guardian is
// linked to a child, the child's other referent guardians are told who and with which relationship.
describe('new guardian e-mails (spec 001 §3)', () => {
  let t: TestApp
  let world: World
  beforeAll(async () => {
    t = await createTestApp({ now: '2026-11-18T09:30:00Z' })
    world = await t.make.world()
  })
  afterAll(() => t.close())

  const to = (address: string) =>
    t.database.db.select().from(outboxMails).where(eq(outboxMails.toAddress, address))

  it('tells the other referent guardians, not a non-referent one, when a child key links a guardian', async () => {
    const child = await t.make.child(world.sectionIds[0], { firstname: 'Léa' })
    const referent = await t.make.guardianOf([child.id], { language: 'fr' })
    const optedOut = await t.make.guardianOf([child.id])
    await t.database.db
      .update(users)
      .set({ settings: { newGuardianOnReferentChildNotifications: false } })
      .where(eq(users.id, optedOut.id))
    const notReferent = await t.make.guardianOf([child.id], { referent: false })
    // The child's key, as the guardian types it (spec 001 §5).
    const key = await ensureChildKey(t.database.db, child.id)
    const newcomer = await t.make.user('GUARDIAN', { firstname: 'Paul', lastname: 'Durand' })
    const cookie = await t.login(newcomer.email!)
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/child-keys/links',
      headers: { cookie },
      payload: { code: key, profile: { referent: true, relationship: 'GrandFather' } },
    })
    expect(res.statusCode, res.body).toBeLessThan(300)
    const [mail] = await to(referent.email!)
    expect(mail).toMatchObject({ template: 'notification-new-guardian', language: 'fr' })
    expect(mail!.subject).toBe('Paul Durand suit désormais Léa sur Nido')
    expect(mail!.text).toContain('Grand-père')
    expect(mail!.headers!['List-Unsubscribe']).toContain('/api/v1/notifications/unsubscribe?token=')
    expect(await to(optedOut.email!)).toHaveLength(0)
    expect(await to(notReferent.email!)).toHaveLength(0)
    expect(await to(newcomer.email!)).toHaveLength(0)
    const links = await t.database.db.select().from(guardianships).where(eq(guardianships.childId, child.id))
    expect(links).toHaveLength(4)
  })
})
