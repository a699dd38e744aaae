import { reactionTypes, type ReactionType } from '../enums/content'

// Spec 001 §4 News reactions: one reaction per user and item. The same reaction again removes it;
// a different one replaces it; the counts per type move with it.

export type ReactionCounts = Partial<Record<ReactionType, number>>

export interface ReactionToggle {
  /** The user's reaction after the click (null: none). */
  next: ReactionType | null
  /** What changes in the counts: +1 for the new reaction, -1 for the one it removes. */
  delta: ReactionCounts
}

export function toggleReaction(current: ReactionType | null, chosen: ReactionType): ReactionToggle {
  if (current === chosen) return { next: null, delta: { [chosen]: -1 } }
  if (current === null) return { next: chosen, delta: { [chosen]: 1 } }
  return { next: chosen, delta: { [current]: -1, [chosen]: 1 } }
}

/** Counts after a change; a count never goes below zero and zero counts are left out. */
export function applyReactionDelta(counts: ReactionCounts, delta: ReactionCounts): ReactionCounts {
  const result: ReactionCounts = {}
  for (const type of reactionTypes) {
    const value = Math.max(0, (counts[type] ?? 0) + (delta[type] ?? 0))
    if (value > 0) result[type] = value
  }
  return result
}

/** The reactions offered by the pickers (spec 001 §9); `sad` is shown when given but not offered. */
export const pickerReactions = ['heart', 'thumbsUp', 'smile'] as const satisfies readonly ReactionType[]

export function totalReactions(counts: ReactionCounts): number {
  return reactionTypes.reduce((sum, t) => sum + (counts[t] ?? 0), 0)
}
