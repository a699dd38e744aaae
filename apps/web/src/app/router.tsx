import { lazy, Suspense, type ComponentType } from 'react'
import { createBrowserRouter, type RouteObject } from 'react-router'
import { PageLoader } from '../ui/page-loader'
import { RouteError } from '../ui/route-error'
import { changeScopeLoader } from './change-scope'
import { guardLoader } from './guards'
import { managerRoutes } from './manager-routes'
import { advisorRoutes } from './advisor-routes'
import type { Frame, RouteEntry } from './route-entry'

// The route table of spec 000 §2, in one file (ARCHITECTURE §7). Each route names its guards
// (middleware: auth, guest, can-access-main-site) and, through its menu entry, the profile types
// and feature rules of spec 000 §6 (packages/domain/src/access/shell/menu.ts). Only routes whose module
// is built are listed: the menu hides the entries of the others (shell/menus.ts, builtRoutes).
// Each page is its own lazy chunk, so a visitor only downloads the pages they open.
//
// Not built yet (left out, menu entries hidden): /register, /structure, /pre-registration,
// requests, the modules (stores, meal, welfare, notebook, photo book),
// advisor and the manager pages other than those below.

const LoginPage = lazy(() => import('./pages/login-route'))
const NewsfeedPage = lazy(() => import('../features/news/pages/newsfeed-page'))
const NewsItemPage = lazy(() => import('../features/news/pages/news-item-page'))
const PostEditPage = lazy(() => import('../features/posts/pages/post-edit-page'))
const SponsorNewsPage = lazy(() => import('../features/posts/pages/sponsor-news-page'))
const GalleriesPage = lazy(() => import('../features/galleries/pages/galleries-page'))
const GalleryEditPage = lazy(() => import('../features/galleries/pages/gallery-edit-page'))
const ChildPhotosPage = lazy(() => import('../features/galleries/pages/child-photos-page'))
const FoldersPage = lazy(() => import('../features/folders/pages/folders-page'))
const FolderEditPage = lazy(() => import('../features/folders/pages/folder-edit-page'))
const PostalCardsPage = lazy(() => import('../features/postal-cards/pages/postal-cards-page'))
const PollsPage = lazy(() => import('../features/polls/pages/polls-page'))
const PollPage = lazy(() => import('../features/polls/pages/poll-page'))
const PollEditPage = lazy(() => import('../features/polls/pages/poll-edit-page'))
const ForgotPasswordPage = lazy(() => import('../features/recovery/pages/forgot-password-page'))
const ResetPasswordPage = lazy(() => import('../features/recovery/pages/reset-password-page'))
const ValidateEmailPage = lazy(() => import('../features/recovery/pages/validate-email-page'))
const UnsubscribePage = lazy(() => import('../features/notifications/pages/unsubscribe-page'))
const ForceLoginPage = lazy(() => import('../features/recovery/pages/force-login-page'))
const ActivatePage = lazy(() => import('../features/recovery/pages/activate-page'))
const SetupPage = lazy(() => import('../features/setup/pages/setup-page'))
const DeletionRequestsPage = lazy(() => import('../features/data-protection/pages/deletion-requests-page'))
const ChildrenWithoutGuardianPage = lazy(() => import('./pages/children-without-guardian-route'))
const ExternalRedirectPage = lazy(() => import('../features/external-identity/pages/external-redirect-page'))
const ExternalValidatePage = lazy(() => import('../features/external-identity/pages/external-validate-page'))
const ChatPage = lazy(() => import('../features/chat/pages/chat-page'))
const ContactsPage = lazy(() => import('../features/contacts/pages/contacts-page'))
const CalendarPage = lazy(() => import('../features/calendar/pages/calendar-page'))
const DailyPage = lazy(() => import('../features/daily-log/pages/daily-page'))
const ChildrenCheckInPage = lazy(() => import('../features/daily/pages/children-check-in-page'))
const ProCheckInPage = lazy(() => import('../features/daily/pages/pro-check-in-page'))
const DailyExportPage = lazy(() => import('../features/daily-log/pages/daily-export-page'))
const DailySettingsPage = lazy(() => import('../features/daily/pages/daily-settings-page'))
const SectionsPage = lazy(() => import('../features/sections/pages/sections-page'))
const ChildrenPage = lazy(() => import('../features/children-and-parents/pages/children-page'))
const ChildEditPage = lazy(() => import('../features/children-and-parents/pages/child-edit-page'))
const AdminFeaturesPage = lazy(() => import('../features/admin-settings/pages/features-page'))
const AdminInAppMessagesPage = lazy(() => import('../features/admin-settings/pages/in-app-messages-page'))
const AdminLimitsPage = lazy(() => import('../features/admin-settings/pages/limits-page'))
const AdminAuditPage = lazy(() => import('../features/admin-settings/pages/audit-page'))
const RateTablesPage = lazy(() => import('../features/rate-tables/pages/rate-tables-page'))
const TeamPage = lazy(() => import('../features/team/pages/team-page'))
const TeamEditPage = lazy(() => import('../features/team/pages/team-edit-page'))
const DirectoryPage = lazy(() => import('../features/directory/pages/directory-page'))
const AccountPage = lazy(() => import('./pages/account-route'))
const MyChildrenPage = lazy(() => import('./pages/my-children-route'))
const MyChildEditPage = lazy(() => import('../features/my-children/pages/my-child-edit-page'))
const LogoutPage = lazy(() => import('../shell/logout-page'))
const FallbackPage = lazy(() => import('./pages/fallback-route'))
const NotFoundPage = lazy(() => import('../ui/not-found-page'))
const PrivacyPage = lazy(() => import('../ui/privacy-page'))
const AdminOverviewPage = lazy(() => import('../shell/admin-overview'))
const GroupsPage = lazy(() => import('../features/groups/pages/groups-page'))
const BrandPage = lazy(() => import('../features/brands/pages/brand-page'))
const SchoolsPage = lazy(() => import('../features/schools/pages/schools-page'))
const SchoolNewPage = lazy(() => import('../features/schools/pages/school-new-page'))
const SchoolPage = lazy(() => import('../features/schools/pages/school-page'))
const SurveyFamilyPage = lazy(() => import('../features/advisor/public/survey-family-page'))
const SurveyProPage = lazy(() => import('../features/advisor/public/survey-pro-page'))
const Shell = lazy(() => import('./shell-route'))
const AdminLayout = lazy(() => import('../shell/admin-layout'))
const EmptyLayout = lazy(() => import('../shell/empty-layout'))

