import type { ActionRule } from './action-rule'
import { profileTypes } from '../../enums/people'

// Shell-level calls of spec 000 §7, open to every profile. The administration of flags
// (docs/administration-settings.md): super admins (every school, the global flags) and group
// admins (the schools of their groups; the service answers 404 outside them).
const admins = ['SUPER_ADMIN', 'GROUP_ADMIN'] as const

export const featuresActions = {
  'features.read': { profiles: profileTypes, write: false },
  'features.readGlobal': { profiles: profileTypes, write: false },
  'features.flags.list': { profiles: admins, write: false },
  'features.flags.schools': { profiles: admins, write: false },
  'features.flags.update': { profiles: admins, write: true },
  'features.flags.clear': { profiles: admins, write: true },
} as const satisfies Record<string, ActionRule>
