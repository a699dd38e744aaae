import type { ActionRule } from './action-rule'

// Administration (docs/administration.md "Schools"): super admins and the group admins of the
// school's group list, create and edit schools, their public page and their openings. The service
// checks the group against adminGroupScope (404 outside it).
const admins = { profiles: ['SUPER_ADMIN', 'GROUP_ADMIN'] } as const

export const schoolsActions = {
  'schools.list': { ...admins, write: false },
  'schools.get': { ...admins, write: false },
  'schools.create': { ...admins, write: true },
  'schools.update': { ...admins, write: true },
  'schools.setImage': { ...admins, write: true },
  'schools.openings': { ...admins, write: false },
  'schools.replaceOpenings': { ...admins, write: true },
} as const satisfies Record<string, ActionRule>
