// Spec 001 §4 News reactions: "A poll option toggles; single-choice polls clear the user's other
// options." Spec 001 §3 News poll: optionOwnerIds, supportsMultiple.

export interface PollToggle {
  /** The user's options after the toggle, in the order of `current` then the added one. */
  selected: string[]
  added: string[]
  removed: string[]
}

/**
 * The user's choice after they touch `optionId`. Touching a chosen option removes it; touching
 * another adds it, and on a single-choice poll removes every other option of the user.
 */
export function togglePollOption(
  current: readonly string[],
  optionId: string,
  supportsMultiple: boolean,
): PollToggle {
  if (current.includes(optionId)) {
    return { selected: current.filter((id) => id !== optionId), added: [], removed: [optionId] }
  }
  if (supportsMultiple) return { selected: [...current, optionId], added: [optionId], removed: [] }
  return { selected: [optionId], added: [optionId], removed: [...current] }
}

/** Votes are accepted until the closing time; at it and after, the poll is closed. */
export function pollOpen(closesAt: Date | null, now: Date): boolean {
  return closesAt === null || now.getTime() < closesAt.getTime()
}

/** Spec 001 §3: the poll options' labels, trimmed; empty and repeated labels are refused. */
export function pollOptionsValid(labels: readonly string[]): boolean {
  const trimmed = labels.map((l) => l.trim().toLocaleLowerCase())
  return trimmed.length >= 2 && trimmed.every((l) => l.length > 0) && new Set(trimmed).size === trimmed.length
}
