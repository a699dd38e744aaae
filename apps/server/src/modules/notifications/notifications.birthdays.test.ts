import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import { outboxMails, schools, users } from '../../db/schema/index'
import { createTestApp, type TestApp } from '../../test/app'
import type { World } from '../../test/factories'
import { runBirthdayMails } from './notifications.birthdays'

// Spec 001 §3 birthdayNotifications (docs/notifications.md, decision 0055): the day before a
// child's birthday, from 08:00 in the school's zone, the staff of the child's sections are told,
// and the families of those sections when the school allows it; once per child and birthday.
describe('birthday e-mails (spec 001 §3)', () => {
  let t: TestApp
  let w: World
  const people: Record<string, { id: string; email: string }> = {}

  const told = async (who: string) =>
    (
      await t.database.db
        .select({ subject: outboxMails.subject, language: outboxMails.language, text: outboxMails.text })
        .from(outboxMails)
        .where(
          and(
            eq(outboxMails.toAddress, people[who]!.email),
            eq(outboxMails.template, 'notification-birthday'),
          ),
        )
    ).map((m) => m.subject)
  const runAt = (iso: string) => {
    t.clock.set(iso)
    return runBirthdayMails(t.deps, t.clock.now())
  }

  beforeAll(async () => {
    t = await createTestApp({ now: '2027-02-27T06:30:00Z' })
    w = await t.make.world()
    const [a, b] = w.sectionIds
    const keep = (key: string, user: { id: string; email: string | null }) => {
      people[key] = { id: user.id, email: user.email! }
    }
    const child = (firstname: string, birthDate: string, section = a) =>
      t.make.child(section, { firstname, lastname: 'Petit' }).then(async (c) => {
        await t.database.db.update(users).set({ birthDate }).where(eq(users.id, c.id))
        return c
      })
    const leap = await child('Léo', '2024-02-29')
    const feb28 = await child('Mia', '2023-02-28')
    await child('Noé', '2023-03-01')
    const march2 = await child('Zoé', '2023-03-02')
    const inB = await child('Tom', '2023-03-02', b)
    keep('teacher', await t.make.staff('TEACHER', { sectionId: a }, { language: 'fr' }))
    keep('teacherB', await t.make.staff('TEACHER', { sectionId: b }))
    keep('optedOut', await t.make.staff('TEACHER', { sectionId: a }))
    await t.database.db
      .update(users)
      .set({ settings: { birthdayNotifications: false } })
      .where(eq(users.id, people.optedOut!.id))
    keep('director', await t.make.staff('DIRECTOR', { schoolId: w.schoolId }))
    // Families of section A: Léo's and Mia's parent, Zoé's; Tom's, the only child of section B.
    keep('family', await t.make.guardianOf([leap.id, feb28.id]))
    keep('zoeParent', await t.make.guardianOf([march2.id]))
    keep('familyB', await t.make.guardianOf([inB.id]))
  })
  afterAll(() => t.close())

  it('sends nothing before 08:00 in the school’s zone', async () => {
    // 07:30 in Paris on 27 February.
    expect(await runAt('2027-02-27T06:30:00Z')).toBe(0)
    expect(await told('teacher')).toEqual([])
  })

  it('tells the section’s staff of tomorrow’s birthdays, 29 February births on the 28th, once', async () => {
    expect(await runAt('2027-02-27T07:05:00Z')).toBe(2)
    expect((await told('teacher')).sort()).toEqual([
      'Anniversaire demain : Léo Petit',
      'Anniversaire demain : Mia Petit',
    ])
    // Setting off, another section, staff of the school but not of the section, families (option off).
    for (const who of ['optedOut', 'teacherB', 'director', 'family', 'zoeParent', 'familyB'])
      expect(await told(who), who).toEqual([])
    // Re-runs the same day send nothing again.
    expect(await runAt('2027-02-27T07:20:00Z')).toBe(0)
    expect(await runAt('2027-02-27T22:50:00Z')).toBe(0)
    expect(await told('teacher')).toHaveLength(2)
  })

  it('tells the families of the section too when the school allows it, not the child’s own', async () => {
    await t.database.db
      .update(schools)
      .set({ familiesToldOfBirthdays: true })
      .where(eq(schools.id, w.schoolId))
    // 1 March, 09:00 in Paris: Zoé's (section A) and Tom's (section B) birthdays are tomorrow.
    expect(await runAt('2027-03-01T08:00:00Z')).toBe(3)
    expect(await told('teacher')).toContain('Anniversaire demain : Zoé Petit')
    expect(await told('teacherB')).toEqual(['Birthday tomorrow: Tom Petit'])
    // Families read the first name only; a child's own parents are not told.
    expect(await told('family')).toEqual(['Birthday tomorrow: Zoé'])
    expect(await told('zoeParent')).toEqual([])
    expect(await told('familyB')).toEqual([])
    expect(await told('optedOut')).toEqual([])
    expect(await runAt('2027-03-01T09:00:00Z')).toBe(0)
  })

  it('tells of a 29 February birth on the eve of the 29th in a leap year, not of the 28th', async () => {
    await t.database.db
      .update(schools)
      .set({ familiesToldOfBirthdays: false })
      .where(eq(schools.id, w.schoolId))
    expect(await runAt('2028-02-27T08:00:00Z')).toBe(1)
    expect(await runAt('2028-02-28T08:00:00Z')).toBe(1)
    const subjects = await told('teacher')
    expect(subjects.filter((s) => s.includes('Léo'))).toHaveLength(2)
    expect(subjects.filter((s) => s.includes('Mia'))).toHaveLength(2)
  })
})
