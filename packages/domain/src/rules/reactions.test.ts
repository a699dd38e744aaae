import { describe, expect, it } from 'vitest'
import type { ReactionType } from '../enums/content'
import { applyReactionDelta, toggleReaction, totalReactions, type ReactionCounts } from './reactions'

describe('toggleReaction (spec 001 §4)', () => {
  it.each<[ReactionType | null, ReactionType, ReactionType | null, ReactionCounts]>([
    [null, 'heart', 'heart', { heart: 1 }],
    ['heart', 'heart', null, { heart: -1 }],
    ['heart', 'smile', 'smile', { heart: -1, smile: 1 }],
    ['sad', 'thumbsUp', 'thumbsUp', { sad: -1, thumbsUp: 1 }],
    [null, 'sad', 'sad', { sad: 1 }],
  ])('%s then %s → %s', (current, chosen, next, delta) => {
    expect(toggleReaction(current, chosen)).toEqual({ next, delta })
  })
})

describe('applyReactionDelta', () => {
  it.each<[ReactionCounts, ReactionCounts, ReactionCounts]>([
    [{}, { heart: 1 }, { heart: 1 }],
    [{ heart: 1 }, { heart: -1 }, {}],
    [
      { heart: 2, smile: 1 },
      { heart: -1, smile: 1 },
      { heart: 1, smile: 2 },
    ],
    [{}, { sad: -1 }, {}],
  ])('%o + %o = %o', (counts, delta, expected) => {
    expect(applyReactionDelta(counts, delta)).toEqual(expected)
  })
  it('sums the counts', () => {
    expect(totalReactions({ heart: 2, smile: 1 })).toBe(3)
  })
})
