import { lazy } from 'react'
import type { RouteEntry } from './route-entry'

// The manager's admin side of the route table (spec 000 §2 "/manager/admin/…", docs/manager.md):
// shown in the manager layout (shell/manager-layout.tsx) by its application mode, each page
// following its menu entry's rules of spec 000 §6. Kept apart so that the table stays readable.

const ManagerOccupationPage = lazy(() => import('../features/manager-structure/pages/occupation-page'))
const ManagerStructurePage = lazy(() => import('../features/manager-structure/pages/structure-page'))
const ManagerOpeningsPage = lazy(() => import('../features/manager-structure/pages/openings-page'))
const ManagerPricingPage = lazy(() => import('../features/manager-structure/pages/pricing-page'))
const ManagerGroupSettingsPage = lazy(() => import('../features/manager-structure/pages/group-settings-page'))

export const managerRoutes: readonly RouteEntry[] = [
  {
    path: '/manager/admin/dashboard/occupation',
    frame: 'shell',
    middleware: ['auth', 'can-access-main-site'],
    menuKey: 'manager.dashboard',
    page: ManagerOccupationPage,
  },
  {
    path: '/manager/admin/structure',
    frame: 'shell',
    middleware: ['auth', 'can-access-main-site'],
    menuKey: 'manager.structure',
    page: ManagerStructurePage,
  },
  {
    path: '/manager/admin/openings',
    frame: 'shell',
    middleware: ['auth', 'can-access-main-site'],
    menuKey: 'manager.openings',
    page: ManagerOpeningsPage,
  },
  {
    path: '/manager/admin/pricing',
    frame: 'shell',
    middleware: ['auth', 'can-access-main-site'],
    menuKey: 'manager.pricing',
    page: ManagerPricingPage,
  },
  {
    path: '/manager/admin/group-settings',
    frame: 'shell',
    middleware: ['auth', 'can-access-main-site'],
    menuKey: 'manager.groupSettings',
    page: ManagerGroupSettingsPage,
  },
]
