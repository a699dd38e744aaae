import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { stringify } from 'csv-stringify/sync'
import { and, eq } from 'drizzle-orm'
import { familyColumns } from '@nido/domain/contracts/directory'
import { guardianships, outboxMails, schools, users } from '../../db/schema/index'
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

  it('tells them too when the directory import links a guardian, not the guardians linked together', async () => {
    await t.make.feature(null, 'management', true)
    const director = await t.make.staff('DIRECTOR', { schoolId: world.schoolId })
    const cookie = await t.login(director.email!)
    const [school] = await t.database.db
      .select({ name: schools.name })
      .from(schools)
      .where(eq(schools.id, world.schoolId))
    const tag = world.groupId.slice(0, 8)
    const row = (child: string, guardian: string, firstname: string, relationship = 'Mother') => ({
      school: school!.name,
      section: 'A',
      child_ref: child,
      child_firstname: child === 'C1' ? 'Zoé' : 'Hugo',
      child_lastname: 'Martin',
      child_birth_date: '2023-04-05',
      child_gender: 'Female',
      guardian_ref: guardian,
      guardian_firstname: firstname,
      guardian_lastname: 'Martin',
      guardian_email: `${guardian.toLowerCase()}.${tag}@example.test`,
      guardian_phone: '',
      relationship,
      referent: 'yes',
      parental_authority: 'yes',
    })
    const importRows = async (rows: Array<Record<string, string>>) => {
      const body = stringify([[...familyColumns], ...rows.map((r) => familyColumns.map((c) => r[c] ?? ''))], {
        record_delimiter: 'windows',
      })
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/directory/import/families?sendActivation=false',
        headers: { cookie, 'content-type': 'text/csv' },
        payload: body,
      })
      expect(res.statusCode, res.body).toBe(200)
      expect(res.json<{ imported: boolean }>().imported).toBe(true)
    }
    const newGuardianMails = (address: string) =>
      t.database.db
        .select()
        .from(outboxMails)
        .where(and(eq(outboxMails.toAddress, address), eq(outboxMails.template, 'notification-new-guardian')))
    const address = (ref: string) => `${ref.toLowerCase()}.${tag}@example.test`

    // Both parents of each child arrive together: nobody is told of the other.
    await importRows([row('C1', 'G1', 'Anne'), row('C1', 'G2', 'Marc', 'Father'), row('C2', 'G3', 'Inès')])
    for (const ref of ['G1', 'G2', 'G3']) expect(await newGuardianMails(address(ref))).toHaveLength(0)
    await t.database.db
      .update(users)
      .set({ settings: { newGuardianOnReferentChildNotifications: false } })
      .where(eq(users.email, address('G3')))

    // A later import links a grandmother to both children: the referents already there are told.
    await importRows([
      row('C1', 'G1', 'Anne'),
      row('C1', 'G2', 'Marc', 'Father'),
      row('C1', 'G4', 'Rose', 'GrandMother'),
      row('C2', 'G3', 'Inès'),
      row('C2', 'G4', 'Rose', 'GrandMother'),
    ])
    for (const ref of ['G1', 'G2']) {
      const mails = await newGuardianMails(address(ref))
      expect(mails).toHaveLength(1)
      expect(mails[0]!.subject).toBe('Rose Martin now follows Zoé on Nido')
      expect(mails[0]!.text).toContain('Grandmother')
    }
    // The setting off: none; the newcomer herself: none.
    expect(await newGuardianMails(address('G3'))).toHaveLength(0)
    expect(await newGuardianMails(address('G4'))).toHaveLength(0)
  })
})
