import type { ActionRule } from './action-rule'
import { advisorProfiles } from '../shell/menu-conditions'

// Spec 000 §6 "Advisor pages: director, coordinator, ETUDE with the global advisor flag". A
// library question's page reads as the library list does (the actor's group; outside it, 404),
// and its campaigns' figures cover the actor's schools only (docs/advisor.md "A library question's
// page").

const pages = { profiles: advisorProfiles, globalFeature: 'advisor' } as const

export const advisorQuestionActions = {
  'advisor.library.get': { ...pages, write: false },
} as const satisfies Record<string, ActionRule>
