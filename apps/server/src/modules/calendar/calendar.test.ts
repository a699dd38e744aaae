import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import type { CalendarEntries, CalendarEvent } from '@nido/domain/contracts/calendar'
import { auditLog, news, newsTargets, openings, users } from '../../db/schema/index'
import { createTestApp, type TestApp } from '../../test/app'
import type { World } from '../../test/factories'

// Calendar: spec 001 §3 Calendar event (sharing list, recurrence, alert, time zone),
// §4 Calendar, §5 calendar rules (+5 minutes, all-day), §7 move (PUT startsAt, endsAt); spec 000
// §6 (staff write, observers read only, out of scope is 404); events in the feed; the iCalendar
// subscription.
describe('calendar (spec 001 §3, §4, §5, §7)', () => {
  let t: TestApp
  let world: World
  let other: World
  const cookies: Record<string, string> = {}
  const ids: Record<string, string> = {}

  const call = (who: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      ...(cookies[who] ? { headers: { cookie: cookies[who] } } : {}),
      ...(payload ? { payload } : {}),
    })

  const november = { start: '2026-11-01T00:00:00Z', end: '2026-12-01T00:00:00Z' }
  const entries = async (who: string, range = november) => {
    const res = await call(who, 'GET', `/api/v1/calendar/entries?start=${range.start}&end=${range.end}`)
    expect(res.statusCode, res.body).toBe(200)
    return res.json<CalendarEntries>()
  }

  beforeAll(async () => {
    t = await createTestApp({ now: '2026-11-18T09:30:00Z' })
    world = await t.make.world()
    other = await t.make.world()
    const [s1, s2] = world.sectionIds
    const child = await t.make.child(s1, { firstname: 'Louise', lastname: 'Martin' })
    const sibling = await t.make.child(s1)
    const child2 = await t.make.child(s2)
    const otherChild = await t.make.child(other.sectionIds[0])
    await t.database.db.update(users).set({ birthDate: '2024-11-22' }).where(eq(users.id, child.id))
    await t.database.db.insert(openings).values({
      schoolId: world.schoolId,
      type: 'Closing',
      dateFrom: '2026-11-11',
      dateTo: '2026-11-11',
      label: 'Armistice',
    })
    const people = {
      director: await t.make.staff('DIRECTOR', { schoolId: world.schoolId }),
      teacher: await t.make.staff('TEACHER', { sectionId: s1 }),
      teacher2: await t.make.staff('TEACHER', { sectionId: s2 }),
      observer: await t.make.staff('TEACHER', { sectionId: s1 }, { observer: true }),
      guardian: await t.make.guardianOf([child.id]),
      siblingGuardian: await t.make.guardianOf([sibling.id]),
      guardian2: await t.make.guardianOf([child2.id]),
      otherGuardian: await t.make.guardianOf([otherChild.id]),
      otherDirector: await t.make.staff('DIRECTOR', { schoolId: other.schoolId }),
    }
    for (const [who, user] of Object.entries(people)) {
      ids[who] = user.id
      cookies[who] = await t.login(user.email!)
    }
    ids.child = child.id
    ids.otherChild = otherChild.id
  })
  afterAll(async () => t.close())

  async function create(who: string, extra: Record<string, unknown> = {}) {
    const res = await call(who, 'POST', '/api/v1/calendar/events', {
      title: 'Parents’ evening',
      description: 'In the big room',
      startsAt: '2026-11-25T17:00:00+01:00',
      endsAt: '2026-11-25T18:30:00+01:00',
      sharing: { sectionIds: [world.sectionIds[0]] },
      ...extra,
    })
    expect(res.statusCode, res.body).toBe(201)
    return res.json<CalendarEvent>()
  }

  it('a teacher creates an event; its feed item reaches the section (news index, Event)', async () => {
    const event = await create('teacher')
    expect(event).toMatchObject({
      title: 'Parents’ evening',
      timezone: 'Europe/Paris',
      colour: 'blue',
      alert: false,
      alertNumber: 0,
      alertUnit: 'minutes',
      recurrence: { frequency: 'none', until: null, exceptions: [] },
      sharing: { sectionIds: [world.sectionIds[0]], schoolIds: [], childIds: [] },
      canEdit: true,
      status: 'published',
    })
    const [row] = await t.database.db
      .select()
      .from(news)
      .where(and(eq(news.type, 'Event'), eq(news.referenceId, event.id)))
    expect(row).toMatchObject({ status: 'published', ownerId: ids.teacher })
    const targets = await t.database.db.select().from(newsTargets).where(eq(newsTargets.newsId, row!.id))
    expect(targets.map((x) => [x.targetType, x.targetId])).toEqual([['Section', world.sectionIds[0]]])

    const feed = (await call('guardian', 'GET', '/api/v1/news')).json<{
      items: Array<{ type: string; referenceId: string; event: unknown }>
    }>()
    expect(feed.items.find((i) => i.referenceId === event.id)).toMatchObject({
      type: 'Event',
      event: { title: 'Parents’ evening', allDay: false, recurrence: 'none', colour: 'blue' },
    })

    // Readers see it, read-only, without the sharing list (it names children).
    const seen = (await call('guardian', 'GET', `/api/v1/calendar/events/${event.id}`)).json<CalendarEvent>()
    expect(seen).toMatchObject({ canEdit: false, sharing: { sectionIds: [], childIds: [] } })
    const list = await entries('guardian')
    expect(list.canCreate).toBe(false)
    expect(list.entries.find((e) => e.eventId === event.id)).toMatchObject({
      kind: 'event',
      startsAt: '2026-11-25T16:00:00.000Z',
      endsAt: '2026-11-25T17:30:00.000Z',
      editable: false,
    })
    expect((await entries('director')).entries.find((e) => e.eventId === event.id)?.editable).toBe(true)
    expect((await entries('teacher')).canCreate).toBe(true)
    // Outside the sharing list: another section, another school → 404 and absent from lists.
    for (const who of ['guardian2', 'teacher2', 'otherGuardian', 'otherDirector']) {
      expect((await call(who, 'GET', `/api/v1/calendar/events/${event.id}`)).statusCode, who).toBe(404)
      expect(
        (await entries(who)).entries.some((e) => e.eventId === event.id),
        who,
      ).toBe(false)
    }
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'calendar.create'))
    expect(audits.some((a) => (a.targets as { eventId?: string }).eventId === event.id)).toBe(true)
  })

  it('a child in the sharing list: their guardians see it, the section’s other families do not', async () => {
    const event = await create('teacher', { sharing: { childIds: [ids.child] } })
    expect((await call('guardian', 'GET', `/api/v1/calendar/events/${event.id}`)).statusCode).toBe(200)
    expect((await call('siblingGuardian', 'GET', `/api/v1/calendar/events/${event.id}`)).statusCode).toBe(404)
    // The school's director sees and manages every event of the school (query scope by school).
    const seenByDirector = await call('director', 'GET', `/api/v1/calendar/events/${event.id}`)
    expect(seenByDirector.json()).toMatchObject({ canEdit: true, sharing: { childIds: [ids.child] } })
    // A child id must name a child in the author's scope.
    for (const childIds of [[ids.guardian], [ids.otherChild]]) {
      const res = await call('teacher', 'POST', '/api/v1/calendar/events', {
        title: 'x',
        startsAt: '2026-11-25T17:00:00Z',
        endsAt: '2026-11-25T18:00:00Z',
        sharing: { childIds },
      })
      expect(res.statusCode).toBe(404)
    }
    // Teachers may not share with a whole school; nothing at all is EMPTY_SHARINGS_SCOPE.
    const school = await call('teacher', 'POST', '/api/v1/calendar/events', {
      title: 'x',
      startsAt: '2026-11-25T17:00:00Z',
      endsAt: '2026-11-25T18:00:00Z',
      sharing: { schoolIds: [world.schoolId] },
    })
    expect(school.statusCode).toBe(403)
    const none = await call('teacher', 'POST', '/api/v1/calendar/events', {
      title: 'x',
      startsAt: '2026-11-25T17:00:00Z',
      endsAt: '2026-11-25T18:00:00Z',
      sharing: {},
    })
    expect(none.json()).toMatchObject({ errorCode: 'EMPTY_SHARINGS_SCOPE' })
  })

  it('spec 001 §5: zero-length events get +5 minutes; all-day events cover whole local days', async () => {
    const zero = await create('teacher', {
      startsAt: '2026-11-26T09:00:00Z',
      endsAt: '2026-11-26T09:00:00Z',
    })
    expect(zero.endsAt).toBe('2026-11-26T09:05:00.000Z')
    const allDay = await create('teacher', {
      allDay: true,
      startsAt: '2026-11-26T10:00:00Z',
      endsAt: '2026-11-27T10:00:00Z',
    })
    // Paris midnight of the 26th to midnight after the 26th (end is exclusive).
    expect(allDay).toMatchObject({ startsAt: '2026-11-25T23:00:00.000Z', endsAt: '2026-11-26T23:00:00.000Z' })
    const entry = (await entries('guardian')).entries.find((e) => e.eventId === allDay.id)
    expect(entry).toMatchObject({ allDay: true, firstDay: '2026-11-26', lastDay: '2026-11-26' })
    const backwards = await call('teacher', 'POST', '/api/v1/calendar/events', {
      title: 'x',
      startsAt: '2026-11-26T10:00:00Z',
      endsAt: '2026-11-26T09:00:00Z',
      sharing: { sectionIds: [world.sectionIds[0]] },
    })
    expect(backwards.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR' })
    // Far-away years are refused (they would make a daily series expand for ever).
    const ancient = await call('teacher', 'POST', '/api/v1/calendar/events', {
      title: 'x',
      startsAt: '1800-01-01T09:00:00Z',
      endsAt: '1800-01-01T10:00:00Z',
      sharing: { sectionIds: [world.sectionIds[0]] },
    })
    expect(ancient.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR' })
  })

  it('recurrence is expanded in the range, without the exception dates', async () => {
    const event = await create('director', {
      title: 'Swimming',
      startsAt: '2026-11-02T10:00:00+01:00',
      endsAt: '2026-11-02T11:00:00+01:00',
      sharing: { schoolIds: [world.schoolId] },
      recurrence: { frequency: 'weekly', until: '2026-12-31', exceptions: ['2026-11-16'] },
      alert: true,
      alertNumber: 1,
      alertUnit: 'hours',
    })
    const days = (await entries('guardian2')).entries
      .filter((e) => e.eventId === event.id)
      .map((e) => e.firstDay)
    expect(days).toEqual(['2026-11-02', '2026-11-09', '2026-11-23', '2026-11-30'])
    const december = await entries('guardian2', {
      start: '2026-12-01T00:00:00Z',
      end: '2027-02-01T00:00:00Z',
    })
    // 7, 14, 21 and 28 December; the series ends on the 31st.
    expect(december.entries.filter((e) => e.eventId === event.id)).toHaveLength(4)
    expect(december.entries.find((e) => e.eventId === event.id)).toMatchObject({
      recurring: true,
      seriesStartsAt: '2026-11-02T09:00:00.000Z',
    })
  })

  it('birthdays and closings are read-only entries; slot requests have no module yet', async () => {
    const list = await entries('guardian')
    expect(list.entries.find((e) => e.kind === 'birthday')).toMatchObject({
      title: 'Louise Martin',
      firstDay: '2026-11-22',
      age: 2,
      allDay: true,
      editable: false,
      eventId: null,
    })
    expect(list.entries.find((e) => e.kind === 'closing')).toMatchObject({
      title: 'Armistice',
      firstDay: '2026-11-11',
      editable: false,
    })
    // A teacher sees their section's birthdays; another school sees none of them.
    expect((await entries('teacher')).entries.some((e) => e.kind === 'birthday')).toBe(true)
    expect(
      (await entries('otherDirector')).entries.some((e) => e.kind === 'birthday' || e.kind === 'closing'),
    ).toBe(false)
  })

  it('spec 001 §7 move: the author and the school’s director move it; families, observers and others cannot', async () => {
    const event = await create('teacher')
    const move = (who: string, startsAt: string, endsAt: string) =>
      call(who, 'PUT', `/api/v1/calendar/events/${event.id}/move`, { startsAt, endsAt })
    let res = await move('teacher', '2026-11-27T16:00:00Z', '2026-11-27T17:30:00Z')
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({
      startsAt: '2026-11-27T16:00:00.000Z',
      endsAt: '2026-11-27T17:30:00.000Z',
    })
    res = await move('director', '2026-11-28T16:00:00Z', '2026-11-28T16:00:00Z')
    expect(res.json().endsAt).toBe('2026-11-28T16:05:00.000Z')
    expect((await move('guardian', '2026-11-29T16:00:00Z', '2026-11-29T17:00:00Z')).statusCode).toBe(403)
    expect((await move('observer', '2026-11-29T16:00:00Z', '2026-11-29T17:00:00Z')).json()).toMatchObject({
      errorCode: 'FORBIDDEN_OBSERVER',
    })
    expect((await move('teacher2', '2026-11-29T16:00:00Z', '2026-11-29T17:00:00Z')).statusCode).toBe(404)
    expect((await move('otherDirector', '2026-11-29T16:00:00Z', '2026-11-29T17:00:00Z')).statusCode).toBe(404)
    // Refused: the stored dates stay as they were (the web restores the drag).
    expect((await move('teacher', '2026-11-29T17:00:00Z', '2026-11-29T16:00:00Z')).statusCode).toBe(400)
    const after = (await call('teacher', 'GET', `/api/v1/calendar/events/${event.id}`)).json<CalendarEvent>()
    expect(after.startsAt).toBe('2026-11-28T16:00:00.000Z')
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'calendar.move'))
    expect(audits.filter((a) => (a.targets as { eventId?: string }).eventId === event.id)).toHaveLength(2)
  })

  it('moving a series shifts its exception dates with it', async () => {
    const event = await create('teacher', {
      startsAt: '2026-11-02T10:00:00+01:00',
      endsAt: '2026-11-02T11:00:00+01:00',
      recurrence: { frequency: 'weekly', until: '2026-11-30', exceptions: ['2026-11-16'] },
    })
    const res = await call('teacher', 'PUT', `/api/v1/calendar/events/${event.id}/move`, {
      startsAt: '2026-11-03T10:00:00+01:00',
      endsAt: '2026-11-03T11:00:00+01:00',
    })
    expect(res.json()).toMatchObject({ recurrence: { until: '2026-12-01', exceptions: ['2026-11-17'] } })
  })

  it('edit reuses the form; delete removes the feed item; observers write nothing', async () => {
    const event = await create('teacher')
    // The teacher may not reach the other section; the school's director may.
    const edit = {
      title: 'Parents’ evening (moved room)',
      startsAt: event.startsAt,
      endsAt: event.endsAt,
      colour: 'green',
      sharing: { sectionIds: world.sectionIds },
    }
    expect((await call('teacher', 'PUT', `/api/v1/calendar/events/${event.id}`, edit)).statusCode).toBe(404)
    const res = await call('director', 'PUT', `/api/v1/calendar/events/${event.id}`, {
      title: 'Parents’ evening (moved room)',
      startsAt: event.startsAt,
      endsAt: event.endsAt,
      colour: 'green',
      sharing: { sectionIds: world.sectionIds },
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({ colour: 'green', title: 'Parents’ evening (moved room)' })
    expect((await call('guardian2', 'GET', `/api/v1/calendar/events/${event.id}`)).statusCode).toBe(200)
    expect((await call('teacher2', 'DELETE', `/api/v1/calendar/events/${event.id}`)).statusCode).toBe(403)
    const created = await call('observer', 'POST', '/api/v1/calendar/events', {
      title: 'x',
      startsAt: '2026-11-25T17:00:00Z',
      endsAt: '2026-11-25T18:00:00Z',
      sharing: { sectionIds: [world.sectionIds[0]] },
    })
    expect(created.json()).toMatchObject({ errorCode: 'FORBIDDEN_OBSERVER' })
    expect((await call('teacher', 'DELETE', `/api/v1/calendar/events/${event.id}`)).statusCode).toBe(204)
    const rows = await t.database.db
      .select()
      .from(news)
      .where(and(eq(news.type, 'Event'), eq(news.referenceId, event.id)))
    expect(rows).toEqual([])
    expect((await call('teacher', 'GET', `/api/v1/calendar/events/${event.id}`)).statusCode).toBe(404)
  })

  it('the iCalendar URL: no session, RRULE/EXDATE/VALARM; renewing or revoking kills the old URL', async () => {
    await create('director', {
      title: 'Yoga',
      startsAt: '2026-11-03T10:00:00+01:00',
      endsAt: '2026-11-03T11:00:00+01:00',
      sharing: { schoolIds: [world.schoolId] },
      recurrence: { frequency: 'weekly', until: null, exceptions: ['2026-11-10'] },
      alert: true,
      alertNumber: 15,
      alertUnit: 'minutes',
    })
    await create('director', {
      title: 'Pedagogical day',
      allDay: true,
      startsAt: '2026-11-26T00:00:00+01:00',
      endsAt: '2026-11-27T00:00:00+01:00',
      sharing: { schoolIds: [world.schoolId] },
    })
    expect((await call('guardian2', 'GET', '/api/v1/calendar/subscription')).json()).toMatchObject({
      active: false,
      path: null,
    })
    const made = await call('guardian2', 'POST', '/api/v1/calendar/subscription')
    expect(made.statusCode).toBe(201)
    const path = made.json<{ path: string }>().path
    expect(path).toMatch(/^\/api\/v1\/calendar\/ical\/[A-Za-z0-9_-]{43}\.ics$/)
    const feed = await t.app.inject({ method: 'GET', url: path })
    expect(feed.statusCode).toBe(200)
    expect(feed.headers['content-type']).toContain('text/calendar')
    expect(feed.body).toContain('SUMMARY:Yoga')
    expect(feed.body).toContain('DTSTART;TZID=Europe/Paris:20261103T100000')
    expect(feed.body).toContain('RRULE:FREQ=WEEKLY')
    expect(feed.body).toContain('EXDATE;TZID=Europe/Paris:20261110T100000')
    expect(feed.body).toContain('TRIGGER:-PT15M')
    expect(feed.body).toContain('DTSTART;VALUE=DATE:20261126')
    expect(feed.body).toContain('DTEND;VALUE=DATE:20261127')
    // The guardian's section-A event of another family is not in it.
    expect(feed.body).not.toContain('SUMMARY:Parents’ evening\r\n')
    const state = (await call('guardian2', 'GET', '/api/v1/calendar/subscription')).json()
    expect(state).toMatchObject({ active: true, path: null })
    expect(state.lastUsedAt).not.toBeNull()

    const renewed = (await call('guardian2', 'POST', '/api/v1/calendar/subscription')).json<{
      path: string
    }>()
    expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(404)
    expect((await t.app.inject({ method: 'GET', url: renewed.path })).statusCode).toBe(200)
    expect((await call('guardian2', 'DELETE', '/api/v1/calendar/subscription')).statusCode).toBe(204)
    expect((await t.app.inject({ method: 'GET', url: renewed.path })).statusCode).toBe(404)
    expect((await call('guardian2', 'DELETE', '/api/v1/calendar/subscription')).statusCode).toBe(404)
  })
})
