import type { ActionRule } from './action-rule'
import { mediaActions } from './actions-media'
import { newsActions } from './actions-news'
import { postsActions } from './actions-posts'
import { galleriesActions } from './actions-galleries'
import { boardsActions } from './actions-boards'
import { recoveryActions } from './actions-recovery'
import { twoFactorActions } from './actions-two-factor'
import { externalIdentityActions } from './actions-external-identity'
import { chatActions } from './actions-chat'
import { contactsActions } from './actions-contacts'
import { calendarActions } from './actions-calendar'
import { dailyActions } from './actions-daily'
import { dailyLogActions } from './actions-daily-log'
import { childKeysActions } from './actions-child-keys'
import { invitationsActions } from './actions-invitations'
import { profileTypes } from '../enums/people'

// STYLE habit 4: every endpoint names its own action, and the action's rule is plain data here.
// The server checks the rule on the handler's first line; finer checks (is this child mine?)
// happen in the service, filtering by the actor's scope in SQL.

const everyone = profileTypes

export const actionRules = {
  'health.read': { profiles: everyone, write: false },
  'auth.login': { profiles: everyone, write: false },
  'auth.logout': { profiles: everyone, write: false },
  'me.read': { profiles: everyone, write: false },
  'me.refreshScope': { profiles: everyone, write: false },
  // Choosing a school or child is navigation, not a change of data: observers may do it.
  'me.changeScope': { profiles: everyone, write: false },
  'users.health': { profiles: everyone, write: false },
  // Shell-level calls of spec 000 §7. Personal state (dismissing a message, accepting terms,
  // choosing a scope) is not a change of shared data, so observers may do it.
  'brands.read': { profiles: everyone, write: false },
  'features.read': { profiles: everyone, write: false },
  'features.readGlobal': { profiles: everyone, write: false },
  'limits.read': { profiles: everyone, write: false },
  'translations.read': { profiles: everyone, write: false },
  'realtime.auth': { profiles: everyone, write: false },
  'inAppMessages.list': { profiles: everyone, write: false },
  'inAppMessages.dismiss': { profiles: everyone, write: false },
  'openings.details': { profiles: everyone, write: false },
  'openings.regular': { profiles: everyone, write: false },
  'terms.read': { profiles: everyone, write: false },
  'terms.accept': { profiles: everyone, write: false },
  'terms.readForChild': { profiles: ['GUARDIAN'], write: false },
  'terms.acceptForChild': { profiles: ['GUARDIAN'], write: false },
  'scope.metadata': { profiles: everyone, write: false },
  'context.read': { profiles: everyone, write: false },
  // Spec 001 §3 My profile: a change to one's own profile is personal, so observers may make it.
  'account.read': { profiles: everyone, write: false },
  'account.update': { profiles: everyone, write: false },
  'account.updateSettings': { profiles: everyone, write: false },
  ...mediaActions,
  ...newsActions,
  ...postsActions,
  ...galleriesActions,
  ...boardsActions,
  ...recoveryActions,
  ...twoFactorActions,
  ...externalIdentityActions,
  ...chatActions,
  ...contactsActions,
  ...calendarActions,
  ...dailyActions,
  ...dailyLogActions,
  ...childKeysActions,
  ...invitationsActions,
} as const satisfies Record<string, ActionRule>

export type { ActionRule }
export type ActionName = keyof typeof actionRules

export function isActionName(value: string): value is ActionName {
  return Object.hasOwn(actionRules, value)
}
