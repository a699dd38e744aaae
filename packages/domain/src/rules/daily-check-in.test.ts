import { describe, expect, it } from 'vitest'
import { checkInTimesEnabled, guardianCheckInRefusal, morningWordEnabled } from './daily-check-in'

describe('check-in modes (spec 001 §4: None, CheckIn, MorningWord, All)', () => {
  it.each([
    ['none', false, false],
    ['check-in', true, false],
    ['morning-word', false, true],
    ['all', true, true],
  ] as const)('%s → times %s, morning word %s', (mode, times, word) => {
    expect(checkInTimesEnabled(mode)).toBe(times)
    expect(morningWordEnabled(mode)).toBe(word)
  })
})

describe('guardianCheckInRefusal (spec 001 §5 guardian check-in, spec 000 §6 observers)', () => {
  const may = {
    isGuardian: true,
    hasChild: true,
    dailyOn: true,
    mode: 'all' as const,
    observer: false,
    openToday: true,
    withinOpening: true,
  }
  it.each([
    [{}, null],
    [{ mode: 'check-in' as const }, null],
    [{ mode: 'morning-word' as const }, null],
    [{ isGuardian: false }, 'not-guardian'],
    [{ hasChild: false }, 'no-child'],
    [{ dailyOn: false }, 'feature-off'],
    [{ mode: 'none' as const }, 'mode-none'],
    [{ observer: true }, 'observer'],
    [{ openToday: false, withinOpening: false }, 'closed-today'],
    [{ withinOpening: false }, 'outside-opening'],
    // the first reason a user would fix wins
    [{ dailyOn: false, observer: true }, 'feature-off'],
  ])('%j → %s', (change, refusal) => {
    expect(guardianCheckInRefusal({ ...may, ...change })).toBe(refusal)
  })
})
