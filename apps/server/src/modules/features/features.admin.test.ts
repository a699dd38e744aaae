import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { featureKeys } from '@nido/domain/enums/features'
import { createTestApp, type TestApp } from '../../test/app'

// docs/administration-settings.md "Feature flags" (spec 000 §3 flag states, §4, §9 options).
// The app keeps its read cache, as in production (decision 0036), so "at once" is tested against
// cached actors.
describe('features administration (spec 000 §3, §4, §9)', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(async () => t.close())

  const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, cookie: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { cookie },
      ...(payload ? { payload: payload as Record<string, unknown> } : {}),
    })

  const superAdmin = async () => t.login((await t.make.user('SUPER_ADMIN')).email!)

  it('lists every key of a school with its own, inherited and effective state', async () => {
    const world = await t.make.world()
    await t.make.feature(world.schoolId, 'manager', true, { isManagerLite: true })
    const cookie = await superAdmin()
    const res = await call('GET', `/api/v1/features/flags?schoolId=${world.schoolId}`, cookie)
    expect(res.statusCode).toBe(200)
    const { items } = res.json()
    expect(items.map((i: { key: string }) => i.key)).toEqual([...featureKeys])
    const manager = items.find((i: { key: string }) => i.key === 'manager')
    expect(manager.own).toMatchObject({ state: 'ACTIVE', options: { isManagerLite: true } })
    expect(manager.effective).toEqual({ state: 'ACTIVE', options: { isManagerLite: true } })
    expect(items.find((i: { key: string }) => i.key === 'notebook').own).toBeNull()
  })

  it('a change takes effect at once for a signed-in director (cached session)', async () => {
    const world = await t.make.world()
    const director = await t.make.staff('DIRECTOR', { schoolId: world.schoolId })
    const directorCookie = await t.login(director.email!)
    const admin = await superAdmin()
    const url = `/api/v1/features/flags/daily?schoolId=${world.schoolId}`
    const settings = () => call('GET', '/api/v1/daily/settings', directorCookie)

    expect(
      (await call('PUT', url, admin, { state: 'ACTIVE', options: { allowCheckIn: 'all' } })).statusCode,
    ).toBe(200)
    const on = await settings()
    expect(on.statusCode).toBe(200)
    expect(on.json().options.allowCheckIn).toBe('all')
    expect((await settings()).statusCode).toBe(200)

    const off = await call('PUT', url, admin, { state: 'DISABLED', options: { allowCheckIn: 'all' } })
    expect(off.statusCode).toBe(200)
    expect(off.json()).toMatchObject({
      key: 'daily',
      own: { state: 'DISABLED' },
      effective: { state: 'DISABLED' },
    })
    const refused = await settings()
    expect(refused.statusCode).toBe(403)
    expect(refused.json().errorCode).toBe('FORBIDDEN_BY_FEATURE_SETTINGS')

    // BYPASS is "not switched off" (spec 000 §4): the module answers again.
    await call('PUT', url, admin, { state: 'BYPASS', options: {} })
    const bypass = await settings()
    expect(bypass.statusCode).toBe(200)
    expect(bypass.json().options.allowCheckIn).toBe('none')
  })

  it('clearing a school flag falls back to the global one', async () => {
    const world = await t.make.world()
    const admin = await superAdmin()
    await t.make.feature(world.schoolId, 'visitation', false)
    const res = await call('DELETE', `/api/v1/features/flags/visitation?schoolId=${world.schoolId}`, admin)
    expect(res.statusCode).toBe(200)
    expect(res.json().own).toBeNull()
    expect(res.json().effective).toEqual(res.json().inherited)
  })

  it('refuses unknown or invalid options with VALIDATION_ERROR and stores nothing', async () => {
    const world = await t.make.world()
    const admin = await superAdmin()
    const url = (key: string) => `/api/v1/features/flags/${key}?schoolId=${world.schoolId}`
    for (const [key, options] of [
      ['daily', { allowCheckIn: 'sometimes' }],
      ['manager', { managerLite: true }],
      ['advisor', { minEboostRating: 11 }],
      ['meal', { anything: 1 }],
    ] as const) {
      const res = await call('PUT', url(key), admin, { state: 'ACTIVE', options })
      expect(res.statusCode, key).toBe(400)
      expect(res.json().errorCode).toBe('VALIDATION_ERROR')
    }
    const list = await call('GET', `/api/v1/features/flags?schoolId=${world.schoolId}`, admin)
    expect(list.json().items.every((i: { own: unknown }) => i.own === null)).toBe(true)
    const ok = await call('PUT', url('advisor'), admin, {
      state: 'ACTIVE',
      options: { allowPhonecallSurvey: false, minEboostRating: 4 },
    })
    expect(ok.statusCode).toBe(200)
    expect(ok.json().own.options).toEqual({ allowPhonecallSurvey: false, minEboostRating: 4 })
  })

  it('restricts a group admin to the schools of their group, and audits writes', async () => {
    const mine = await t.make.world()
    const other = await t.make.world()
    const groupAdmin = await t.make.staff('GROUP_ADMIN', { groupId: mine.groupId })
    const cookie = await t.login(groupAdmin.email!)
    const put = (schoolId?: string) =>
      call('PUT', `/api/v1/features/flags/meal${schoolId ? `?schoolId=${schoolId}` : ''}`, cookie, {
        state: 'ACTIVE',
        options: {},
      })
    expect((await put(mine.schoolId)).statusCode).toBe(200)
    expect((await put(other.schoolId)).statusCode).toBe(404)
    expect((await put()).statusCode).toBe(403)
    expect((await call('GET', `/api/v1/features/flags?schoolId=${other.schoolId}`, cookie)).statusCode).toBe(
      404,
    )
    const audit = await call('GET', `/api/v1/audit?schoolId=${mine.schoolId}&action=features.`, cookie)
    expect(audit.json().items[0]).toMatchObject({
      action: 'features.flags.update',
      actor: { id: groupAdmin.id },
      targets: { schoolId: mine.schoolId, key: 'meal', state: 'ACTIVE' },
    })
  })

  it('offers a group admin only the schools of their group in the picker, by name', async () => {
    const mine = await t.make.world()
    const other = await t.make.world()
    await t.make.school(mine.groupId, { name: 'Zz picker 100%' })
    const groupAdmin = await t.make.staff('GROUP_ADMIN', { groupId: mine.groupId })
    const cookie = await t.login(groupAdmin.email!)
    const first = await call('GET', '/api/v1/features/flags/schools?limit=1', cookie)
    expect(first.statusCode).toBe(200)
    const second = await call(
      'GET',
      `/api/v1/features/flags/schools?limit=1&cursor=${first.json().nextCursor}`,
      cookie,
    )
    const ids = [...first.json().items, ...second.json().items].map((s: { id: string }) => s.id)
    expect(ids).toHaveLength(2)
    expect(ids).toContain(mine.schoolId)
    expect(ids).not.toContain(other.schoolId)
    expect(second.json().nextCursor).toBeNull()
    const found = await call('GET', '/api/v1/features/flags/schools?q=picker%20100%25', cookie)
    expect(found.json().items.map((s: { name: string }) => s.name)).toEqual(['Zz picker 100%'])
    const all = await call('GET', `/api/v1/features/flags/schools?limit=100`, await superAdmin())
    expect(all.json().items.map((s: { id: string }) => s.id)).toEqual(
      expect.arrayContaining([mine.schoolId, other.schoolId]),
    )
  })

  it('lets super admins set a global flag, seen by every school without its own row', async () => {
    const world = await t.make.world()
    const admin = await superAdmin()
    const res = await call('PUT', '/api/v1/features/flags/conviviality', admin, {
      state: 'BYPASS',
      options: {},
    })
    expect(res.statusCode).toBe(200)
    const list = await call('GET', `/api/v1/features/flags?schoolId=${world.schoolId}`, admin)
    const flag = list.json().items.find((i: { key: string }) => i.key === 'conviviality')
    expect(flag).toMatchObject({ own: null, inherited: { state: 'BYPASS' }, effective: { state: 'BYPASS' } })
    await call('DELETE', '/api/v1/features/flags/conviviality', admin)
  })

  it('answers 403 to other profiles and 401 signed out', async () => {
    const world = await t.make.world()
    const director = await t.make.staff('DIRECTOR', { schoolId: world.schoolId })
    const url = `/api/v1/features/flags?schoolId=${world.schoolId}`
    expect((await call('GET', url, await t.login(director.email!))).statusCode).toBe(403)
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401)
  })
})
