import { describe, expect, it } from 'vitest'
import { ApiError } from '../api/client'
import { isHealthCheckDue, isSessionDestroyed } from './health'

describe('spec 000 §4/§8 health check', () => {
  it.each([
    [400, true],
    [401, true],
    [403, true],
    [404, false],
    [399, false],
    [429, false],
    [500, false],
    [503, false],
    [0, false],
  ])('status %d → session destroyed: %s', (status, expected) => {
    expect(isSessionDestroyed(new ApiError(status === 0 ? 'NETWORK_ERROR' : 'X', 'x', status))).toBe(expected)
  })

  it('a failure that is not an API answer counts as healthy', () => {
    expect(isSessionDestroyed(new TypeError('offline'))).toBe(false)
  })

  it.each([
    [null, 0, true],
    [0, 9_999, false],
    [0, 10_000, true],
  ])('last check %s, now %d → due %s (spec 000 §9 minimum gap 10 s)', (last, now, due) => {
    expect(isHealthCheckDue(last, now)).toBe(due)
  })
})