export const routeTable: readonly RouteEntry[] = [
  { path: '/login', frame: 'none', middleware: ['guest'], page: LoginPage },
  // --- account recovery and external identity; public, before sign-in ---
  { path: '/password/forgot', frame: 'none', middleware: ['guest'], page: ForgotPasswordPage },
  { path: '/password/reset', frame: 'none', middleware: [], page: ResetPasswordPage },
  { path: '/validate-email', frame: 'none', middleware: [], page: ValidateEmailPage },
  { path: '/force-login', frame: 'none', middleware: [], page: ForceLoginPage },
  // The activation mail of a person the school created (docs/mail-and-recovery.md).
  { path: '/activate', frame: 'none', middleware: [], page: ActivatePage },
  // A notification e-mail's unsubscribe link, signed out (docs/notifications.md).
  { path: '/unsubscribe', frame: 'none', middleware: [], page: UnsubscribePage },
  // First run of an install (docs/deploy.md): public, the link's one-time token decides.
  { path: '/setup', frame: 'none', middleware: [], page: SetupPage },
  { path: '/external-identity/redirect', frame: 'none', middleware: [], page: ExternalRedirectPage },
  { path: '/external-identity/validate/:mode?', frame: 'none', middleware: [], page: ExternalValidatePage },
  // No guard: a signed-out visitor on /logout simply lands on /login (LogoutPage).
  { path: '/logout', frame: 'none', middleware: [], page: LogoutPage },
  // Public: the privacy notice is for visitors before they sign in too.
  { path: '/privacy', frame: 'none', middleware: [], page: PrivacyPage },
  // Public: a campaign's survey links, answered without an account (docs/advisor.md "The public
  // links"); signed-in or not, the link decides.
  { path: '/survey/family', frame: 'none', middleware: [], page: SurveyFamilyPage },
  { path: '/survey/pro', frame: 'none', middleware: [], page: SurveyProPage },
  {
    path: '/',
    frame: 'shell',
    middleware: ['auth', 'can-access-main-site'],
    menuKey: 'newsfeed',
    page: NewsfeedPage,
  },
  // --- communication ---
  { path: '/news/:id', frame: 'shell', middleware: ['auth', 'can-access-main-site'], page: NewsItemPage },
  {
    path: '/posts/edit/:id',
    frame: 'shell',
    middleware: ['auth', 'can-access-main-site'],
    menuKey: 'newsfeed',
    page: PostEditPage,
  },
  {
    path: '/publicities',
    frame: 'shell',
    middleware: ['auth', 'can-access-main-site'],
    menuKey: 'sponsorNews',
    page: SponsorNewsPage,
  },
  {
    path: '/galleries',
    frame: 'shell',
    middleware: ['auth', 'can-access-main-site'],
    menuKey: 'galleries',
    page: GalleriesPage,
  },
  {
    path: '/galleries/edit/:id',
    frame: 'shell',
    middleware: ['auth', 'can-access-main-site'],
    menuKey: 'galleries',
    page: GalleryEditPage,
  },
  {
    path: '/galleries/photos-of-my-child',
    frame: 'shell',
    middleware: ['auth', 'can-access-main-site'],
    menuKey: 'galleries',
    page: ChildPhotosPage,
  },
  {
    path: '/folders',
    frame: 'shell',
    middleware: ['auth', 'can-access-main-site'],
    menuKey: 'folders',
    page: FoldersPage,
  },
  {
    path: '/folders/new',
    frame: 'shell',
    middleware: ['auth', 'can-access-main-site'],
    menuKey: 'folders',
    page: FolderEditPage,
  },
  {
    path: '/folders/edit/:id',
    frame: 'shell',
    middleware: ['auth', 'can-access-main-site'],
    menuKey: 'folders',
    page: FolderEditPage,
  },
  {
    path: '/postal-cards',
    frame: 'shell',
    middleware: ['auth', 'can-access-main-site'],
    menuKey: 'postalCards',
    page: PostalCardsPage,
  },
  {
    path: '/polls',
    frame: 'shell',
    middleware: ['auth', 'can-access-main-site'],
    menuKey: 'polls',
    page: PollsPage,
  },
  {
    path: '/polls/edit/:id',
    frame: 'shell',
    middleware: ['auth', 'can-access-main-site'],
    menuKey: 'polls',
    page: PollEditPage,
  },
  {
    // Families answer polls here too (the newsfeed links to it), so it follows the newsfeed's
    // rule rather than the staff-only polls menu; the server decides who sees which poll.
    path: '/polls/:id',
    frame: 'shell',
    middleware: ['auth', 'can-access-main-site'],
    menuKey: 'newsfeed',
    page: PollPage,
  },
  // --- chat, contacts and calendar ---
  {
    path: '/chat',
    frame: 'shell',
    middleware: ['auth', 'can-access-main-site'],
    menuKey: 'chat',
    page: ChatPage,
  },
  {
    path: '/contacts',
    frame: 'shell',
    middleware: ['auth', 'can-access-main-site'],
    menuKey: 'contacts',
    page: ContactsPage,
  },
  {
    path: '/calendar',
    frame: 'shell',
    middleware: ['auth', 'can-access-main-site'],
    menuKey: 'calendar',
    page: CalendarPage,
  },
  // --- daily; the export page is reached from the care log, so it follows its rule ---
  {
    path: '/daily',
    frame: 'shell',
    middleware: ['auth', 'can-access-main-site'],
    menuKey: 'daily',
    page: DailyPage,
  },
  {
    path: '/daily/check-in/children',
    frame: 'shell',
    middleware: ['auth', 'can-access-main-site'],
    menuKey: 'daily.checkIn',
    page: ChildrenCheckInPage,
  },
  {
    path: '/daily/check-in/pro',
    frame: 'shell',
    middleware: ['auth', 'can-access-main-site'],
    menuKey: 'daily.proCheckIn',
    page: ProCheckInPage,
  },
  {
    path: '/daily/export',
    frame: 'shell',
    middleware: ['auth', 'can-access-main-site'],
    menuKey: 'daily',
    page: DailyExportPage,
  },
  {
    path: '/daily/settings',
    frame: 'shell',
    middleware: ['auth', 'can-access-main-site'],
    menuKey: 'daily.settings',
    page: DailySettingsPage,
  },
  // --- team and management (spec 000 §2) ---
  {
    path: '/team',
    frame: 'shell',
    middleware: ['auth', 'can-access-main-site'],
    menuKey: 'management.team',
    page: TeamPage,
  },
  {
    path: '/team/teacher/new',
    frame: 'shell',
    middleware: ['auth', 'can-access-main-site'],
    menuKey: 'management.team',
    page: TeamEditPage,
  },
  {
    path: '/team/teacher/edit/:id',
    frame: 'shell',
    middleware: ['auth', 'can-access-main-site'],
    menuKey: 'management.team',
    page: TeamEditPage,
  },
  {
    path: '/team/director/new',
    frame: 'shell',
    middleware: ['auth', 'can-access-main-site'],
    menuKey: 'management.team',
    page: TeamEditPage,
  },
  {
    path: '/team/director/edit/:id',
    frame: 'shell',
    middleware: ['auth', 'can-access-main-site'],
    menuKey: 'management.team',
    page: TeamEditPage,
  },
  {
    path: '/sections',
    frame: 'shell',
    middleware: ['auth', 'can-access-main-site'],
    menuKey: 'management.sections',
    page: SectionsPage,
  },
  {
    path: '/children-and-parents',
    frame: 'shell',
    middleware: ['auth', 'can-access-main-site'],
    menuKey: 'management.childrenAndParents',
    page: ChildrenPage,
  },
  {
    path: '/children-and-parents/new',
    frame: 'shell',
    middleware: ['auth', 'can-access-main-site'],
    menuKey: 'management.childrenAndParents',
    page: ChildEditPage,
  },
  {
    path: '/children-and-parents/edit/:id',
    frame: 'shell',
    middleware: ['auth', 'can-access-main-site'],
    menuKey: 'management.childrenAndParents',
    page: ChildEditPage,
  },
  {
    // docs/directory-import.md: linked from the sections page; the server decides who may.
    path: '/directory',
    frame: 'shell',
    middleware: ['auth', 'can-access-main-site'],
    page: DirectoryPage,
  },
  {
    path: '/data-protection/requests',
    frame: 'shell',
    middleware: ['auth', 'can-access-main-site'],
    page: DeletionRequestsPage,
  },
  {
    // The mail to the directors after an erasure links here (data-protection.guardianless.ts).
    path: '/data-protection/children-without-guardian',
    frame: 'shell',
    middleware: ['auth', 'can-access-main-site'],
    page: ChildrenWithoutGuardianPage,
  },
  // Spec 000 §2 account menu "my children" (guardians; docs/my-children.md).
  {
    path: '/my-children',
    frame: 'shell',
    middleware: ['auth', 'can-access-main-site'],
    menuKey: 'account.myChildren',
    page: MyChildrenPage,
  },
  {
    path: '/my-children/edit/:id',
    frame: 'shell',
    middleware: ['auth', 'can-access-main-site'],
    menuKey: 'account.myChildren',
    page: MyChildEditPage,
  },
  {
    path: '/account',
    frame: 'shell',
    middleware: ['auth', 'can-access-main-site'],
    menuKey: 'account.profile',
    page: AccountPage,
  },
  ...managerRoutes,
  ...advisorRoutes,
  // Spec 000 §2: /change-scope?school=|child=&then= switches scope and goes on to `then`.
  { path: '/change-scope', frame: 'none', middleware: ['auth'], then: changeScopeLoader },
  { path: '/fallbacks/empty-account', frame: 'empty', middleware: ['auth'], page: FallbackPage },
  { path: '/fallbacks/account-unauthorized', frame: 'empty', middleware: ['auth'], page: FallbackPage },
  { path: '/fallbacks/no-page-accessible', frame: 'empty', middleware: ['auth'], page: FallbackPage },
  // --- administration (docs/administration.md): super and group admins, not the main site ---
  { path: '/admin', frame: 'admin', middleware: ['auth', 'admin'], page: AdminOverviewPage },
  { path: '/admin/groups', frame: 'admin', middleware: ['auth', 'admin'], page: GroupsPage },
  { path: '/admin/brands/:id', frame: 'admin', middleware: ['auth', 'admin'], page: BrandPage },
  { path: '/admin/schools', frame: 'admin', middleware: ['auth', 'admin'], page: SchoolsPage },
  { path: '/admin/schools/new', frame: 'admin', middleware: ['auth', 'admin'], page: SchoolNewPage },
  { path: '/admin/schools/:id', frame: 'admin', middleware: ['auth', 'admin'], page: SchoolPage },
  // The settings pages (docs/administration-settings.md).
  { path: '/admin/features', frame: 'admin', middleware: ['auth', 'admin'], page: AdminFeaturesPage },
  {
    path: '/admin/in-app-messages',
    frame: 'admin',
    middleware: ['auth', 'admin'],
    page: AdminInAppMessagesPage,
  },
  { path: '/admin/limits', frame: 'admin', middleware: ['auth', 'admin'], page: AdminLimitsPage },
  { path: '/admin/audit', frame: 'admin', middleware: ['auth', 'admin'], page: AdminAuditPage },
  // The manager's dated rate tables (docs/manager-pricing.md "Editing the tables").
  { path: '/admin/rate-tables', frame: 'admin', middleware: ['auth', 'admin'], page: RateTablesPage },
]

