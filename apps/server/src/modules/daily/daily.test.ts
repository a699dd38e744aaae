import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { io as connect, type Socket } from 'socket.io-client'
import { and, eq } from 'drizzle-orm'
import {
  auditLog,
  dailyStaffCodes,
  featureFlags,
  guardianships,
  managerGuardianLinks,
  managerPickupPersons,
  openings,
} from '../../db/schema/index'
import { createTestApp, type TestApp } from '../../test/app'
import type { World } from '../../test/factories'

// Spec 000 §6 (daily rules), §7 (current daily check-in; PUT check-in and morning
// word); spec 001 §3 (Morning word, Check-in, Allowed-to-bring, configuration), §4 (panel), §5
// (validation, guardian check-in, observers), §6 (departure choices), §9 (steps, ratio).
// The clock starts on Wednesday 2026-11-18 at 10:30 in Paris (09:30 UTC).

const allOn = {
  allowCheckIn: 'all',
  allowGuardianCheckIn: 'all',
  allowTransmissions: true,
  defaultMorningWordItems: ['Mood', 'Food', 'Sleep'],
  allowedMorningWordItems: ['Mood', 'Food', 'Sleep', 'Departure', 'Health', 'Treatment', 'Note'],
  allFineEnabled: true,
}

describe('daily (spec 000 §6, §7; spec 001 §3–§5, §9)', () => {
  let t: TestApp
  let world: World
  let other: World
  const cookies: Record<string, string> = {}
  const ids: Record<string, string> = {}

  const call = (who: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie: cookies[who]! }, ...(payload ? { payload } : {}) })
  const setDaily = async (
    schoolId: string,
    options: Record<string, unknown>,
    enabled: boolean | null = true,
  ) => {
    await t.database.db
      .insert(featureFlags)
      .values({ schoolId, key: 'daily', enabled, options })
      .onConflictDoUpdate({ target: [featureFlags.schoolId, featureFlags.key], set: { enabled, options } })
  }
  const setManager = async (schoolId: string, enabled: boolean, options: Record<string, unknown> = {}) => {
    await t.database.db
      .insert(featureFlags)
      .values({ schoolId, key: 'manager', enabled, options })
      .onConflictDoUpdate({ target: [featureFlags.schoolId, featureFlags.key], set: { enabled, options } })
  }
  const weekdays = (schoolId: string, startsAt = '07:30', endsAt = '18:30') =>
    [1, 2, 3, 4, 5].map((weekday) => ({ schoolId, type: 'Opening' as const, weekday, startsAt, endsAt }))
  const checkInUrl = (childId: string) => `/api/v1/daily/children/${childId}/check-in`
  const wordUrl = (childId: string) => `/api/v1/daily/children/${childId}/morning-word`

  beforeAll(async () => {
    t = await createTestApp({ now: '2026-11-18T09:30:00Z' })
    world = await t.make.world()
    other = await t.make.world()
    const [s1, s2] = world.sectionIds
    const child = await t.make.child(s1, { firstname: 'Alice' })
    const child2 = await t.make.child(s2, { firstname: 'Bob' })
    const otherChild = await t.make.child(other.sectionIds[0])
    const people = {
      director: await t.make.staff('DIRECTOR', { schoolId: world.schoolId }),
      coordinator: await t.make.staff('COORDINATOR', { groupId: world.groupId }),
      teacher: await t.make.staff('TEACHER', { sectionId: s1 }),
      teacher2: await t.make.staff('TEACHER', { sectionId: s2 }),
      observerTeacher: await t.make.staff('TEACHER', { sectionId: s1 }, { observer: true }),
      observerDirector: await t.make.staff('DIRECTOR', { schoolId: world.schoolId }, { observer: true }),
      sponsor: await t.make.staff('SPONSOR', { schoolId: world.schoolId }),
      guardian: await t.make.guardianOf([child.id], { referent: true }),
      coGuardian: await t.make.guardianOf([child.id], { referent: false, relationship: 'Father' }),
      guardian2: await t.make.guardianOf([child2.id]),
      observerGuardian: await t.make.guardianOf([child.id], { observer: true }),
      otherGuardian: await t.make.guardianOf([otherChild.id]),
      otherDirector: await t.make.staff('DIRECTOR', { schoolId: other.schoolId }),
    }
    for (const [who, user] of Object.entries(people)) {
      ids[who] = user.id
      cookies[who] = await t.login(user.email!)
    }
    ids.child = child.id
    ids.child2 = child2.id
    ids.otherChild = otherChild.id
    await setDaily(world.schoolId, allOn)
    await t.database.db.insert(openings).values(weekdays(world.schoolId))
  })
  afterAll(async () => t.close())
  beforeEach(async () => {
    t.clock.set('2026-11-18T09:30:00Z')
    await setDaily(world.schoolId, allOn)
  })

  it('the OpenAPI document describes the daily routes (ARCHITECTURE §3)', async () => {
    const doc = await t.app.inject({ method: 'GET', url: '/api/openapi.json' })
    expect(doc.statusCode).toBe(200)
    expect(Object.keys(doc.json().paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/daily/settings',
        '/api/v1/daily/board',
        '/api/v1/daily/children/{childId}/morning-word',
        '/api/v1/daily/staff-check-ins',
      ]),
    )
  })

  describe('settings (spec 001 §3 Daily module configuration; spec 000 §6 director, coordinator, non-observer)', () => {
    it('a director reads and changes the options; the defaults fill what was never set', async () => {
      const read = await call('director', 'GET', '/api/v1/daily/settings')
      expect(read.statusCode, read.body).toBe(200)
      expect(read.json()).toMatchObject({
        schoolId: world.schoolId,
        options: { ...allOn, entryVisibility: { meal: 'always-visible', incident: 'always-visible' } },
      })
      const put = await call('coordinator', 'PUT', '/api/v1/daily/settings', {
        ...allOn,
        allowGuardianCheckIn: 'morning-word',
        entryVisibility: { incident: 'never-visible', nap: 'best-fit' },
      })
      expect(put.statusCode, put.body).toBe(200)
      expect(put.json().options).toMatchObject({
        allowGuardianCheckIn: 'morning-word',
        entryVisibility: { incident: 'never-visible', nap: 'best-fit', meal: 'always-visible' },
      })
      const [row] = await t.database.db
        .select()
        .from(featureFlags)
        .where(and(eq(featureFlags.schoolId, world.schoolId), eq(featureFlags.key, 'daily')))
      expect(row).toMatchObject({ enabled: true, options: { allowGuardianCheckIn: 'morning-word' } })
      const audited = await t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'daily.settings.update'), eq(auditLog.actorId, ids.coordinator!)))
      expect(audited).toHaveLength(1)
    })

    it('refuses teachers, observers (even to read), bad values, and a school with daily off', async () => {
      expect((await call('teacher', 'GET', '/api/v1/daily/settings')).statusCode).toBe(403)
      const observerRead = await call('observerDirector', 'GET', '/api/v1/daily/settings')
      expect(observerRead.json().errorCode).toBe('FORBIDDEN_OBSERVER')
      const observerWrite = await call('observerDirector', 'PUT', '/api/v1/daily/settings', allOn)
      expect(observerWrite.json().errorCode).toBe('FORBIDDEN_OBSERVER')
      const bad = await call('director', 'PUT', '/api/v1/daily/settings', { allowCheckIn: 'sometimes' })
      expect(bad.statusCode).toBe(400)
      const off = await call('otherDirector', 'GET', '/api/v1/daily/settings')
      expect(off.json().errorCode).toBe('FORBIDDEN_BY_FEATURE_SETTINGS')
    })
  })

  describe('current daily check-in at start (spec 000 §7; spec 001 §5 guardian check-in)', () => {
    it('a guardian inside the opening hours may check in; the default cards come from the settings', async () => {
      const res = await call('guardian', 'GET', '/api/v1/daily/current')
      expect(res.statusCode, res.body).toBe(200)
      expect(res.json()).toMatchObject({
        mayCheckIn: true,
        refusal: null,
        mode: 'all',
        timePickers: true,
        morningWordEnabled: true,
        allFineEnabled: true,
        date: '2026-11-18',
        timezone: 'Europe/Paris',
        child: {
          id: ids.child,
          firstname: 'Alice',
          checkIn: { arrival: null, departure: null, exists: false },
          morningWord: {
            exists: false,
            allFine: false,
            items: [{ type: 'Mood' }, { type: 'Food' }, { type: 'Sleep' }],
          },
        },
      })
    })

    it.each([
      ['2026-11-18T19:00:00Z', 'outside-opening', { date: '2026-11-19', time: '07:30' }], // 20:00 in Paris
      ['2026-11-18T06:29:00Z', 'outside-opening', { date: '2026-11-18', time: '07:30' }], // 07:29 in Paris
      ['2026-11-18T06:30:00Z', null, null], // 07:30: the opening starts
      ['2026-11-22T09:30:00Z', 'closed-today', { date: '2026-11-23', time: '07:30' }], // Sunday
    ])('at %s the refusal is %s, and the button says when it opens (%o)', async (now, refusal, opensAt) => {
      t.clock.set(now)
      expect((await call('guardian', 'GET', '/api/v1/daily/current')).json()).toMatchObject({
        refusal,
        opensAt,
      })
    })

    it('an exceptional closing today closes check-in; modes and observers refuse it', async () => {
      await t.database.db
        .insert(openings)
        .values({ schoolId: world.schoolId, type: 'Closing', dateFrom: '2026-11-19', label: 'Strike' })
      t.clock.set('2026-11-19T09:30:00Z')
      expect((await call('guardian', 'GET', '/api/v1/daily/current')).json().refusal).toBe('closed-today')
      t.clock.set('2026-11-18T09:30:00Z')
      expect((await call('observerGuardian', 'GET', '/api/v1/daily/current')).json().refusal).toBe('observer')
      await setDaily(world.schoolId, { ...allOn, allowGuardianCheckIn: 'none' })
      expect((await call('guardian', 'GET', '/api/v1/daily/current')).json()).toMatchObject({
        refusal: 'mode-none',
        mayCheckIn: false,
      })
      await setDaily(world.schoolId, { ...allOn, allowGuardianCheckIn: 'morning-word' })
      expect((await call('guardian', 'GET', '/api/v1/daily/current')).json()).toMatchObject({
        mayCheckIn: true,
        timePickers: false,
        morningWordEnabled: true,
      })
      await setDaily(world.schoolId, allOn, false)
      expect((await call('guardian', 'GET', '/api/v1/daily/current')).json().refusal).toBe('feature-off')
    })

    it('answers every other profile without failing', async () => {
      const res = await call('sponsor', 'GET', '/api/v1/daily/current')
      expect(res.statusCode).toBe(200)
      expect(res.json()).toMatchObject({ child: null, mayCheckIn: false, refusal: 'not-guardian' })
    })
  })

  describe('check-in (spec 001 §3 Check-in, §5 times and guardian check-in)', () => {
    it('a guardian saves arrival, departure and pickup; the school’s staff read it', async () => {
      const res = await call('guardian', 'PUT', checkInUrl(ids.child!), {
        schoolId: world.schoolId,
        arrival: '08:30',
        departure: '17:00',
        pickup: { guardianId: ids.coGuardian },
      })
      expect(res.statusCode, res.body).toBe(200)
      expect(res.json()).toMatchObject({
        childId: ids.child,
        date: '2026-11-18',
        arrival: '08:30',
        departure: '17:00',
        pickup: { guardianId: ids.coGuardian, rawTextPicker: null },
        exists: true,
      })
      for (const who of ['teacher', 'director', 'coordinator', 'observerTeacher']) {
        const read = await call(who, 'GET', checkInUrl(ids.child!))
        expect(read.json(), who).toMatchObject({ arrival: '08:30', departure: '17:00' })
      }
      const audited = await t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'daily.checkIn.update'), eq(auditLog.actorId, ids.guardian!)))
      expect(audited.length).toBeGreaterThan(0)
    })

    it.each([
      [{ arrival: '09:00', departure: '08:55' }, 'arrivalAfterDeparture'],
      [{ arrival: '08:31', departure: null }, 'timeStep'],
      [{ arrival: '08:30', departure: null, pickup: { guardianId: 'x' } }, null],
      [
        {
          arrival: '08:30',
          departure: null,
          pickup: { rawTextPicker: 'Grandma', guardianId: '0190d0e0-0000-7000-8000-000000000001' },
        },
        'departureExclusive',
      ],
      [
        { arrival: '08:30', departure: null, pickup: { guardianId: '0190d0e0-0000-7000-8000-000000000001' } },
        'departureUnknownPerson',
      ],
      // Without the manager, only guardians are listed (spec 001 §6).
      [
        {
          arrival: '08:30',
          departure: null,
          pickup: { contractHolderId: '0190d0e0-0000-7000-8000-000000000001' },
        },
        'departureUnknownPerson',
      ],
    ])('refuses %j with %s', async (payload, messageKey) => {
      const res = await call('guardian', 'PUT', checkInUrl(ids.child!), payload)
      expect(res.statusCode, res.body).toBe(400)
      expect(res.json().errorCode).toBe('VALIDATION_ERROR')
      if (messageKey) expect(res.json().details).toMatchObject({ messageKey })
    })

    it('stamps the check-in and the morning word with the app’s clock, on insert and on update (ARCHITECTURE §5)', async () => {
      t.clock.set('2026-11-18T08:15:00Z')
      const first = await call('director', 'PUT', checkInUrl(ids.child2!), {
        arrival: '08:30',
        departure: null,
      })
      expect(first.statusCode, first.body).toBe(200)
      expect(first.json().updatedAt).toBe('2026-11-18T08:15:00.000Z')
      t.clock.set('2026-11-18T08:20:00Z')
      const again = await call('director', 'PUT', checkInUrl(ids.child2!), {
        arrival: '08:35',
        departure: null,
      })
      expect(again.json().updatedAt).toBe('2026-11-18T08:20:00.000Z')
      const word = await call('director', 'PUT', wordUrl(ids.child2!), { allFine: true, items: [] })
      expect(word.statusCode, word.body).toBe(200)
      expect(word.json().updatedAt).toBe('2026-11-18T08:20:00.000Z')
      t.clock.set('2026-11-18T08:25:00Z')
      const wordAgain = await call('director', 'PUT', wordUrl(ids.child2!), { allFine: true, items: [] })
      expect(wordAgain.json().updatedAt).toBe('2026-11-18T08:25:00.000Z')
    })

    it('refuses a guardian outside the opening hours, another day, another school or another family', async () => {
      t.clock.set('2026-11-18T19:00:00Z')
      const closed = await call('guardian', 'PUT', checkInUrl(ids.child!), {
        arrival: '08:30',
        departure: null,
      })
      expect(closed.statusCode).toBe(403)
      expect(closed.json().errorCode).toBe('CHECK_IN_CLOSED')
      t.clock.set('2026-11-18T09:30:00Z')
      const yesterday = await call('guardian', 'PUT', checkInUrl(ids.child!), {
        date: '2026-11-17',
        arrival: '08:30',
        departure: null,
      })
      expect(yesterday.json().details).toMatchObject({ messageKey: 'notToday' })
      const wrongSchool = await call('guardian', 'PUT', checkInUrl(ids.child!), {
        schoolId: other.schoolId,
        arrival: '08:30',
        departure: null,
      })
      expect(wrongSchool.json().details).toMatchObject({ messageKey: 'wrongSchool' })
      const foreign = await call('guardian', 'PUT', checkInUrl(ids.child2!), {
        arrival: '08:30',
        departure: null,
      })
      expect(foreign.statusCode).toBe(404)
      expect((await call('guardian', 'GET', checkInUrl(ids.otherChild!))).statusCode).toBe(404)
    })

    it('refuses observers, and a mode without times (spec 001 §4, spec 000 §6)', async () => {
      const observer = await call('observerGuardian', 'PUT', checkInUrl(ids.child!), {
        arrival: '08:30',
        departure: null,
      })
      expect(observer.json().errorCode).toBe('FORBIDDEN_OBSERVER')
      await setDaily(world.schoolId, {
        ...allOn,
        allowGuardianCheckIn: 'morning-word',
        allowCheckIn: 'morning-word',
      })
      for (const who of ['guardian', 'teacher']) {
        const res = await call(who, 'PUT', checkInUrl(ids.child!), { arrival: '08:30', departure: null })
        expect(res.json().errorCode, who).toBe('FORBIDDEN_BY_FEATURE_SETTINGS')
      }
    })

    it('staff scope: a teacher of another section gets 404; staff may fix an earlier day, not a future one', async () => {
      expect((await call('teacher2', 'GET', checkInUrl(ids.child!))).statusCode).toBe(404)
      expect((await call('otherDirector', 'GET', checkInUrl(ids.child!))).statusCode).toBe(403)
      const past = await call('teacher', 'PUT', checkInUrl(ids.child!), {
        date: '2026-11-17',
        arrival: '08:00',
        departure: '16:00',
      })
      expect(past.statusCode, past.body).toBe(200)
      expect(
        (await call('teacher', 'GET', `${checkInUrl(ids.child!)}?date=2026-11-17`)).json(),
      ).toMatchObject({
        arrival: '08:00',
        departure: '16:00',
      })
      const future = await call('teacher', 'PUT', checkInUrl(ids.child!), {
        date: '2026-11-19',
        arrival: '08:00',
        departure: null,
      })
      expect(future.json().details).toMatchObject({ messageKey: 'future' })
    })

    it('lists who may bring the child: guardians, and with the manager on the holders and allowed persons', async () => {
      const plain = await call('guardian', 'GET', `/api/v1/daily/children/${ids.child}/allowed-to-bring`)
      expect(plain.statusCode, plain.body).toBe(200)
      expect(plain.json()).toMatchObject({ managerOn: false, holders: [], allowedToBringChild: [] })
      expect(plain.json().guardians.map((g: { id: string }) => g.id)).toEqual(
        expect.arrayContaining([ids.guardian, ids.coGuardian]),
      )
      // Referents first (spec 001 §3 "position" is the order of the list).
      const guardians = plain.json().guardians as { id: string; position: number }[]
      expect(guardians.map((g) => g.position)).toEqual(guardians.map((_, i) => i))
      expect(guardians.at(-1)!.id).toBe(ids.coGuardian)
      // Spec 001 §6: the manager file names the contract holders and the persons allowed to pick up.
      const db = t.database.db
      const [link] = await db
        .select({ id: guardianships.id })
        .from(guardianships)
        .where(and(eq(guardianships.childId, ids.child!), eq(guardianships.guardianId, ids.guardian!)))
      await db.insert(managerGuardianLinks).values({ guardianshipId: link!.id, contractHolder: true })
      const [allowed] = await db
        .insert(managerPickupPersons)
        .values({
          childId: ids.child!,
          firstname: 'Gran',
          lastname: 'Ma',
          relationship: 'Grandmother',
          position: 1,
        })
        .returning()
      await setManager(world.schoolId, true)
      const managed = await call('teacher', 'GET', `/api/v1/daily/children/${ids.child}/allowed-to-bring`)
      expect(managed.json()).toMatchObject({
        managerOn: true,
        allowedToBringChild: [{ id: allowed!.id, firstname: 'Gran', lastname: 'Ma' }],
      })
      const holderIds = managed.json().holders.map((h: { id: string }) => h.id)
      expect(holderIds).toEqual([ids.guardian])
      const byAllowed = await call('teacher', 'PUT', checkInUrl(ids.child!), {
        arrival: '08:30',
        departure: null,
        pickup: { allowedToBringChildId: allowed!.id },
      })
      expect(byAllowed.statusCode, byAllowed.body).toBe(200)
      const holder = await call('guardian', 'PUT', checkInUrl(ids.child!), {
        arrival: '08:30',
        departure: null,
        pickup: { contractHolderId: ids.guardian },
      })
      expect(holder.statusCode, holder.body).toBe(200)
      await setManager(world.schoolId, false)
    })
  })

  describe('morning word (spec 001 §3, §4 panel, §5 item validity)', () => {
    it('saves the word: all-fine rules applied, invalid items and types not allowed dropped', async () => {
      await setDaily(world.schoolId, {
        ...allOn,
        allowedMorningWordItems: ['Mood', 'Food', 'Sleep', 'Note', 'Health'],
      })
      const res = await call('guardian', 'PUT', wordUrl(ids.child!), {
        allFine: true,
        items: [
          { type: 'Mood', quality: 'Fine' },
          { type: 'Food', quality: 'Good' },
          { type: 'Sleep', quality: 'Medium', time: '06:15' },
          { type: 'Treatment', comment: 'Doliprane' },
          { type: 'Health', temperature: 37.8 },
          { type: 'Note', comment: '' },
        ],
      })
      expect(res.statusCode, res.body).toBe(200)
      expect(res.json()).toMatchObject({
        allFine: true,
        exists: true,
        items: [
          { type: 'Sleep', quality: null, time: '06:15' },
          { type: 'Health', temperature: 37.8, comment: null },
        ],
        droppedItemTypes: ['Food', 'Treatment', 'Note'],
      })
      const read = await call('teacher', 'GET', wordUrl(ids.child!))
      expect(read.json()).toMatchObject({
        exists: true,
        allFine: true,
        items: [{ type: 'Sleep' }, { type: 'Health' }],
      })
    })

    it('ignores all fine where the school does not enable it', async () => {
      await setDaily(world.schoolId, { ...allOn, allFineEnabled: false })
      const res = await call('guardian', 'PUT', wordUrl(ids.child!), {
        allFine: true,
        items: [{ type: 'Mood', quality: 'Sleepy' }],
      })
      expect(res.json()).toMatchObject({ allFine: false, items: [{ type: 'Mood', quality: 'Sleepy' }] })
    })

    it.each([
      [{ type: 'Health', temperature: 33 }, 'temperatureCelsius'],
      [{ type: 'Health', temperature: 60 }, 'temperatureCelsiusOrFahrenheit'],
      [{ type: 'Health', temperature: 109 }, 'temperatureFahrenheit'],
      [{ type: 'Health', temperature: 37.25 }, 'temperatureDecimal'],
      [{ type: 'Food', time: '07:32' }, 'timeStep'],
      [
        { type: 'Departure', rawTextPicker: 'Grandma', guardianId: '0190d0e0-0000-7000-8000-000000000001' },
        'departureExclusive',
      ],
    ])('refuses %j with %s', async (item, messageKey) => {
      const res = await call('guardian', 'PUT', wordUrl(ids.child!), { allFine: false, items: [item] })
      expect(res.statusCode, res.body).toBe(400)
      expect(res.json().details).toMatchObject({ field: 'items.0', messageKey })
    })

    it('refuses two cards of one type, a guardian after hours, and a mode without the word', async () => {
      const twice = await call('guardian', 'PUT', wordUrl(ids.child!), {
        items: [
          { type: 'Note', comment: 'a' },
          { type: 'Note', comment: 'b' },
        ],
      })
      expect(twice.json().details).toMatchObject({ messageKey: 'duplicateType' })
      t.clock.set('2026-11-18T18:00:00Z')
      const late = await call('guardian', 'PUT', wordUrl(ids.child!), { items: [] })
      expect(late.json().errorCode).toBe('CHECK_IN_CLOSED')
      t.clock.set('2026-11-18T09:30:00Z')
      await setDaily(world.schoolId, { ...allOn, allowGuardianCheckIn: 'check-in' })
      const mode = await call('guardian', 'PUT', wordUrl(ids.child!), { items: [] })
      expect(mode.json().errorCode).toBe('FORBIDDEN_BY_FEATURE_SETTINGS')
    })

    it('a departure card may name a guardian of the child', async () => {
      const res = await call('guardian', 'PUT', wordUrl(ids.child!), {
        items: [{ type: 'Departure', guardianId: ids.coGuardian, time: '16:30' }],
      })
      expect(res.statusCode, res.body).toBe(200)
      expect(res.json().items).toEqual([
        {
          type: 'Departure',
          time: '16:30',
          guardianId: ids.coGuardian,
          rawTextPicker: null,
          contractHolderId: null,
          allowedToBringChildId: null,
        },
      ])
    })
  })

  describe('realtime (ARCHITECTURE §8: daily.check-ins to the school’s staff and the child’s guardians)', () => {
    it('a guardian’s check-in reaches the teacher and the guardians, not another school', async () => {
      await t.app.listen({ port: 0, host: '127.0.0.1' })
      const address = t.app.server.address()
      const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
      const open = async (who: string) => {
        const { token } = (await call(who, 'POST', '/api/v1/realtime/tokens')).json<{ token: string }>()
        const socket = connect(url, { transports: ['websocket'], auth: { token }, reconnection: false })
        await new Promise<void>((resolve, reject) => {
          socket.on('connect', () => resolve())
          socket.on('connect_error', reject)
        })
        return socket
      }
      const sockets: Socket[] = [await open('teacher'), await open('coGuardian'), await open('otherDirector')]
      const [teacher, coGuardian, bystander] = sockets as [Socket, Socket, Socket]
      let bystanderHeard = false
      bystander.on('daily.check-ins', () => (bystanderHeard = true))
      const heard = (s: Socket) => new Promise((resolve) => s.once('daily.check-ins', resolve))
      const both = Promise.all([heard(teacher), heard(coGuardian)])
      const res = await call('guardian', 'PUT', checkInUrl(ids.child!), { arrival: '08:45', departure: null })
      expect(res.statusCode, res.body).toBe(200)
      const [payload] = await both
      expect(payload).toEqual({ schoolId: world.schoolId, childId: ids.child, date: '2026-11-18' })
      expect(bystanderHeard).toBe(false)
      for (const socket of sockets) socket.close()
    })
  })

  describe('time zones (ARCHITECTURE §5: today and opening hours in the school’s zone)', () => {
    it('a New York school is open when the Paris one is closed, and its today differs', async () => {
      const ny = await t.make.school(world.groupId, { timezone: 'America/New_York' })
      const section = await t.make.section(ny.id)
      const child = await t.make.child(section.id)
      const guardian = await t.make.guardianOf([child.id])
      cookies.nyGuardian = await t.login(guardian.email!)
      await setDaily(ny.id, allOn)
      await t.database.db.insert(openings).values(weekdays(ny.id))
      // 2026-11-19 00:30 in Paris (closed), 2026-11-18 18:30 in New York (closes at 18:30).
      t.clock.set('2026-11-18T23:29:00Z')
      const open = (await call('nyGuardian', 'GET', '/api/v1/daily/current')).json()
      expect(open).toMatchObject({ mayCheckIn: true, date: '2026-11-18', timezone: 'America/New_York' })
      const saved = await call('nyGuardian', 'PUT', checkInUrl(child.id), {
        arrival: '08:00',
        departure: '18:00',
      })
      expect(saved.json()).toMatchObject({ date: '2026-11-18' })
      // In Paris it is already Thursday 19, the day of the strike closing above.
      expect((await call('guardian', 'GET', '/api/v1/daily/current')).json().refusal).toBe('closed-today')
      t.clock.set('2026-11-18T23:30:00Z')
      expect((await call('nyGuardian', 'GET', '/api/v1/daily/current')).json().refusal).toBe(
        'outside-opening',
      )
    })
  })

  describe('board, one-tap check-in and the supervision ratio (spec 000 §2; spec 001 §9)', () => {
    let fresh: World
    const board = (who: string, date?: string) =>
      call(who, 'GET', `/api/v1/daily/board${date ? `?date=${date}` : ''}`)

    beforeAll(async () => {
      // A school of its own, so the counts of this block are not touched by the others.
      fresh = await t.make.world()
      const staff = {
        boardDirector: await t.make.staff('DIRECTOR', { schoolId: fresh.schoolId }),
        boardTeacher: await t.make.staff('TEACHER', { sectionId: fresh.sectionIds[0] }),
        boardTeacher2: await t.make.staff('TEACHER', { sectionId: fresh.sectionIds[1] }),
        boardObserver: await t.make.staff('TEACHER', { sectionId: fresh.sectionIds[0] }, { observer: true }),
      }
      for (const [who, user] of Object.entries(staff)) {
        ids[who] = user.id
        cookies[who] = await t.login(user.email!)
      }
      for (let i = 0; i < 4; i++)
        ids[`kid${i}`] = (await t.make.child(fresh.sectionIds[0], { firstname: `Kid${i}` })).id
      ids.kidB = (await t.make.child(fresh.sectionIds[1], { firstname: 'KidB' })).id
      await setDaily(fresh.schoolId, allOn)
      await setManager(fresh.schoolId, true)
    })
    beforeEach(async () => setDaily(fresh.schoolId, allOn))

    it('one tap checks in (rounded down) and out (rounded up) on 5-minute steps', async () => {
      t.clock.set('2026-11-18T07:03:00Z') // 08:03 in Paris
      const arrive = await call('boardTeacher', 'POST', `/api/v1/daily/children/${ids.kid0}/arrival`)
      expect(arrive.statusCode, arrive.body).toBe(200)
      expect(arrive.json()).toMatchObject({ arrival: '08:00', departure: null })
      const noArrival = await call('boardTeacher', 'POST', `/api/v1/daily/children/${ids.kid1}/departure`)
      expect(noArrival.statusCode).toBe(409)
      expect(
        (await call('boardObserver', 'POST', `/api/v1/daily/children/${ids.kid1}/arrival`)).json().errorCode,
      ).toBe('FORBIDDEN_OBSERVER')
      expect(
        (await call('boardTeacher2', 'POST', `/api/v1/daily/children/${ids.kid1}/arrival`)).statusCode,
      ).toBe(404)
      expect((await call('guardian', 'POST', `/api/v1/daily/children/${ids.child}/arrival`)).statusCode).toBe(
        403,
      )
    })

    it('stamps a staff code with the app’s clock, on insert and on update (ARCHITECTURE §5)', async () => {
      t.clock.set('2026-11-18T07:00:00Z')
      const set = await call('boardTeacher2', 'PUT', '/api/v1/daily/staff-code', { code: '98765' })
      expect(set.statusCode, set.body).toBe(200)
      expect(set.json().updatedAt).toBe('2026-11-18T07:00:00.000Z')
      t.clock.set('2026-11-18T07:05:00Z')
      await call('boardTeacher2', 'PUT', '/api/v1/daily/staff-code', { code: '98765' })
      const read = await call('boardTeacher2', 'GET', '/api/v1/daily/staff-code')
      expect(read.json().updatedAt).toBe('2026-11-18T07:05:00.000Z')
    })

    it('staff set a personal code and clock in and out with it on the shared tablet', async () => {
      const none = await call('boardTeacher', 'GET', '/api/v1/daily/staff-code')
      expect(none.json()).toEqual({ hasCode: false, updatedAt: null })
      expect(
        (await call('boardTeacher', 'PUT', '/api/v1/daily/staff-code', { code: '1234' })).json().hasCode,
      ).toBe(true)
      const taken = await call('boardTeacher2', 'PUT', '/api/v1/daily/staff-code', { code: '1234' })
      expect(taken.json().errorCode).toBe('STAFF_CODE_TAKEN')
      expect(
        (await call('boardTeacher2', 'PUT', '/api/v1/daily/staff-code', { code: '98765' })).statusCode,
      ).toBe(200)
      expect(
        (await call('boardTeacher', 'PUT', '/api/v1/daily/staff-code', { code: '12a4' })).statusCode,
      ).toBe(400)
      const [stored] = await t.database.db
        .select()
        .from(dailyStaffCodes)
        .where(eq(dailyStaffCodes.userId, ids.boardTeacher!))
      expect(stored!.codeHash).not.toContain('1234')

      t.clock.set('2026-11-18T06:00:00Z') // 07:00
      const clockIn = await call('boardDirector', 'POST', '/api/v1/daily/staff-check-ins', { code: '1234' })
      expect(clockIn.statusCode, clockIn.body).toBe(200)
      expect(clockIn.json()).toMatchObject({
        direction: 'in',
        checkIn: { user: { id: ids.boardTeacher }, arrivedAt: '2026-11-18T06:00:00.000Z', departedAt: null },
      })
      const second = await call('boardTeacher', 'POST', '/api/v1/daily/staff-check-ins', { code: '98765' })
      expect(second.json().direction).toBe('in')
      const observer = await call('boardObserver', 'POST', '/api/v1/daily/staff-check-ins', { code: '1234' })
      expect(observer.json().errorCode).toBe('FORBIDDEN_OBSERVER')
    })

    it('the board lists the sections in scope, statuses, staff, and a ratio alert when a second pro leaves', async () => {
      // 4 children arrive at 08:00 (kid0 did already); the two staff members are in since 07:00.
      t.clock.set('2026-11-18T07:00:00Z')
      for (const kid of ['kid1', 'kid2', 'kid3']) {
        const res = await call('boardDirector', 'POST', `/api/v1/daily/children/${ids[kid]}/arrival`)
        expect(res.statusCode, res.body).toBe(200)
      }
      t.clock.set('2026-11-18T08:00:00Z') // 09:00
      let res = await board('boardDirector')
      expect(res.statusCode, res.body).toBe(200)
      expect(res.json().supervisionAlerts).toEqual([])
      // The second pro clocks out at 09:00: 4 children with 1 pro.
      const out = await call('boardTeacher', 'POST', '/api/v1/daily/staff-check-ins', { code: '98765' })
      expect(out.json().direction).toBe('out')
      t.clock.set('2026-11-18T08:04:59Z')
      expect((await board('boardDirector')).json().supervisionAlerts).toEqual([])
      t.clock.set('2026-11-18T08:05:00Z')
      res = await board('boardDirector')
      const body = res.json()
      expect(body.supervisionAlerts).toEqual([
        {
          startsAt: '2026-11-18T08:00:00.000Z',
          endsAt: '2026-11-18T08:05:00.000Z',
          maxChildren: 4,
          minStaff: 1,
          ended: false,
        },
      ])
      expect(body).toMatchObject({
        schoolId: fresh.schoolId,
        date: '2026-11-18',
        mode: 'all',
        canWrite: true,
      })
      expect(body.sections.map((s: { id: string }) => s.id)).toEqual(fresh.sectionIds)
      const [a, b] = body.sections
      expect(a.children.map((c: { firstname: string; status: string }) => [c.firstname, c.status])).toEqual([
        ['Kid0', 'present'],
        ['Kid1', 'present'],
        ['Kid2', 'present'],
        ['Kid3', 'present'],
      ])
      expect(b.children).toMatchObject([
        { firstname: 'KidB', gender: null, status: 'expected', checkIn: null, morningWord: null },
      ])
      expect(body.staff).toHaveLength(2)
      expect(body.staff[1]).toMatchObject({ departedAt: '2026-11-18T08:00:00.000Z' })

      // A child leaves at 09:10 (rounded up): 3 children, the alert ends.
      t.clock.set('2026-11-18T08:07:00Z')
      const depart = await call('boardTeacher', 'POST', `/api/v1/daily/children/${ids.kid3}/departure`)
      expect(depart.json()).toMatchObject({ arrival: '08:00', departure: '09:10' })
      t.clock.set('2026-11-18T09:00:00Z')
      res = await board('boardDirector')
      expect(res.json().supervisionAlerts).toEqual([
        {
          startsAt: '2026-11-18T08:00:00.000Z',
          endsAt: '2026-11-18T08:10:00.000Z',
          maxChildren: 4,
          minStaff: 1,
          ended: true,
        },
      ])
      expect(res.json().sections[0].children[3]).toMatchObject({ firstname: 'Kid3', status: 'left' })

      // A teacher sees their own section only; an observer reads but may not write; a past day is read-only.
      const teacher = (await board('boardTeacher2')).json()
      expect(teacher.sections.map((s: { id: string }) => s.id)).toEqual([fresh.sectionIds[1]])
      expect(teacher.supervisionAlerts).toHaveLength(1)
      expect((await board('boardObserver')).json().canWrite).toBe(false)
      expect((await board('boardDirector', '2026-11-17')).json()).toMatchObject({
        canWrite: false,
        staff: [],
      })
      expect((await board('guardian')).statusCode).toBe(403)
    })

    it('refuses the staff code routes without the manager or with check-in by code off (spec 000 §6)', async () => {
      await setManager(fresh.schoolId, true, { allowProCheckInByCode: false })
      expect((await call('boardTeacher', 'GET', '/api/v1/daily/staff-code')).json().errorCode).toBe(
        'FORBIDDEN_BY_FEATURE_SETTINGS',
      )
      await setManager(fresh.schoolId, false)
      expect(
        (await call('boardDirector', 'POST', '/api/v1/daily/staff-check-ins', { code: '1234' })).json()
          .errorCode,
      ).toBe('FORBIDDEN_BY_FEATURE_SETTINGS')
      await setManager(fresh.schoolId, true)
    })

    it('a wrong code is refused, and five wrong codes lock the tablet for a while', async () => {
      const fresh2 = await t.login((await t.make.staff('TEACHER', { sectionId: fresh.sectionIds[0] })).email!)
      cookies.tablet = fresh2
      for (let i = 0; i < 5; i++) {
        const res = await call('tablet', 'POST', '/api/v1/daily/staff-check-ins', { code: '0000' })
        expect(res.statusCode).toBe(400)
        expect(res.json().errorCode).toBe('STAFF_CODE_INVALID')
      }
      const locked = await call('tablet', 'POST', '/api/v1/daily/staff-check-ins', { code: '1234' })
      expect(locked.json().errorCode).toBe('TOO_MANY_REQUESTS')
      t.clock.advance(5 * 60 * 1000)
      const again = await call('tablet', 'POST', '/api/v1/daily/staff-check-ins', { code: '1234' })
      expect(again.statusCode, again.body).toBe(200)
    })

    it('a presence left open on an earlier day is closed at its arrival, and the new day starts in', async () => {
      t.clock.set('2026-11-18T10:00:00Z')
      expect(
        (await call('boardDirector', 'POST', '/api/v1/daily/staff-check-ins', { code: '98765' })).json(),
      ).toMatchObject({
        direction: 'in',
      })
      t.clock.set('2026-11-19T07:00:00Z')
      const res = await call('boardDirector', 'POST', '/api/v1/daily/staff-check-ins', { code: '98765' })
      expect(res.json()).toMatchObject({ direction: 'in', checkIn: { date: '2026-11-19', departedAt: null } })
      const yesterday = (await board('boardDirector', '2026-11-18')).json()
      const stale = yesterday.staff.find(
        (s: { user: { id: string }; arrivedAt: string }) =>
          s.user.id === ids.boardTeacher2 && s.arrivedAt === '2026-11-18T10:00:00.000Z',
      )
      expect(stale.departedAt).toBe('2026-11-18T10:00:00.000Z')
    })
  })
})
