import type { Route } from '../platform/http'
import { authRoutes } from './auth/auth.routes'
import { healthRoutes } from './health/health.routes'
import { meRoutes } from './me/me.routes'
import { brandsRoutes } from './brands/brands.routes'
import { featuresRoutes } from './features/features.routes'
import { limitsRoutes } from './limits/limits.routes'
import { translationsRoutes } from './translations/translations.routes'
import { realtimeRoutes } from './realtime/realtime.routes'
import { inAppMessagesRoutes } from './in-app-messages/in-app-messages.routes'
import { openingsRoutes } from './openings/openings.routes'
import { termsRoutes } from './terms/terms.routes'
import { scopeRoutes } from './scope/scope.routes'
import { contextRoutes } from './context/context.routes'
import { accountRoutes } from './account/account.routes'
import { mediaRoutes } from './media/media.routes'
import { newsRoutes } from './news/news.routes'
import { postsRoutes } from './posts/posts.routes'
import { notificationsRoutes } from './notifications/notifications.routes'
import { galleriesRoutes } from './galleries/galleries.routes'
import { foldersRoutes } from './folders/folders.routes'
import { pollsRoutes } from './polls/polls.routes'
import { postalCardsRoutes } from './postal-cards/postal-cards.routes'
import { recoveryRoutes } from './recovery/recovery.routes'
import { dataProtectionRoutes } from './data-protection/data-protection.routes'
import { twoFactorRoutes } from './two-factor/two-factor.routes'
import { impersonationRoutes } from './impersonation/impersonation.routes'
import { externalIdentityRoutes } from './external-identity/external-identity.routes'
import { chatRoutes } from './chat/chat.routes'
import { contactsRoutes } from './contacts/contacts.routes'
import { calendarRoutes } from './calendar/calendar.routes'
import { dailyRoutes } from './daily/daily.routes'
import { dailyLogRoutes } from './daily-log/daily-log.routes'
import { childKeysRoutes } from './child-keys/child-keys.routes'
import { invitationsRoutes } from './invitations/invitations.routes'
import type { NewsKind } from './news/news.kinds'
import { postsNewsKind } from './posts/posts.news'
import { galleriesNewsKind } from './galleries/galleries.news'
import { foldersNewsKind } from './folders/folders.news'
import { pollsNewsKind } from './polls/polls.news'
import { postalCardsNewsKind } from './postal-cards/postal-cards.news'
import { calendarNewsKind } from './calendar/calendar.news'
import { dailyLogNewsKind } from './daily-log/daily-log.news'

/**
 * What each content module tells the newsfeed and the notification panel about its items
 * (news.kinds.ts, decision 0012): the one list of them. A new item type adds its line here.
 */
export const newsKinds: readonly NewsKind[] = [
  postsNewsKind,
  galleriesNewsKind,
  foldersNewsKind,
  pollsNewsKind,
  postalCardsNewsKind,
  calendarNewsKind,
  dailyLogNewsKind,
]

/** Every module's routes; a module registers against its contract in packages/domain. */
export const moduleRoutes: Array<(route: Route) => void> = [
  healthRoutes,
  authRoutes,
  meRoutes,
  brandsRoutes,
  featuresRoutes,
  limitsRoutes,
  translationsRoutes,
  realtimeRoutes,
  inAppMessagesRoutes,
  openingsRoutes,
  termsRoutes,
  scopeRoutes,
  contextRoutes,
  accountRoutes,
  mediaRoutes,
  (route) => newsRoutes(route, newsKinds),
  postsRoutes,
  (route) => notificationsRoutes(route, newsKinds),
  galleriesRoutes,
  foldersRoutes,
  pollsRoutes,
  postalCardsRoutes,
  recoveryRoutes,
  dataProtectionRoutes,
  twoFactorRoutes,
  impersonationRoutes,
  externalIdentityRoutes,
  chatRoutes,
  contactsRoutes,
  calendarRoutes,
  dailyRoutes,
  dailyLogRoutes,
  childKeysRoutes,
  invitationsRoutes,
]
