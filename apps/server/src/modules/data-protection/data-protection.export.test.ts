import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { randomUUID } from 'node:crypto'
import {
  calendarSubscriptions,
  chatChannels,
  chatMembers,
  chatMessages,
  chatReactions,
  childKeys,
  dailyCheckIns,
  dailyEntries,
  dailyLogDays,
  dailyMorningWords,
  invitations,
  media,
  mediaChildren,
  news,
  newsTargets,
  users,
} from '../../db/schema/index'
import { createTestApp, type TestApp } from '../../test/app'
import { json, readZip } from './data-protection.test-helpers'

// The export holds everything about a guardian and their children (docs/data-protection.md
// "What the export holds"): the tables of every module's personal-data declaration, each as JSON
// and CSV, the photos dated by their capture date, a README in the user's language; and only the
// photos the media visibility rule shows the guardian.

describe('data protection export', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(async () => t.close())

  const call = (method: 'GET' | 'POST', url: string, cookie: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) })

  async function photo(ownerId: string, bytes: string, fileName: string, takenAt: Date) {
    const key = `test/${ownerId}/${randomUUID()}.jpg`
    await t.deps.storage.put(key, Buffer.from(bytes), 'image/jpeg')
    const [row] = await t.database.db
      .insert(media)
      .values({
        ownerId,
        kind: 'gallery',
        type: 'IMAGE',
        storageKey: key,
        mimeType: 'image/jpeg',
        fileName,
        size: bytes.length,
        status: 'ready',
        takenAt,
      })
      .returning()
    return row!
  }

  it('holds the chat, calendar link, invitations, daily module, child key and feed items, as JSON and CSV', async () => {
    const db = t.database.db
    const now = t.clock.now()
    const world = await t.make.world()
    const child = await t.make.child(world.sectionIds[0], { firstname: 'Zoé' })
    const parent = await t.make.guardianOf([child.id], { referent: true, firstname: 'Inès', language: 'fr' })
    const teacher = await t.make.staff('TEACHER', { sectionId: world.sectionIds[0] })
    const school = world.schoolId

    // Chat: a channel with the teacher, the guardian's message and reaction, the teacher's answer.
    const [channel] = await db
      .insert(chatChannels)
      .values({ ownerId: parent.id, title: 'Zoé and the nap', lastActivityAt: now })
      .returning()
    await db.insert(chatMembers).values([
      { channelId: channel!.id, userId: parent.id },
      { channelId: channel!.id, userId: teacher.id },
    ])
    const [answer] = await db
      .insert(chatMessages)
      .values([
        { channelId: channel!.id, ownerId: parent.id, text: 'She slept badly, "sorry", tired' },
        { channelId: channel!.id, ownerId: teacher.id, text: 'Teacher answer kept out' },
      ])
      .returning()
      .then((rows) => rows.filter((row) => row.ownerId === teacher.id))
    await db.insert(chatReactions).values({ messageId: answer!.id, userId: parent.id, reactionType: 'heart' })
    await db
      .insert(calendarSubscriptions)
      .values({ userId: parent.id, tokenHash: 'calendar-token-hash-secret' })
    await db
      .insert(invitations)
      .values({ childId: child.id, senderId: parent.id, detail: 'grandma@example.test' })

    // The child's day: care log, morning word, check-in with who picks her up, her key.
    // Spec 000 §9 allowTransmissions: the care log reaches families (and so their export) where it is on.
    await t.make.feature(school, 'daily', true, { allowTransmissions: true })
    const [day] = await db
      .insert(dailyLogDays)
      .values({ childId: child.id, schoolId: school, date: '2026-11-17' })
      .returning()
    await db.insert(dailyEntries).values({
      dayId: day!.id,
      childId: child.id,
      schoolId: school,
      sectionId: world.sectionIds[0],
      date: '2026-11-17',
      time: '12:05',
      kind: 'note',
      comment: 'Ate all the soup',
      data: { kind: 'note' },
      batchId: randomUUID(),
      authorId: teacher.id,
    })
    await db.insert(dailyMorningWords).values({
      childId: child.id,
      schoolId: school,
      date: '2026-11-17',
      allFine: false,
      items: [{ type: 'Health', temperature: 38.2, comment: 'Teething' }],
    })
    await db.insert(dailyCheckIns).values({
      childId: child.id,
      schoolId: school,
      date: '2026-11-17',
      arrival: '08:15',
      departure: '17:30',
      pickup: {
        rawTextPicker: 'Aunt May',
        guardianId: null,
        contractHolderId: null,
        allowedToBringChildId: null,
      },
    })
    await db.insert(childKeys).values({ childId: child.id, key: 'zoe_2026' })

    // Feed items addressed to the child by name: one live, one not yet published.
    const addressed = async (text: string, publishAt: Date) => {
      const [item] = await db
        .insert(news)
        .values({
          type: 'Post',
          referenceId: randomUUID(),
          ownerId: teacher.id,
          schoolId: school,
          publishAt,
          searchText: text,
        })
        .returning()
      await db
        .insert(newsTargets)
        .values({ newsId: item!.id, targetType: 'User', targetId: child.id, publishAt })
    }
    await addressed('Zoé lost her first tooth', new Date(now.getTime() - 60_000))
    await addressed('Not yet published surprise', new Date(now.getTime() + 86_400_000))

    const cookie = await t.login(parent.email!)
    const created = await call('POST', '/api/v1/data-protection/exports', cookie)
    expect(created.statusCode, created.body).toBe(201)
    const entries = readZip((await call('GET', created.json().downloadUrl, cookie)).rawPayload)
    const rows = (name: string) => json(entries, `${name}.json`) as Array<Record<string, unknown>>
    const csv = (name: string) => {
      const entry = entries.get(`${name}.csv`)
      if (!entry) throw new Error(`no ${name}.csv in the zip`)
      return entry.toString()
    }

    const kid = `children/${child.id}`
    const expected: Array<[string, Record<string, unknown>, string]> = [
      [
        'me/chat/chat_messages',
        { text: 'She slept badly, "sorry", tired' },
        '"She slept badly, ""sorry"", tired"',
      ],
      ['me/chat/chat_channels', { title: 'Zoé and the nap' }, 'Zoé and the nap'],
      ['me/chat/chat_members', { channelId: channel!.id }, channel!.id],
      ['me/chat/chat_reactions', { messageId: answer!.id }, answer!.id],
      ['me/calendar/calendar_subscriptions', { lastUsedAt: null }, 'Created at'],
      ['me/invitations/invitations', { detail: 'grandma@example.test' }, 'grandma@example.test'],
      [`${kid}/daily-log/daily_entries`, { comment: 'Ate all the soup' }, 'Ate all the soup'],
      [`${kid}/daily-log/daily_log_days`, { date: '2026-11-17' }, '2026-11-17'],
      [`${kid}/daily/daily_morning_words`, { allFine: false }, 'Teething'],
      [`${kid}/daily/daily_check_ins`, { arrival: '08:15', departure: '17:30' }, 'Aunt May'],
      [`${kid}/child-keys/child_keys`, { key: 'zoe_2026' }, 'zoe_2026'],
      [`${kid}/news/news_targets`, { text: 'Zoé lost her first tooth' }, 'Zoé lost her first tooth'],
    ]
    for (const [name, row, inCsv] of expected) {
      expect(rows(name), name).toEqual([expect.objectContaining(row)])
      expect(csv(name), name).toContain(inCsv)
    }
    // Readable column names, one header line and one line per row.
    expect(csv(`${kid}/daily/daily_check_ins`).split('\r\n')[0]).toContain(
      'Child id,Date,Arrival,Departure,Pickup',
    )
    // Other members' messages are theirs; a token hash is a secret; a later item is not live yet.
    const everything = [...entries.values()].map((entry) => entry.toString()).join('\n')
    expect(everything).not.toContain('Teacher answer kept out')
    expect(everything).not.toContain('calendar-token-hash-secret')
    expect(everything).not.toContain('Not yet published surprise')

    // The README is in the guardian's language and lists each file with its row count.
    const readme = entries.get('README.txt')!.toString()
    expect(readme).toContain('Vos données Nido')
    expect(readme).toContain(
      `${kid}/daily-log/daily_entries.json, ${kid}/daily-log/daily_entries.csv: 1 lignes`,
    )
  })

  it('holds the care log as the family sees it: nothing where the school does not share it', async () => {
    const db = t.database.db
    const world = await t.make.world()
    const child = await t.make.child(world.sectionIds[0])
    const parent = await t.make.guardianOf([child.id], { referent: true })
    const [day] = await db
      .insert(dailyLogDays)
      .values({ childId: child.id, schoolId: world.schoolId, date: '2026-11-17' })
      .returning()
    await db.insert(dailyEntries).values({
      dayId: day!.id,
      childId: child.id,
      schoolId: world.schoolId,
      date: '2026-11-17',
      time: '10:00',
      kind: 'note',
      comment: 'Staff-only note',
      data: { kind: 'note' },
      batchId: randomUUID(),
    })
    const cookie = await t.login(parent.email!)
    const created = await call('POST', '/api/v1/data-protection/exports', cookie)
    const entries = readZip((await call('GET', created.json().downloadUrl, cookie)).rawPayload)
    const kid = `children/${child.id}`
    expect(json(entries, `${kid}/daily-log/daily_log_days.json`)).toHaveLength(1)
    expect(json(entries, `${kid}/daily-log/daily_entries.json`)).toEqual([])
    expect(entries.get(`${kid}/daily-log/daily_entries.csv`)?.toString()).not.toContain('Staff-only note')
  })

  it('gives a child who signs in what the modules hold about them as a child', async () => {
    // A childrenLogin brand (spec 000 §1): children of its schools sign in.
    const world = await t.make.world({ variant: 'childrenLogin' })
    const child = await t.make.child(world.sectionIds[0], { email: `kid.${randomUUID()}@example.test` })
    await t.database.db.insert(childKeys).values({ childId: child.id, key: 'kid_0001' })
    const cookie = await t.login(child.email!)
    const created = await call('POST', '/api/v1/data-protection/exports', cookie)
    expect(created.statusCode, created.body).toBe(201)
    const entries = readZip((await call('GET', created.json().downloadUrl, cookie)).rawPayload)
    expect(json(entries, `children/${child.id}/child-keys/child_keys.json`)).toEqual([
      expect.objectContaining({ key: 'kid_0001' }),
    ])
  })

  it('dates photos by capture and leaves out a photo of a child whose guardians withheld consent', async () => {
    const db = t.database.db
    const world = await t.make.world()
    const child = await t.make.child(world.sectionIds[0], { firstname: 'Zoé' })
    const other = await t.make.child(world.sectionIds[0], { firstname: 'Léo' })
    await db.update(users).set({ photoConsentWithheld: true }).where(eq(users.id, other.id))
    const parent = await t.make.guardianOf([child.id], { referent: true })
    const teacher = await t.make.staff('TEACHER', { sectionId: world.sectionIds[0] })
    const alone = await photo(teacher.id, 'zoe-alone', 'swing.jpg', new Date('2026-06-02T10:00:00Z'))
    const together = await photo(teacher.id, 'zoe-and-leo', 'sandpit.jpg', new Date('2026-06-03T10:00:00Z'))
    const album = await call('POST', '/api/v1/galleries', await t.login(teacher.email!), {
      title: 'Summer',
      targets: [{ targetType: 'Section', targetId: world.sectionIds[0] }],
      mediaIds: [alone.id, together.id],
    })
    expect(album.statusCode, album.body).toBe(201)
    await db.insert(mediaChildren).values([
      { mediaId: alone.id, childId: child.id },
      { mediaId: together.id, childId: child.id },
      { mediaId: together.id, childId: other.id },
    ])

    const cookie = await t.login(parent.email!)
    const created = await call('POST', '/api/v1/data-protection/exports', cookie)
    const entries = readZip((await call('GET', created.json().downloadUrl, cookie)).rawPayload)
    const kid = `children/${child.id}`
    const listed = json(entries, `${kid}/media/media.json`) as Array<{
      id: string
      file: string
      takenAt: string
    }>
    expect(listed).toEqual([
      expect.objectContaining({
        id: alone.id,
        takenAt: '2026-06-02T10:00:00.000Z',
        file: `${kid}/files/2026-06-02_${alone.id.slice(-8)}_swing.jpg`,
      }),
    ])
    expect(entries.get(listed[0]!.file)?.toString()).toBe('zoe-alone')
    expect(entries.get(`${kid}/media/media.csv`)?.toString()).toContain('2026-06-02T10:00:00.000Z')
    // Neither the file nor its tag reaches the export.
    expect([...entries.keys()].some((name) => name.includes('sandpit'))).toBe(false)
    expect(json(entries, `${kid}/media/media_children.json`)).toEqual([
      expect.objectContaining({ mediaId: alone.id }),
    ])
  })
})
