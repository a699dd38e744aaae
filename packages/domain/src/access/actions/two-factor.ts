import type { ActionRule } from './action-rule'
import { profileTypes } from '../../enums/people'

// Login branches, two-factor, fixtures login and impersonation.
// Securing one's own account is personal, like account.update: observers may do it, an
// impersonator may not change the security of the account they act as.
const everyone = profileTypes
const ownSecurity = { profiles: everyone, write: false, notWhileImpersonating: true } as const

export const twoFactorActions = {
  'auth.fixtures': { profiles: everyone, write: false },
  'twoFactor.read': { profiles: everyone, write: false },
  'twoFactor.startTotp': ownSecurity,
  'twoFactor.confirmTotp': ownSecurity,
  'twoFactor.startEmail': ownSecurity,
  'twoFactor.confirmEmail': ownSecurity,
  'twoFactor.disable': ownSecurity,
  'twoFactor.regenerateRecoveryCodes': ownSecurity,
  // Only super admins impersonate (the target rule is rules/two-factor mayImpersonate).
  'impersonation.searchUsers': { profiles: ['SUPER_ADMIN'], write: false },
  'impersonation.createToken': { profiles: ['SUPER_ADMIN'], write: true },
} as const satisfies Record<string, ActionRule>
