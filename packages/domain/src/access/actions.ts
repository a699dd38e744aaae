import type { ActionRule } from './actions/action-rule'
import { accountActions } from './actions/account'
import { advisorActions } from './actions/advisor'
import { advisorHistoryActions } from './actions/advisor-history'
import { advisorAnswerActions } from './actions/advisor-answer'
import { advisorChildrenActions } from './actions/advisor-children'
import { advisorHostActions } from './actions/advisor-host'
import { advisorPhoneActions } from './actions/advisor-phone'
import { advisorPublicActions } from './actions/advisor-public'
import { advisorQuestionActions } from './actions/advisor-question'
import { antiBotActions } from './actions/anti-bot'
import { auditActions } from './actions/audit'
import { authActions } from './actions/auth'
import { brandsActions } from './actions/brands'
import { calendarActions } from './actions/calendar'
import { chatActions } from './actions/chat'
import { childKeysActions } from './actions/child-keys'
import { contactsActions } from './actions/contacts'
import { contextActions } from './actions/context'
import { dailyActions } from './actions/daily'
import { dailyLogActions } from './actions/daily-log'
import { directoryActions } from './actions/directory'
import { rateTablesActions } from './actions/rate-tables'
import { managerPricingActions } from './actions/manager-pricing'
import { externalIdentityActions } from './actions/external-identity'
import { featuresActions } from './actions/features'
import { foldersActions } from './actions/folders'
import { galleriesActions } from './actions/galleries'
import { groupsActions } from './actions/groups'
import { healthActions } from './actions/health'
import { inAppMessagesActions } from './actions/in-app-messages'
import { invitationsActions } from './actions/invitations'
import { limitsActions } from './actions/limits'
import { meActions } from './actions/me'
import { mediaActions } from './actions/media'
import { newsActions } from './actions/news'
import { openingsActions } from './actions/openings'
import { pollsActions } from './actions/polls'
import { pushActions } from './actions/push'
import { postalCardsActions } from './actions/postal-cards'
import { postsActions } from './actions/posts'
import { realtimeActions } from './actions/realtime'
import { recoveryActions } from './actions/recovery'
import { scopeActions } from './actions/scope'
import { setupActions } from './actions/setup'
import { schoolsActions } from './actions/schools'
import { sectionsActions } from './actions/sections'
import { childrenAndParentsActions } from './actions/children-and-parents'
import { myChildrenActions } from './actions/my-children'
import { teamActions } from './actions/team'
import { termsActions } from './actions/terms'
import { translationsActions } from './actions/translations'
import { twoFactorActions } from './actions/two-factor'
import { usersActions } from './actions/users'
import { managerChildrenActions } from './actions/manager-children'
import { managerContractsActions } from './actions/manager-contracts'
import { managerDocumentsActions } from './actions/manager-documents'
import { managerStructureActions } from './actions/manager-structure'

// STYLE habit 4: every endpoint names its own action, and the action's rule is plain data, one
// file per contract module in actions/<module>.ts. The router checks the rule before the handler
// runs; a handler on one object then checks that object through its module's scope function
// (decision 0013). This table only joins the modules' rules.
export const actionRules = {
  ...healthActions,
  ...antiBotActions,
  ...authActions,
  ...meActions,
  ...brandsActions,
  ...featuresActions,
  ...limitsActions,
  ...translationsActions,
  ...realtimeActions,
  ...inAppMessagesActions,
  ...openingsActions,
  ...termsActions,
  ...scopeActions,
  ...contextActions,
  ...accountActions,
  ...mediaActions,
  ...newsActions,
  ...postsActions,
  ...galleriesActions,
  ...foldersActions,
  ...pollsActions,
  ...advisorActions,
  ...advisorHistoryActions,
  ...advisorAnswerActions,
  ...advisorHostActions,
  ...advisorPublicActions,
  ...advisorPhoneActions,
  ...advisorChildrenActions,
  ...advisorQuestionActions,
  ...postalCardsActions,
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
  ...usersActions,
  ...setupActions,
  ...sectionsActions,
  ...childrenAndParentsActions,
  ...myChildrenActions,
  ...groupsActions,
  ...schoolsActions,
  ...auditActions,
  ...teamActions,
  ...directoryActions,
  ...managerChildrenActions,
  ...managerContractsActions,
  ...managerDocumentsActions,
  ...rateTablesActions,
  ...managerPricingActions,
  ...managerStructureActions,
  ...pushActions,
} as const satisfies Record<string, ActionRule>

export type { ActionRule }
export type ActionName = keyof typeof actionRules

export function isActionName(value: string): value is ActionName {
  return Object.hasOwn(actionRules, value)
}
