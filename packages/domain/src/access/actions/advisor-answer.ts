import type { ActionRule } from './action-rule'
import { advisorPopupProfiles } from '../shell/menu-conditions'

// Spec 000 §6 "Advisor popup: guardian, child, teacher or director, advisor enabled, terms
// accepted, not observer." The flag is the current school's (shell advisorPopupShown); the terms
// and the observer flag are checked by the service, where an observer's list is empty and the
// sending is a write refused to observers.

const popup = { profiles: advisorPopupProfiles, feature: 'advisor' } as const

export const advisorAnswerActions = {
  'advisor.answer.pending': { ...popup, write: false },
  // A person's own answers: an impersonating administrator does not answer in their name.
  'advisor.answer.reply': { ...popup, write: true, notWhileImpersonating: true },
  'advisor.answer.reviewVisit': { ...popup, write: true, notWhileImpersonating: true },
} as const satisfies Record<string, ActionRule>
