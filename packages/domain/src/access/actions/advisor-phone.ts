import type { ActionRule } from './action-rule'
import { advisorProfiles } from '../shell/menu-conditions'

// Spec 000 §6 "Advisor pages: director, coordinator, ETUDE with the global advisor flag.
// Telephone surveys also need phone-call surveys not disabled." The option (advisor
// allowPhonecallSurvey) is the called school's, checked by the service with the campaign and the
// school in the actor's scope (outside it, 404).

const pages = { profiles: advisorProfiles, globalFeature: 'advisor' } as const

export const advisorPhoneActions = {
  'advisor.phone.campaigns': { ...pages, write: false },
  'advisor.phone.callList': { ...pages, write: false },
  // The interviewer recorded is the person who called: an impersonating administrator does not.
  'advisor.phone.recordCall': { ...pages, write: true, notWhileImpersonating: true },
  'advisor.phone.recordAnswers': { ...pages, write: true, notWhileImpersonating: true },
} as const satisfies Record<string, ActionRule>
