import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react'
import { createBrowserRouter, type LoaderFunctionArgs, type RouteObject } from 'react-router'
import type { MenuKey } from '@nido/domain/access/menu'
import { PageLoader } from '../ui/PageLoader'
import { RouteError } from '../ui/RouteError'
import { changeScopeLoader } from '../shell/change-scope'
import { guardLoader, type GuardedRoute } from './guards'

// The route table of spec 000 §2, in one file (ARCHITECTURE §7). Each route names its guards
// (middleware: auth, guest, can-access-main-site) and, through its menu entry, the profile types
// and feature rules of spec 000 §6 (packages/domain/src/access/menu.ts). Only routes whose module
// is built are listed: the menu hides the entries of the others (shell/menus.ts, builtRoutes).
// Each page is its own lazy chunk, so a visitor only downloads the pages they open.
//
// Not built yet (left out, menu entries hidden): /register, /structure, /pre-registration,
// /publicities, /contacts, /force-login, /validate-email, /news/{id}, communication
// (galleries, posts, folders, postal cards, chat, polls, calendar), team and management, requests,
// the modules (stores, meal, welfare, notebook, photo book), daily, advisor, /survey and manager.

const LoginPage = lazy(() => import('../features/auth/pages/LoginPage'))
// `/` is the newsfeed in spec 000 §2; until it is built, the home page of the foundation shows there.
const HomePage = lazy(() => import('../features/home/pages/HomePage'))
const AccountPage = lazy(() => import('../features/account/pages/AccountPage'))
const LogoutPage = lazy(() => import('../shell/LogoutPage'))
const FallbackPage = lazy(() => import('../shell/FallbackPage'))
const NotFoundPage = lazy(() => import('../ui/NotFoundPage'))
const PrivacyPage = lazy(() => import('../ui/PrivacyPage'))
const Shell = lazy(() => import('../shell/Shell'))
const EmptyLayout = lazy(() => import('../shell/EmptyLayout'))

/** Where a route's page is shown: the shell's layouts, the empty layout, or on its own. */
type Frame = 'shell' | 'empty' | 'none'

interface RouteEntry extends GuardedRoute {
  path: string
  frame: Frame
  page?: LazyExoticComponent<ComponentType>
  /** The menu entry whose rules (profiles, exclusions, condition) the page follows. */
  menuKey?: MenuKey
  /** Work after the guards (a redirect route has no page). */
  then?: (args: LoaderFunctionArgs) => unknown
}

export const routeTable: readonly RouteEntry[] = [
  { path: '/login', frame: 'none', middleware: ['guest'], page: LoginPage },
  // No guard: a signed-out visitor on /logout simply lands on /login (LogoutPage).
  { path: '/logout', frame: 'none', middleware: [], page: LogoutPage },
  // Public: the privacy notice is for visitors before they sign in too.
  { path: '/privacy', frame: 'none', middleware: [], page: PrivacyPage },
  {
    path: '/',
    frame: 'shell',
    middleware: ['auth', 'can-access-main-site'],
    menuKey: 'newsfeed',
    page: HomePage,
  },
  {
    path: '/account',
    frame: 'shell',
    middleware: ['auth', 'can-access-main-site'],
    menuKey: 'account.profile',
    page: AccountPage,
  },
  // Spec 000 §2: /change-scope?school=|child=&then= switches scope and goes on to `then`.
  { path: '/change-scope', frame: 'none', middleware: ['auth'], then: changeScopeLoader },
  { path: '/fallbacks/empty-account', frame: 'empty', middleware: ['auth'], page: FallbackPage },
  { path: '/fallbacks/account-unauthorized', frame: 'empty', middleware: ['auth'], page: FallbackPage },
  { path: '/fallbacks/no-page-accessible', frame: 'empty', middleware: ['auth'], page: FallbackPage },
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
      // Unknown paths: signed-in visitors see page-not-found, others go to sign in first.
      { path: '*', loader: guardLoader({ middleware: ['auth'] }, builtRoutes), element: page(NotFoundPage) },
    ],
  },
])
