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
const ManagerChildrenPage = lazy(() => import('../features/manager-children/pages/children-page'))
const ManagerChildPage = lazy(() => import('./pages/manager-child-route'))
const ManagerNewChildPage = lazy(() => import('./pages/manager-new-child-route'))
const ManagerGuardiansPage = lazy(() => import('../features/manager-children/pages/guardians-page'))
const ManagerAuthorizationsPage = lazy(() => import('../features/manager-children/pages/authorizations-page'))
const GuardianAboutPage = lazy(() => import('../features/manager-children/pages/guardian-about-page'))
const GuardianAuthorizationsPage = lazy(
  () => import('../features/manager-children/pages/guardian-authorizations-page'),
)
const ManagerSchoolContractsPage = lazy(
  () => import('../features/manager-contracts/pages/school-contracts-page'),
)
const ManagerContractPage = lazy(() => import('../features/manager-contracts/pages/contract-page'))
const ManagerContractEditPage = lazy(() => import('../features/manager-contracts/pages/contract-edit-page'))
const GuardianContractPage = lazy(() => import('../features/manager-contracts/pages/guardian-contract-page'))
const ManagerTemplatesPage = lazy(() => import('../features/manager-documents/pages/templates-page'))
const ManagerContractTemplatesPage = lazy(() =>
  import('../features/manager-documents/pages/templates-page').then((m) => ({
    default: m.ContractTemplatesPage,
  })),
)
const ManagerSchoolDocumentsPage = lazy(() => import('./pages/manager-school-documents-route'))
const GuardianDocumentsPage = lazy(
  () => import('../features/manager-documents/pages/guardian-documents-page'),
)

function filesEntry(path: string, page: RouteEntry['page']): RouteEntry {
  return {
    path,
    frame: 'shell',
    middleware: ['auth', 'can-access-main-site'],
    menuKey: 'manager.children',
    page,
  }
}

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
  // Templates of documents and of contracts (spec 000 §2, §6: directors and coordinators).
  {
    path: '/manager/admin/templates',
    frame: 'shell',
    middleware: ['auth', 'can-access-main-site'],
    menuKey: 'manager.templates',
    page: ManagerTemplatesPage,
  },
  {
    path: '/manager/admin/contract-templates',
    frame: 'shell',
    middleware: ['auth', 'can-access-main-site'],
    menuKey: 'manager.contractTemplates',
    page: ManagerContractTemplatesPage,
  },
  {
    path: '/manager/admin/group-settings',
    frame: 'shell',
    middleware: ['auth', 'can-access-main-site'],
    menuKey: 'manager.groupSettings',
    page: ManagerGroupSettingsPage,
  },
  // Child and guardian files (docs/manager-children.md). A child's page and its tabs, and the
  // authorizations table, follow the child list's entry; the guardians' page shows household
  // resources, which feed the price: it follows pricing's entry (directors and coordinators,
  // decision 0050 §3). Neither list has a menu entry of its own in spec 000 §6.
  filesEntry('/manager/admin/children', ManagerChildrenPage),
  filesEntry('/manager/admin/children/new', ManagerNewChildPage),
  filesEntry('/manager/admin/children/:childId', ManagerChildPage),
  filesEntry('/manager/admin/children/:childId/child', ManagerChildPage),
  filesEntry('/manager/admin/children/:childId/authorizations', ManagerChildPage),
  // A child's contracts (docs/manager-contracts.md) follow the child's page: the tab lists them;
  // the new and edit forms are pages of their own (the server refuses observers).
  filesEntry('/manager/admin/children/:childId/contracts', ManagerChildPage),
  filesEntry('/manager/admin/children/:childId/contracts/new', ManagerContractEditPage),
  filesEntry('/manager/admin/children/:childId/contracts/:contractId', ManagerContractPage),
  filesEntry('/manager/admin/children/:childId/contracts/:contractId/edit', ManagerContractEditPage),
  // A child's documents (spec 000 §2 children/{id}/documents) are a tab of the child's page; the
  // school's documents have two paths of the spec, one page.
  filesEntry('/manager/admin/children/:childId/documents', ManagerChildPage),
  filesEntry('/manager/admin/children/documents', ManagerSchoolDocumentsPage),
  filesEntry('/manager/admin/documents', ManagerSchoolDocumentsPage),
  filesEntry('/manager/admin/authorizations', ManagerAuthorizationsPage),
  filesEntry('/manager/admin/contracts', ManagerSchoolContractsPage),
  {
    path: '/manager/admin/guardians',
    frame: 'shell',
    middleware: ['auth', 'can-access-main-site'],
    menuKey: 'manager.pricing',
    page: ManagerGuardiansPage,
  },
  // Spec 000 §6 guardian manager menu: holders of the current child's contract, manager on, not lite.
  {
    path: '/manager/guardian/authorizations',
    frame: 'shell',
    middleware: ['auth', 'can-access-main-site'],
    menuKey: 'managerGuardian.authorizations',
    page: GuardianAuthorizationsPage,
  },
  {
    path: '/manager/guardian/documents',
    frame: 'shell',
    middleware: ['auth', 'can-access-main-site'],
    menuKey: 'managerGuardian.documents',
    page: GuardianDocumentsPage,
  },
  {
    path: '/manager/guardian/contract',
    frame: 'shell',
    middleware: ['auth', 'can-access-main-site'],
    menuKey: 'managerGuardian.contract',
    page: GuardianContractPage,
  },
  {
    path: '/manager/guardian/about',
    frame: 'shell',
    middleware: ['auth', 'can-access-main-site'],
    menuKey: 'managerGuardian.about',
    page: GuardianAboutPage,
  },
]
