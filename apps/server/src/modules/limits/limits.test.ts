import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { limits } from '@nido/domain/limits'
import { zLimits } from '@nido/domain/contracts/limits'
import { createTestApp, type TestApp } from '../../test/app'

describe('limits (spec 000 §7, §9; spec 001 §5 "from limits")', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(async () => t.close())

  it('answers the one limits table to anyone, signed in or not', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/limits' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual(limits)
    expect(res.headers['cache-control']).toBe('public, max-age=300')
  })

  it('has the shape of the contract, with the values the specs fix', async () => {
    const body = (await t.app.inject({ method: 'GET', url: '/api/v1/limits' })).json()
    expect(zLimits.strict().safeParse(body).success).toBe(true)
    expect(body.scopeMetadata.maxIds).toBe(7500) // spec 000 §9
    expect(body.notifications.pageSize).toBe(20) // spec 000 §9
    expect(body.chat.pageSize).toBe(25) // spec 001 §9
    expect(Object.keys(body.media.uploadMaxBytes).sort()).toEqual(['AUDIO', 'DOCUMENT', 'IMAGE', 'VIDEO'])
  })

  it('keeps every value a positive integer, and the bottle maximum on the 10 mL step (spec 001 §9)', () => {
    const values: number[] = Object.values(limits).flatMap((group) =>
      Object.values(group).flatMap((v: number | Record<string, number>) =>
        typeof v === 'number' ? [v] : Object.values(v),
      ),
    )
    expect(values.length).toBeGreaterThan(15)
    for (const value of values) expect(Number.isInteger(value) && value > 0).toBe(true)
    expect(limits.daily.bottleQuantityMaxMl % 10).toBe(0)
  })
})
