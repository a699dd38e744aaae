import type { RouteDef } from './define'
import { authContract } from './auth'
import { healthContract } from './health'
import { antiBotContract } from './anti-bot'
import { meContract } from './me'
import { brandsContract } from './brands'
import { featuresContract } from './features'
import { limitsContract } from './limits'
import { translationsContract } from './translations'
import { realtimeContract } from './realtime'
import { inAppMessagesContract } from './in-app-messages'
import { openingsContract } from './openings'
import { termsContract } from './terms'
import { scopeContract } from './scope'
import { contextContract } from './context'
import { accountContract } from './account'
import { mediaContract } from './media'
import { newsContract } from './news'
import { postsContract } from './posts'
import { notificationsContract } from './notifications'
import { galleriesContract } from './galleries'
import { foldersContract } from './folders'
import { pollsContract } from './polls'
import { advisorContract } from './advisor'
import { advisorHistoryContract } from './advisor-history'
import { advisorAnswerContract } from './advisor-answer'
import { advisorChildrenContract } from './advisor-children'
import { advisorHostContract } from './advisor-host'
import { advisorPhoneContract } from './advisor-phone'
import { advisorPublicContract } from './advisor-public'
import { advisorQuestionContract } from './advisor-question'
import { postalCardsContract } from './postal-cards'
import { recoveryContract } from './recovery'
import { dataProtectionContract } from './data-protection'
import { twoFactorContract } from './two-factor'
import { impersonationContract } from './impersonation'
import { externalIdentityContract } from './external-identity'
import { chatContract } from './chat'
import { contactsContract } from './contacts'
import { calendarContract } from './calendar'
import { dailyContract } from './daily'
import { dailyBoardContract } from './daily-board'
import { dailyLogContract } from './daily-log'
import { childKeysContract } from './child-keys'
import { invitationsContract } from './invitations'
import { usersContract } from './users'
import { setupContract } from './setup'
import { sectionsContract } from './sections'
import { childrenAndParentsContract } from './children-and-parents'
import { myChildrenContract } from './my-children'
import { groupsContract } from './groups'
import { schoolsContract } from './schools'
import { auditContract } from './audit'
import { teamContract } from './team'
import { directoryContract } from './directory'
import { managerChildrenContract } from './manager-children'
import { managerContractsContract } from './manager-contracts'
import { managerDocumentsContract } from './manager-documents'
import { rateTablesContract } from './rate-tables'
import { managerPricingContract } from './manager-pricing'
import { managerStructureContract } from './manager-structure'
import { pushContract } from './push'

export * from './define'

/** Every route of the API, by module; the access matrix and the fuzz test walk this list. */
export const contracts = {
  health: healthContract,
  antiBot: antiBotContract,
  auth: authContract,
  me: meContract,
  brands: brandsContract,
  features: featuresContract,
  limits: limitsContract,
  translations: translationsContract,
  realtime: realtimeContract,
  inAppMessages: inAppMessagesContract,
  openings: openingsContract,
  terms: termsContract,
  scope: scopeContract,
  context: contextContract,
  account: accountContract,
  media: mediaContract,
  news: newsContract,
  posts: postsContract,
  notifications: notificationsContract,
  galleries: galleriesContract,
  folders: foldersContract,
  polls: pollsContract,
  advisor: advisorContract,
  advisorHistory: advisorHistoryContract,
  advisorAnswer: advisorAnswerContract,
  advisorHost: advisorHostContract,
  advisorPublic: advisorPublicContract,
  advisorPhone: advisorPhoneContract,
  advisorChildren: advisorChildrenContract,
  advisorQuestion: advisorQuestionContract,
  postalCards: postalCardsContract,
  recovery: recoveryContract,
  dataProtection: dataProtectionContract,
  twoFactor: twoFactorContract,
  impersonation: impersonationContract,
  externalIdentity: externalIdentityContract,
  chat: chatContract,
  contacts: contactsContract,
  calendar: calendarContract,
  daily: { ...dailyContract, ...dailyBoardContract },
  dailyLog: dailyLogContract,
  childKeys: childKeysContract,
  invitations: invitationsContract,
  users: usersContract,
  setup: setupContract,
  sections: sectionsContract,
  childrenAndParents: childrenAndParentsContract,
  myChildren: myChildrenContract,
  groups: groupsContract,
  schools: schoolsContract,
  audit: auditContract,
  team: teamContract,
  directory: directoryContract,
  managerChildren: managerChildrenContract,
  managerContracts: managerContractsContract,
  managerDocuments: managerDocumentsContract,
  rateTables: rateTablesContract,
  managerPricing: managerPricingContract,
  managerStructure: managerStructureContract,
  push: pushContract,
} satisfies Record<string, Record<string, RouteDef>>

export const allRoutes: RouteDef[] = Object.values(contracts).flatMap((m) => Object.values(m) as RouteDef[])
