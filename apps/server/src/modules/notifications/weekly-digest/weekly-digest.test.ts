import { eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { outboxMails, users, weeklyDigestSends } from '../../../db/schema/index'
import { createTestApp, type TestApp } from '../../../test/app'
import { insertEvent } from '../../calendar/index'
import { indexNews, makeNews } from '../../news/index'
import { weeklyDigestOf, type DigestChild, type GuardianWeek } from './weekly-digest.content'
import { runWeeklyDigest } from './weekly-digest.job'
import { renderWeeklyDigest } from './weekly-digest.render'

// Spec 001 §3 weeklyNotifications (docs/notifications-weekly.md): on a Friday after 17:00 in the
// school's zone, each guardian with the setting on gets ONE mail with their own children's week;
// off, an empty week, or a second run send nothing. Real database, data built per test file.

const friday = '2026-11-27T16:30:00Z' // 17:30 in Paris
const hours = (h: number) => new Date(new Date(friday).getTime() - h * 3_600_000)

describe('the weekly digest (spec 001 §3 weeklyNotifications)', () => {
  let t: TestApp
  const people: Record<string, { id: string; email: string | null }> = {}
  const mailsTo = async (email: string | null) =>
    t.database.db.select().from(outboxMails).where(eq(outboxMails.toAddress, email!))

  beforeAll(async () => {
    t = await createTestApp({ now: friday })
    const { make } = t
    const world = await make.world()
    const [sectionA, sectionB] = world.sectionIds
    const director = await make.staff('DIRECTOR', { schoolId: world.schoolId })
    const lea = await make.child(sectionA, { firstname: 'Léa' })
    const tom = await make.child(sectionB, { firstname: 'Tom' })
    people.ofLea = await make.guardianOf([lea.id], { language: 'fr', firstname: 'Claire' })
    people.ofTom = await make.guardianOf([tom.id], { language: 'en', firstname: 'Sam' })
    people.off = await make.guardianOf([lea.id])
    await t.database.db
      .update(users)
      .set({ settings: { weeklyNotifications: false } })
      .where(eq(users.id, people.off.id))
    // A guardian of another school where nothing happened this week.
    const quiet = await make.world()
    const nobody = await make.child(quiet.sectionIds[0], { firstname: 'Noé' })
    people.quiet = await make.guardianOf([nobody.id])
    await makeNews(t.database.db, {
      ownerId: director.id,
      schoolId: quiet.schoolId,
      targets: [{ targetType: 'Section', targetId: quiet.sectionIds[0] }],
      publishAt: hours(24 * 9),
      text: 'Old news of the quiet school',
    })

    const post = (
      text: string,
      targets: { targetType: 'Section' | 'School' | 'User'; targetId: string }[],
      at: Date,
      status: 'published' | 'pending' = 'published',
    ) =>
      makeNews(t.database.db, {
        ownerId: director.id,
        schoolId: world.schoolId,
        targets,
        publishAt: at,
        text,
        status,
      })
    await post(
      'Painting in section A <b>&</b> more',
      [{ targetType: 'Section', targetId: sectionA }],
      hours(48),
    )
    await post('Garden day in section B', [{ targetType: 'Section', targetId: sectionB }], hours(30))
    await post(
      'The school is closed on Monday',
      [{ targetType: 'School', targetId: world.schoolId }],
      hours(5),
    )
    await post('A word for Léa’s family', [{ targetType: 'User', targetId: lea.id }], hours(3))
    await post('Last week, already sent', [{ targetType: 'School', targetId: world.schoolId }], hours(24 * 8))
    await post(
      'Waiting for moderation',
      [{ targetType: 'School', targetId: world.schoolId }],
      hours(2),
      'pending',
    )
    const event = await insertEvent(t.database.db, {
      schoolId: world.schoolId,
      ownerId: director.id,
      title: 'Pumpkin party',
      description: '',
      startsAt: new Date('2026-11-30T09:00:00Z'),
      endsAt: new Date('2026-11-30T11:00:00Z'),
      allDay: false,
      colour: 'blue',
      alert: false,
      alertNumber: 0,
      alertUnit: 'minutes',
      recurrence: 'none',
      recurrenceUntil: null,
      exceptionDates: [],
      timezone: 'Europe/Paris',
    })
    await indexNews(t.database.db, {
      type: 'Event',
      referenceId: event.id,
      ownerId: director.id,
      schoolId: world.schoolId,
      status: 'published',
      publishAt: hours(24 * 20),
      searchText: 'Pumpkin party',
      targets: [{ targetType: 'Section', targetId: sectionA }],
    })
  }, 60_000)
  afterAll(async () => t.close())

  it('is not due before Friday 17:00 in the school’s zone', async () => {
    const result = await runWeeklyDigest(t.deps, new Date('2026-11-27T15:30:00Z'))
    expect(result.guardians).toBe(0)
    expect(await mailsTo(people.ofLea!.email)).toHaveLength(0)
  })

  it('sends each guardian one mail with their own children’s week only', async () => {
    await runWeeklyDigest(t.deps, t.clock.now())
    const [lea] = await mailsTo(people.ofLea!.email)
    expect(lea).toBeDefined()
    expect(lea!.language).toBe('fr')
    expect(lea!.subject).toBe('La semaine de Léa')
    expect(lea!.text).toContain('Painting in section A & more')
    expect(lea!.text).toContain('The school is closed on Monday')
    expect(lea!.text).toContain('A word for Léa’s family')
    expect(lea!.text).toContain('Pumpkin party')
    expect(lea!.text).toMatch(/lundi 30 novembre.*10:00/)
    expect(lea!.text).not.toContain('Garden day in section B')
    expect(lea!.text).not.toContain('Last week, already sent')
    expect(lea!.text).not.toContain('Waiting for moderation')
    // Escaped in the HTML, with links to the app rather than attachments.
    expect(lea!.html).toContain('Painting in section A &amp; more')
    expect(lea!.html).toContain(`${t.deps.config.publicUrl}/news/`)
    expect(lea!.text).toContain('/unsubscribe?')

    const [tom, ...more] = await mailsTo(people.ofTom!.email)
    expect(more).toHaveLength(0)
    expect(tom!.subject).toBe('The week of Tom')
    expect(tom!.text).toContain('Garden day in section B')
    expect(tom!.text).toContain('The school is closed on Monday')
    expect(tom!.text).not.toContain('Painting in section A')
    expect(tom!.text).not.toContain('A word for Léa')
    expect(tom!.text).not.toContain('Pumpkin party')
  })

  it('sends nothing to a guardian who turned it off, nor for an empty week', async () => {
    expect(await mailsTo(people.off!.email)).toHaveLength(0)
    expect(await mailsTo(people.quiet!.email)).toHaveLength(0)
    // The empty week is done all the same: the next quarter does not build it again.
    const done = await t.database.db
      .select()
      .from(weeklyDigestSends)
      .where(eq(weeklyDigestSends.userId, people.quiet!.id))
    expect(done.map((d) => [d.week, d.mailed])).toEqual([['2026-11-23', false]])
  })

  it('never sends twice in a week: a re-run and two processes at once send nothing more', async () => {
    const again = await runWeeklyDigest(t.deps, new Date('2026-11-27T17:00:00Z'))
    const both = await Promise.all([
      runWeeklyDigest(t.deps, new Date('2026-11-28T10:00:00Z')),
      runWeeklyDigest(t.deps, new Date('2026-11-28T10:00:00Z')),
    ])
    expect(again.mailed + both[0].mailed + both[1].mailed).toBe(0)
    const mails = await t.database.db
      .select()
      .from(outboxMails)
      .where(inArray(outboxMails.toAddress, [people.ofLea!.email!, people.ofTom!.email!]))
    expect(mails).toHaveLength(2)
  })
})

describe('the digest’s content and words (weekly-digest.content.ts, .render.ts)', () => {
  const child = (
    id: string,
    firstname: string,
    gender: DigestChild['gender'],
    sectionIds: string[],
  ): DigestChild => ({
    id,
    firstname,
    gender,
    sectionIds,
    schoolIds: ['school'],
  })
  const week = (over: Partial<GuardianWeek> = {}): GuardianWeek => ({
    guardian: { id: 'g', email: 'g@example.test', firstname: 'Ana', language: 'pt', settings: {} },
    period: {
      since: new Date('2026-11-20T16:00:00Z'),
      until: new Date('2026-11-27T16:00:00Z'),
      timezone: 'Europe/Lisbon',
      week: '2026-11-23',
    },
    children: [child('c1', 'Maria', 'Female', ['s1']), child('c2', 'João', 'Male', ['s2'])],
    items: [],
    careDays: [],
    events: [],
    ...over,
  })

  it('an empty week gives nothing, even with events ahead', () => {
    const events = [
      {
        newsId: 'e',
        title: 'Party',
        startsAt: new Date('2026-11-30T10:00:00Z'),
        endsAt: new Date('2026-11-30T11:00:00Z'),
        allDay: false,
        firstDay: '2026-11-30',
        targets: [{ targetType: 'School' as const, targetId: 'school' }],
      },
    ]
    expect(weeklyDigestOf(week({ events }))).toBeNull()
  })

  it('counts the care log per kind and agrees with the child’s gender (Portuguese article)', () => {
    const digest = weeklyDigestOf(
      week({
        careDays: [
          { childId: 'c1', date: '2026-11-24', kinds: ['meal', 'nap', 'meal'] },
          { childId: 'c1', date: '2026-11-25', kinds: ['nap'] },
          { childId: 'c2', date: '2026-11-25', kinds: ['bottle'] },
        ],
        items: [
          {
            newsId: 'n1',
            type: 'Gallery',
            publishAt: new Date('2026-11-24T10:00:00Z'),
            title: 'Outono',
            photoCount: 4,
            targets: [{ targetType: 'School', targetId: 'school' }],
          },
        ],
      }),
    )!
    // The item reached both children: listed once, under the first.
    expect(digest.children.map((c) => [c.child.firstname, c.items.length])).toEqual([
      ['João', 1],
      ['Maria', 0],
    ])
    expect(digest.children[1]!.care).toEqual([
      { kind: 'meal', count: 2 },
      { kind: 'nap', count: 2 },
    ])
    const mail = renderWeeklyDigest(digest, {
      publicUrl: 'https://nido.test',
      unsubscribe: 'https://nido.test/u',
    })
    expect(mail.subject).toBe('A semana de João e Maria')
    expect(mail.text).toContain('A Maria esteve connosco 2 dias esta semana.')
    expect(mail.text).toContain('O João esteve connosco 1 dia esta semana.')
    expect(mail.text).toContain('Álbum: Outono (4 fotografias)')
    expect(mail.text).toContain('Refeição: 2 · Sesta: 2')
  })

  it('escapes every value in the HTML and elides French “de”', () => {
    const digest = weeklyDigestOf(
      week({
        guardian: { id: 'g', email: 'g@example.test', firstname: '<Eve>', language: 'fr', settings: {} },
        children: [child('c1', 'Inès', 'Female', ['s1'])],
        careDays: [{ childId: 'c1', date: '2026-11-24', kinds: ['nap'] }],
      }),
    )!
    const mail = renderWeeklyDigest(digest, {
      publicUrl: 'https://nido.test',
      unsubscribe: 'https://nido.test/u?a=1&b=2',
    })
    expect(mail.subject).toBe('La semaine d’Inès')
    expect(mail.text).toContain('Inès a été accueillie 1 jour cette semaine.')
    expect(mail.html).toContain('Bonjour &lt;Eve&gt;')
    expect(mail.html).not.toContain('<Eve>')
    expect(mail.html).toContain('https://nido.test/u?a=1&amp;b=2')
  })
})
