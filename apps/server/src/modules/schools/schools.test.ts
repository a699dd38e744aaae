import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SchoolDetail, SchoolFields } from '@nido/domain/contracts/schools'
import { auditLog, media } from '../../db/schema/index'
import { createTestApp, type TestApp } from '../../test/app'
import { makeUpload } from '../../test/uploads'

// Administration, schools (docs/administration.md "Schools"): create, edit, public page image,
// openings and closings; a group admin only in their group (404 elsewhere).
describe('schools administration (docs/administration.md)', () => {
  let t: TestApp
  const cookies: Record<string, string> = {}
  const ids: Record<string, string> = {}

  const call = (who: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { cookie: cookies[who]! },
      ...(payload ? { payload: payload as Record<string, unknown> } : {}),
    })

  const fields = (over: Partial<SchoolFields> = {}): SchoolFields => ({
    name: 'Les Lucioles',
    street: '12 rue des Lilas',
    postcode: '75011',
    city: 'Paris',
    country: 'FR',
    latitude: 48.8566,
    longitude: 2.3522,
    timezone: 'Europe/Paris',
    publicPageVisible: true,
    publicDescription: 'A small nursery.',
    publicPhone: '+33 1 23 45 67 89',
    publicEmail: 'contact@lucioles.example.test',
    publicWebsite: 'https://lucioles.example.test',
    ...over,
  })

  beforeAll(async () => {
    t = await createTestApp()
    const a = await t.make.world()
    const b = await t.make.world()
    Object.assign(ids, { groupA: a.groupId, groupB: b.groupId, schoolA: a.schoolId, schoolB: b.schoolId })
    const superAdmin = await t.make.user('SUPER_ADMIN')
    const groupAdmin = await t.make.staff('GROUP_ADMIN', { groupId: a.groupId })
    ids.groupAdmin = groupAdmin.id
    const director = await t.make.staff('DIRECTOR', { schoolId: a.schoolId })
    cookies.super = await t.login(superAdmin.email!)
    cookies.groupAdmin = await t.login(groupAdmin.email!)
    cookies.director = await t.login(director.email!)
  })
  afterAll(async () => t.close())

  it('lets a group admin create a school in their group, with every field, audited', async () => {
    const res = await call('groupAdmin', 'POST', '/schools', { groupId: ids.groupA, school: fields() })
    expect(res.statusCode, res.body).toBe(201)
    const school = res.json<SchoolDetail>()
    expect(school).toMatchObject({ ...fields(), groupId: ids.groupA, publicImageMediaId: null })
    ids.created = school.id
    const [row] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'schools.create'), eq(auditLog.actorId, ids.groupAdmin!)))
    expect(row?.targets).toEqual({ schoolId: school.id, groupId: ids.groupA })
  })

  it('keeps the families-told-of-birthdays option, off by default, unchanged when not sent', async () => {
    const created = (await call('groupAdmin', 'GET', `/schools/${ids.created}`)).json<SchoolDetail>()
    expect(created.familiesToldOfBirthdays).toBe(false)
    const on = await call(
      'groupAdmin',
      'PUT',
      `/schools/${ids.created}`,
      fields({ familiesToldOfBirthdays: true }),
    )
    expect(on.statusCode, on.body).toBe(200)
    expect(on.json<SchoolDetail>().familiesToldOfBirthdays).toBe(true)
    const kept = await call('groupAdmin', 'PUT', `/schools/${ids.created}`, fields())
    expect(kept.json<SchoolDetail>().familiesToldOfBirthdays).toBe(true)
  })

  it("answers 404 for another group's school or group, and lists only the admin's schools", async () => {
    expect((await call('groupAdmin', 'GET', `/schools/${ids.schoolB}`)).statusCode).toBe(404)
    const put = await call('groupAdmin', 'PUT', `/schools/${ids.schoolB}`, fields())
    expect(put.statusCode).toBe(404)
    const create = await call('groupAdmin', 'POST', '/schools', { groupId: ids.groupB, school: fields() })
    expect(create.statusCode).toBe(404)
    expect((await call('groupAdmin', 'GET', `/schools?groupId=${ids.groupB}`)).statusCode).toBe(404)
    const list = await call('groupAdmin', 'GET', '/schools?limit=100')
    const listed = list.json().items.map((s: { id: string }) => s.id)
    expect(listed).toContain(ids.schoolA)
    expect(listed).not.toContain(ids.schoolB)
    // A super admin sees both groups' schools.
    const all = (await call('super', 'GET', '/schools?limit=100'))
      .json()
      .items.map((s: { id: string }) => s.id)
    expect(all).toEqual(expect.arrayContaining([ids.schoolA, ids.schoolB]))
  })

  it('refuses an unknown time zone, an out-of-range latitude and half a position with VALIDATION_ERROR', async () => {
    const bad = [
      fields({ timezone: 'Mars/Olympus' }),
      fields({ latitude: 91 }),
      fields({ longitude: -181 }),
      fields({ latitude: null }),
      fields({ publicWebsite: 'javascript:alert(1)' }),
      fields({ country: 'France' }),
    ]
    for (const body of bad) {
      const res = await call('super', 'PUT', `/schools/${ids.created}`, body)
      expect(res.statusCode, JSON.stringify(body)).toBe(400)
      expect(res.json().errorCode).toBe('VALIDATION_ERROR')
    }
    const ok = await call(
      'super',
      'PUT',
      `/schools/${ids.created}`,
      fields({ timezone: 'America/New_York', latitude: null, longitude: null }),
    )
    expect(ok.statusCode, ok.body).toBe(200)
    expect(ok.json()).toMatchObject({ timezone: 'America/New_York', latitude: null, longitude: null })
  })

  it('attaches the public page image from an upload of the admin, and only theirs', async () => {
    const mediaId = await makeUpload(t.database.db, {
      ownerId: ids.groupAdmin!,
      kind: 'school-public-image',
      type: 'IMAGE',
      mimeType: 'image/jpeg',
      fileName: 'front.jpg',
    })
    const res = await call('groupAdmin', 'PUT', `/schools/${ids.created}/image`, { mediaId })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().publicImageMediaId).toBe(mediaId)
    const [row] = await t.database.db.select().from(media).where(eq(media.id, mediaId))
    expect(row?.attachedId).toBe(ids.created)
    // Someone else's upload is not theirs to attach.
    const foreign = await makeUpload(t.database.db, {
      ownerId: ids.groupAdmin!,
      kind: 'school-public-image',
      type: 'IMAGE',
    })
    expect(
      (await call('super', 'PUT', `/schools/${ids.created}/image`, { mediaId: foreign })).statusCode,
    ).toBe(404)
    const removed = await call('groupAdmin', 'PUT', `/schools/${ids.created}/image`, { mediaId: null })
    expect(removed.json().publicImageMediaId).toBeNull()
    const [after] = await t.database.db.select().from(media).where(eq(media.id, mediaId))
    expect(after?.attachedId).toBeNull()
  })

  it('replaces openings and closings, which the openings module then serves', async () => {
    const body = {
      periods: [
        { weekday: 1, startsAt: '07:30', endsAt: '12:00' },
        { weekday: 1, startsAt: '13:00', endsAt: '18:30' },
        { weekday: 2, startsAt: '07:30', endsAt: '18:30' },
      ],
      closings: [{ label: 'Winter break', dateFrom: '2026-12-24', dateTo: '2027-01-01' }],
    }
    const res = await call('groupAdmin', 'PUT', `/schools/${ids.schoolA}/openings`, body)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual(body)
    expect((await call('super', 'GET', `/schools/${ids.schoolA}/openings`)).json()).toEqual(body)
    // The director's day view reads the same rows: 2026-12-28 is a Monday inside the closing.
    const day = await call('director', 'GET', `/schools/${ids.schoolA}/openings/day?date=2026-12-28`)
    expect(day.statusCode, day.body).toBe(200)
    expect(day.json()).toMatchObject({ isOpen: false, closings: [{ label: 'Winter break' }] })
    const monday = await call('director', 'GET', `/schools/${ids.schoolA}/openings/day?date=2026-11-23`)
    expect(monday.json().periods).toEqual([
      { startsAt: '07:30', endsAt: '12:00' },
      { startsAt: '13:00', endsAt: '18:30' },
    ])
  })

  it('refuses overlapping periods and a closing that ends before it starts', async () => {
    const overlap = await call('groupAdmin', 'PUT', `/schools/${ids.schoolA}/openings`, {
      periods: [
        { weekday: 3, startsAt: '07:30', endsAt: '12:00' },
        { weekday: 3, startsAt: '11:00', endsAt: '18:00' },
      ],
      closings: [],
    })
    expect(overlap.statusCode).toBe(400)
    expect(overlap.json().errorCode).toBe('VALIDATION_ERROR')
    const backwards = await call('groupAdmin', 'PUT', `/schools/${ids.schoolA}/openings`, {
      periods: [],
      closings: [{ label: '', dateFrom: '2026-12-24', dateTo: '2026-12-20' }],
    })
    expect(backwards.statusCode).toBe(400)
    // Nothing was replaced by the refused writes.
    expect((await call('super', 'GET', `/schools/${ids.schoolA}/openings`)).json().periods).toHaveLength(3)
  })

  it('refuses a director (403) and the signed-out (401)', async () => {
    expect((await call('director', 'GET', `/schools/${ids.schoolA}`)).statusCode).toBe(403)
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/schools' })).statusCode).toBe(401)
  })
})
