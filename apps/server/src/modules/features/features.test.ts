import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { featureKeys } from '@nido/domain/enums/features'
import { featureDefaults } from '@nido/domain/access/scope/features'
import { createTestApp, type TestApp } from '../../test/app'

describe('features (spec 000 §4 flag states, §7 activated and globally activated features)', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(async () => t.close())

  const get = (url: string, cookie?: string, query: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, query, headers: cookie ? { cookie } : {} })

  it('answers every key of a school in scope: its own row, else the global row, else the default', async () => {
    // The only test of this file that writes global rows (one global row per key).
    await t.make.feature(null, 'advisor', true, { minEboostRating: 4.5, allowPhonecallSurvey: true })
    await t.make.feature(null, 'meal', false)
    const world = await t.make.world()
    await t.make.feature(world.schoolId, 'daily', null, { allowGuardianCheckIn: true })
    await t.make.feature(world.schoolId, 'advisor', false, { minEboostRating: 4 })
    const director = await t.make.staff('DIRECTOR', { schoolId: world.schoolId })
    const res = await get('/api/v1/features', await t.login(director.email!), { schoolId: world.schoolId })
    expect(res.statusCode).toBe(200)
    const { schoolId, features } = res.json()
    expect(schoolId).toBe(world.schoolId)
    expect(Object.keys(features).sort()).toEqual([...featureKeys].sort())
    expect(features.daily).toEqual({ state: 'BYPASS', options: { allowGuardianCheckIn: true } })
    // The school's row wins; the global options stay under the school's own.
    expect(features.advisor).toEqual({
      state: 'DISABLED',
      options: { minEboostRating: 4, allowPhonecallSurvey: true },
    })
    expect(features.meal).toEqual({ state: 'DISABLED', options: {} })
    expect(features.communication).toEqual({ state: featureDefaults.communication, options: {} })
    expect(features.manager).toEqual({ state: featureDefaults.manager, options: {} })

    const global = await get('/api/v1/features/global', await t.login(director.email!))
    expect(global.statusCode).toBe(200)
    expect(Object.keys(global.json().features).sort()).toEqual([...featureKeys].sort())
    expect(global.json().features.advisor).toEqual({
      state: 'ACTIVE',
      options: { minEboostRating: 4.5, allowPhonecallSurvey: true },
    })
    expect(global.json().features.meal.state).toBe('DISABLED')
    // A school's row never leaks into the global answer.
    expect(global.json().features.daily).toEqual({ state: featureDefaults.daily, options: {} })
  })

  it("answers a guardian for their child's school", async () => {
    const world = await t.make.world()
    await t.make.feature(world.schoolId, 'notebook', true)
    const guardian = await t.make.guardianOf([(await t.make.child(world.sectionIds[0])).id])
    const res = await get('/api/v1/features', await t.login(guardian.email!), { schoolId: world.schoolId })
    expect(res.statusCode).toBe(200)
    expect(res.json().features.notebook.state).toBe('ACTIVE')
  })

  it('answers NOT_FOUND for a school outside the scope', async () => {
    const mine = await t.make.world()
    const other = await t.make.world()
    const teacher = await t.make.staff('TEACHER', { sectionId: mine.sectionIds[0] })
    const res = await get('/api/v1/features', await t.login(teacher.email!), { schoolId: other.schoolId })
    expect(res.statusCode).toBe(404)
    expect(res.json().errorCode).toBe('NOT_FOUND')
  })

  it('answers 401 without a session, on both routes', async () => {
    const world = await t.make.world()
    for (const res of [
      await get('/api/v1/features', undefined, { schoolId: world.schoolId }),
      await get('/api/v1/features/global'),
    ]) {
      expect(res.statusCode).toBe(401)
      expect(res.json().errorCode).toBe('UNAUTHENTICATED')
    }
  })
})
