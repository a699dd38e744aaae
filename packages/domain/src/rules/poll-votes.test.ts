import { describe, expect, it } from 'vitest'
import { pollOpen, pollOptionsValid, togglePollOption } from './poll-votes'

describe('togglePollOption (spec 001 §4 News reactions)', () => {
  it.each([
    // current, option, multiple → selected, added, removed
    [[], 'a', false, ['a'], ['a'], []],
    [['a'], 'a', false, [], [], ['a']],
    [['a'], 'b', false, ['b'], ['b'], ['a']],
    [[], 'a', true, ['a'], ['a'], []],
    [['a'], 'b', true, ['a', 'b'], ['b'], []],
    [['a', 'b'], 'a', true, ['b'], [], ['a']],
    // A single-choice poll holding several votes (it was multiple before an edit) keeps one.
    [['a', 'b'], 'c', false, ['c'], ['c'], ['a', 'b']],
    [['a', 'b'], 'b', false, ['a'], [], ['b']],
  ] as const)('%j + %s (multiple %s) → %j', (current, option, multiple, selected, added, removed) => {
    expect(togglePollOption(current, option, multiple)).toEqual({ selected, added, removed })
  })
})

describe('pollOpen', () => {
  const now = new Date('2026-11-22T10:00:00Z')
  it.each([
    [null, true],
    [new Date('2026-11-22T10:00:01Z'), true],
    [new Date('2026-11-22T10:00:00Z'), false],
    [new Date('2026-11-21T10:00:00Z'), false],
  ])('closing %s → open %s', (closesAt, open) => {
    expect(pollOpen(closesAt, now)).toBe(open)
  })
})

describe('pollOptionsValid', () => {
  it.each([
    [['Yes', 'No'], true],
    [['Yes'], false],
    [['Yes', ' '], false],
    [['Yes', 'yes '], false],
    [['Mon', 'Tue', 'Wed'], true],
  ])('%j → %s', (labels, valid) => {
    expect(pollOptionsValid(labels)).toBe(valid)
  })
})
