import type { ActionRule } from './action-rule'
import type { ProfileType } from '../../enums/people'

// Spec 001 §6 "Guardians can add children by key". Both steps are guardians' only. The lookup
// changes nothing, but it is the first step of a write an observer may not make (spec 000 §6
// "Observers are read-only"), so observers are refused at once rather than shown a child's name
// they could do nothing with.

export const childKeysActions = {
  'childKeys.lookup': { profiles: ['GUARDIAN'], write: true },
  'childKeys.add': { profiles: ['GUARDIAN'], write: true },
} as const satisfies Record<string, ActionRule & { profiles: readonly ProfileType[] }>
