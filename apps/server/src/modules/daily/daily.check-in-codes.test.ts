import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { featureFlags } from '../../db/schema/index'
import { createTestApp, type TestApp } from '../../test/app'
import { checkInCodeLimits } from './daily.check-in-codes'

// docs/daily.md "Staff check-in by code", docs/security.md "Rate limits and throttling": wrong
// codes are limited per device (account and address), per account and per school, so that one
// staff member cannot lock the school's tablet and a new sign-in does not start afresh.

describe('wrong staff check-in codes (spec 000 §2 /daily/check-in/pro)', () => {
  let t: TestApp
  let schoolId: string
  let sectionId: string
  const tabletIp = '192.0.2.10'
  let tablet: string

  const clock = (cookie: string, code: string, ip = tabletIp) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/daily/staff-check-ins',
      headers: { cookie },
      payload: { code },
      remoteAddress: ip,
    })
  const staffWithCode = async (code: string) => {
    const user = await t.make.staff('TEACHER', { sectionId })
    const cookie = await t.login(user.email!)
    const set = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/daily/staff-code',
      headers: { cookie },
      payload: { code },
    })
    expect(set.statusCode, set.body).toBe(200)
    return { user, cookie }
  }
  const wrong = async (cookie: string, times: number, ip = tabletIp) => {
    for (let i = 0; i < times; i++) {
      const res = await clock(cookie, '0000', ip)
      expect(res.json().errorCode).toBe('STAFF_CODE_INVALID')
    }
  }

  beforeAll(async () => {
    t = await createTestApp({ now: '2026-11-18T09:30:00Z' })
    const world = await t.make.world()
    schoolId = world.schoolId
    sectionId = world.sectionIds[0]!
    for (const key of ['daily', 'manager'] as const)
      await t.database.db.insert(featureFlags).values({ schoolId, key, enabled: true, options: {} })
    tablet = (await staffWithCode('4321')).cookie
  })
  afterAll(async () => t.close())

  it('locks the guessing device, not the tablet beside it, and a new sign-in keeps the count', async () => {
    const guesser = await staffWithCode('5555')
    await wrong(guesser.cookie, checkInCodeLimits.maxFailuresPerDevice)
    expect((await clock(guesser.cookie, '5555')).json().errorCode).toBe('TOO_MANY_REQUESTS')
    // The same person signing in again is the same device.
    const again = await t.login(guesser.user.email!)
    expect((await clock(again, '5555')).json().errorCode).toBe('TOO_MANY_REQUESTS')
    // Another network gives a few more tries, up to the account's limit.
    const elsewhere = '198.51.100.7'
    const more = checkInCodeLimits.maxFailuresPerAccount - checkInCodeLimits.maxFailuresPerDevice
    await wrong(again, more, elsewhere)
    expect((await clock(again, '5555', '198.51.100.8')).json().errorCode).toBe('TOO_MANY_REQUESTS')
    // The tablet, at the same address, still clocks its staff in.
    const res = await clock(tablet, '4321')
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().direction).toBe('in')
    t.clock.advance(checkInCodeLimits.windowMs)
    expect((await clock(again, '5555')).statusCode).toBe(200)
  })

  it('past the school’s limit refuses the devices that guessed, never a tablet that typed no wrong code', async () => {
    t.clock.advance(checkInCodeLimits.windowMs)
    const guessers = await Promise.all([1, 2, 3, 4].map((n) => staffWithCode(`600${n}`)))
    for (const g of guessers) await wrong(g.cookie, checkInCodeLimits.maxFailuresPerSchool / 4)
    // A newcomer typing one wrong code is refused at once: the school is under attack.
    const late = await staffWithCode('7777')
    await wrong(late.cookie, 1)
    expect((await clock(late.cookie, '7777')).json().errorCode).toBe('TOO_MANY_REQUESTS')
    const res = await clock(tablet, '4321')
    expect(res.statusCode, res.body).toBe(200)
  })
})
