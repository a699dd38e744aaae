import type { ActionRule } from './action-rule'
import { advisorProfiles } from '../shell/menu-conditions'

// Spec 000 §6 "Advisor pages: director, coordinator, ETUDE with the global advisor flag." A child's
// answers are read within the actor's schools, as the school and section pages (the service
// filters by them; a child or section outside, 404).

const pages = { profiles: advisorProfiles, globalFeature: 'advisor' } as const

export const advisorChildrenActions = {
  'advisor.children.ofSection': { ...pages, write: false },
  'advisor.children.answers': { ...pages, write: false },
} as const satisfies Record<string, ActionRule>
