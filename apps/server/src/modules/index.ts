import type { ModuleDefinition } from './module'
import { authModule } from './auth/auth.module'
import { healthModule } from './health/health.module'
import { antiBotModule } from './anti-bot/anti-bot.module'
import { meModule } from './me/me.module'
import { brandsModule } from './brands/brands.module'
import { featuresModule } from './features/features.module'
import { limitsModule } from './limits/limits.module'
import { translationsModule } from './translations/translations.module'
import { realtimeModule } from './realtime/realtime.module'
import { inAppMessagesModule } from './in-app-messages/in-app-messages.module'
import { openingsModule } from './openings/openings.module'
import { termsModule } from './terms/terms.module'
import { scopeModule } from './scope/scope.module'
import { contextModule } from './context/context.module'
import { accountModule } from './account/account.module'
import { mediaModule } from './media/media.module'
import { newsModule } from './news/news.module'
import { postsModule } from './posts/posts.module'
import { notificationsModule } from './notifications/notifications.module'
import { galleriesModule } from './galleries/galleries.module'
import { foldersModule } from './folders/folders.module'
import { pollsModule } from './polls/polls.module'
import { advisorModule } from './advisor/advisor.module'
import { postalCardsModule } from './postal-cards/postal-cards.module'
import { recoveryModule } from './recovery/recovery.module'
import { dataProtectionModule } from './data-protection/data-protection.module'
import { twoFactorModule } from './two-factor/two-factor.module'
import { impersonationModule } from './impersonation/impersonation.module'
import { externalIdentityModule } from './external-identity/external-identity.module'
import { chatModule } from './chat/chat.module'
import { contactsModule } from './contacts/contacts.module'
import { calendarModule } from './calendar/calendar.module'
import { dailyModule } from './daily/daily.module'
import { dailyLogModule } from './daily-log/daily-log.module'
import { childKeysModule } from './child-keys/child-keys.module'
import { invitationsModule } from './invitations/invitations.module'
import { usersModule } from './users/users.module'
import { setupModule } from './setup/setup.module'
import { sectionsModule } from './sections/sections.module'
import { childrenAndParentsModule } from './children-and-parents/children-and-parents.module'
import { myChildrenModule } from './my-children/my-children.module'
import { groupsModule } from './groups/groups.module'
import { schoolsModule } from './schools/schools.module'
import { auditModule } from './audit/audit.module'
import { teamModule } from './team/team.module'
import { directoryModule } from './directory/directory.module'
import { managerChildrenModule } from './manager-children/manager-children.module'
import { rateTablesModule } from './rate-tables/rate-tables.module'
import { managerPricingModule } from './manager-pricing/manager-pricing.module'
import { managerStructureModule } from './manager-structure/manager-structure.module'
import { managerContractsModule } from './manager-contracts/manager-contracts.module'
import { managerDocumentsModule } from './manager-documents/manager-documents.module'
import { pushModule } from './push/push.module'

// ARCHITECTURE §2: every server module's definition; app.ts wires the app from this list alone
// (routes, media kinds, jobs), in this order (docs/modules.md "Module definitions and jobs").
export const modules: ModuleDefinition[] = [
  authModule,
  healthModule,
  antiBotModule,
  meModule,
  brandsModule,
  featuresModule,
  limitsModule,
  translationsModule,
  realtimeModule,
  inAppMessagesModule,
  openingsModule,
  termsModule,
  scopeModule,
  contextModule,
  accountModule,
  mediaModule,
  newsModule,
  postsModule,
  notificationsModule,
  galleriesModule,
  foldersModule,
  pollsModule,
  advisorModule,
  postalCardsModule,
  recoveryModule,
  dataProtectionModule,
  twoFactorModule,
  impersonationModule,
  externalIdentityModule,
  chatModule,
  contactsModule,
  calendarModule,
  dailyModule,
  dailyLogModule,
  childKeysModule,
  invitationsModule,
  usersModule,
  setupModule,
  sectionsModule,
  childrenAndParentsModule,
  myChildrenModule,
  groupsModule,
  schoolsModule,
  auditModule,
  teamModule,
  directoryModule,
  managerChildrenModule,
  rateTablesModule,
  managerPricingModule,
  managerStructureModule,
  managerContractsModule,
  managerDocumentsModule,
  pushModule,
]
