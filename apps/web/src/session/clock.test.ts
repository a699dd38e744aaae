import { afterEach, describe, expect, it } from 'vitest'
import { now, nowMs, setClock } from './clock'

describe('clock (STYLE habit 6)', () => {
  afterEach(() => setClock(null))

  it('reads the clock a test sets, and the system clock again once reset', () => {
    setClock(() => Date.parse('2026-11-26T08:00:00Z'))
    expect(now().toISOString()).toBe('2026-11-26T08:00:00.000Z')
    expect(nowMs()).toBe(Date.parse('2026-11-26T08:00:00Z'))
    setClock(null)
    expect(Math.abs(nowMs() - Date.now())).toBeLessThan(1000)
  })
})
