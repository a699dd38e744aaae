import type { ActionRule } from './action-rule'
import type { ProfileType } from '../../enums/people'

// docs/access-levels.md "Deactivating a user". Administrators over their groups (super admins
// everywhere); spec 000 §6 "Team manager … coordinator, director" over the staff of their schools.
// Which user: the service checks it against the actor's scope (404 outside it). Managing the team
// is what team access governs (spec 000 §3, §5).

export const usersActions = {
  'users.deactivate': {
    profiles: ['SUPER_ADMIN', 'GROUP_ADMIN', 'COORDINATOR', 'DIRECTOR'],
    write: true,
    accessLevel: 'team',
  },
  // Staff (team access) or families (child access): the service checks the level that governs
  // the person reached (docs/mail-and-recovery.md "Account activation").
  'users.resendActivation': {
    profiles: ['SUPER_ADMIN', 'GROUP_ADMIN', 'COORDINATOR', 'DIRECTOR'],
    write: true,
  },
} as const satisfies Record<string, ActionRule & { profiles: readonly ProfileType[] }>
