import type { ActionRule } from './action-rule'
import { advisorProfiles } from '../shell/menu-conditions'

// Spec 000 §6 "Advisor pages: director, coordinator, ETUDE with the global advisor flag." The
// history reads the answers of the actor's schools only (a director's: their school's).

export const advisorHistoryActions = {
  'advisor.history.list': { profiles: advisorProfiles, globalFeature: 'advisor', write: false },
} as const satisfies Record<string, ActionRule>
