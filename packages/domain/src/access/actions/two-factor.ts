import type { ActionRule } from './action-rule'
import { profileTypes } from '../../enums/people'

// Login branches, two-factor, fixtures login and impersonation.
// Securing one's own account is personal, like account.update: observers may do it.
const everyone = profileTypes

export const twoFactorActions = {
  'auth.fixtures': { profiles: everyone, write: false },
  'twoFactor.read': { profiles: everyone, write: false },
  'twoFactor.startTotp': { profiles: everyone, write: false },
  'twoFactor.confirmTotp': { profiles: everyone, write: false },
  'twoFactor.startEmail': { profiles: everyone, write: false },
  'twoFactor.confirmEmail': { profiles: everyone, write: false },
  'twoFactor.disable': { profiles: everyone, write: false },
  'twoFactor.regenerateRecoveryCodes': { profiles: everyone, write: false },
  // Only super admins impersonate (the target rule is rules/two-factor mayImpersonate).
  'impersonation.searchUsers': { profiles: ['SUPER_ADMIN'], write: false },
  'impersonation.createToken': { profiles: ['SUPER_ADMIN'], write: true },
} as const satisfies Record<string, ActionRule>