/** The routes that exist; a menu entry whose route is not here is hidden. */
export const builtRoutes: ReadonlySet<string> = new Set(routeTable.map((r) => r.path))

function page(Page: ComponentType) {
  return (
    <Suspense fallback={<PageLoader />}>
      <Page />
    </Suspense>
  )
}

function toRoute(entry: RouteEntry): RouteObject {
  const loader = guardLoader(entry, builtRoutes, entry.then)
  return entry.page ? { path: entry.path, loader, element: page(entry.page) } : { path: entry.path, loader }
}

const inFrame = (frame: Frame) => routeTable.filter((r) => r.frame === frame).map(toRoute)

export const router = createBrowserRouter([
  {
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoader />,
    children: [
      ...inFrame('none'),
      {
        element: (
          <Suspense fallback={<PageLoader />}>
            <Shell builtRoutes={builtRoutes} />
          </Suspense>
        ),
        children: inFrame('shell'),
      },
      { element: page(EmptyLayout), children: inFrame('empty') },
      {
        element: (
          <Suspense fallback={<PageLoader />}>
            <AdminLayout builtRoutes={builtRoutes} />
          </Suspense>
        ),
        children: inFrame('admin'),
      },
      // Unknown paths: signed-in visitors see page-not-found, others go to sign in first.
      { path: '*', loader: guardLoader({ middleware: ['auth'] }, builtRoutes), element: page(NotFoundPage) },
    ],
  },
])
