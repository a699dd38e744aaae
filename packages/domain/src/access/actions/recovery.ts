import type { ActionRule } from './action-rule'
import { directorCoordinator, mainSiteProfiles } from '../roles'
import { profileTypes } from '../../enums/people'

// Password reset, e-mail validation, force-login, mail and data protection.
// The public routes (ask-reset, reset, validate-email, sign-in links) are reached without a
// session: their rule only matters for a signed-in caller, who is treated like anyone else.
// A user's own data (exporting it, asking for its deletion, validating their e-mail) is personal,
// not shared data, so observers may act on it; handling someone else's request is a write. Taking
// the data away or asking for its erasure is the person's own act: never in an impersonated
// session (docs/security.md "Impersonation").
const personal = { notWhileImpersonating: true } as const
export const recoveryActions = {
  'recovery.askReset': { profiles: profileTypes, write: false },
  'recovery.reset': { profiles: profileTypes, write: false },
  'recovery.validateEmail': { profiles: profileTypes, write: false },
  'recovery.resendValidation': { profiles: profileTypes, write: false },
  'recovery.askSignInLink': { profiles: profileTypes, write: false },
  'recovery.forceLogin': { profiles: profileTypes, write: false },
  'recovery.activate': { profiles: profileTypes, write: false },
  'dataProtection.createExport': { profiles: profileTypes, write: false, ...personal },
  'dataProtection.listExports': { profiles: profileTypes, write: false },
  'dataProtection.downloadExport': { profiles: profileTypes, write: false, ...personal },
  // The adults of the main site. Group and super admins run the platform; a child's account is
  // its guardians' decision (they ask the school), so neither asks here.
  'dataProtection.askDeletion': {
    profiles: mainSiteProfiles.filter((p) => p !== 'CHILD'),
    write: false,
    ...personal,
  },
  'dataProtection.listRequests': { profiles: directorCoordinator, write: false },
  'dataProtection.handleRequest': { profiles: directorCoordinator, write: true },
  'dataProtection.childrenWithoutGuardian': { profiles: directorCoordinator, write: false },
} as const satisfies Record<string, ActionRule>
