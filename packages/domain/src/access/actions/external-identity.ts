import type { ActionRule } from './action-rule'
import { profileTypes } from '../../enums/people'

// External identity, OpenID Connect (spec 000 §2, §7 Auth). The first three are
// public routes used before sign-in (their profile list only matters when a session is present);
// reading the provider's end-session address is personal and not a change of data, so observers
// may do it like any other user.
export const externalIdentityActions = {
  'externalIdentity.providers': { profiles: profileTypes, write: false },
  'externalIdentity.initiate': { profiles: profileTypes, write: false },
  'externalIdentity.validate': { profiles: profileTypes, write: false },
  'externalIdentity.logoutUrl': { profiles: profileTypes, write: false },
} as const satisfies Record<string, ActionRule>
