import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedDemo } from '../../seed/demo'
import { demoPassword } from '../../seed/demo-accounts'
import { createTestApp, type TestApp } from '../../test/app'

// The demo of docs/daily.md: Lyon's board has today's check-ins and morning words; the shared
// tablet in London takes the seeded codes (stored in their unkeyed form, daily.codes.ts).
describe('daily demo (seed/demo-daily.ts, docs/daily.md)', () => {
  let t: TestApp
  const cookies: Record<string, string> = {}
  const call = (who: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie: cookies[who]! }, ...(payload ? { payload } : {}) })

  beforeAll(async () => {
    // Wednesday 18 November 2026, 10:30 in Lyon, 09:30 in London.
    t = await createTestApp({ now: '2026-11-18T09:30:00Z' })
    await seedDemo(t.database.db, t.clock.now(), {
      storage: t.deps.storage,
      publicUrl: t.deps.config.publicUrl,
    })
    for (const email of ['director@nido.demo', 'director.london@nido.demo', 'guardian.lyon@nido.demo'])
      cookies[email] = await t.login(email, demoPassword)
  }, 120_000)
  afterAll(async () => t.close())

  it('Lyon’s board shows the morning’s arrivals, morning words and staff', async () => {
    const res = await call('director@nido.demo', 'GET', '/api/v1/daily/board')
    expect(res.statusCode, res.body).toBe(200)
    const board = res.json<{
      sections: { children: { status: string; morningWord: unknown }[] }[]
      staff: unknown[]
    }>()
    const children = board.sections.flatMap((s) => s.children)
    expect(children.filter((c) => c.status === 'present')).toHaveLength(10)
    expect(children.filter((c) => c.morningWord !== null)).toHaveLength(4)
    expect(board.staff).toHaveLength(3)
  })

  it('the Lyon guardian’s children start without a check-in', async () => {
    const res = await call('guardian.lyon@nido.demo', 'GET', '/api/v1/daily/current')
    expect(res.json()).toMatchObject({ mayCheckIn: true, child: { checkIn: { exists: false } } })
  })

  it('the London tablet clocks the director in with the demo code 1234', async () => {
    const res = await call('director.london@nido.demo', 'POST', '/api/v1/daily/staff-check-ins', {
      code: '1234',
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({ direction: 'in', checkIn: { user: { lastname: 'Whitfield' } } })
    const wrong = await call('director.london@nido.demo', 'POST', '/api/v1/daily/staff-check-ins', {
      code: '9999',
    })
    expect(wrong.json().errorCode).toBe('STAFF_CODE_INVALID')
  })
})
