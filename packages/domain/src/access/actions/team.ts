import type { ActionRule } from './action-rule'
import type { ProfileType } from '../../enums/people'

// Spec 000 §6 "Management section: needs management enabled … Team manager, groups and
// invitations: coordinator, director" (docs/team.md). Group admins manage the team of their
// groups' schools too. Which staff member, school or section: the service checks it against the
// actor's schools (404 outside them). Team access (spec 000 §3, §5) governs every route:
// ReadOnly reads, Disabled hides (docs/access-levels.md). Observers read only (spec 000 §6).

const managers = {
  profiles: ['DIRECTOR', 'COORDINATOR', 'GROUP_ADMIN'],
  feature: 'management',
  accessLevel: 'team',
} as const satisfies Partial<ActionRule> & { profiles: readonly ProfileType[] }

export const teamActions = {
  'team.list': { ...managers, write: false },
  'team.invitations': { ...managers, write: false },
  'team.get': { ...managers, write: false },
  'team.create': { ...managers, write: true },
  'team.update': { ...managers, write: true },
} as const satisfies Record<string, ActionRule>
