import { lazy } from 'react'
import type { RouteEntry } from './route-entry'

// The advisor's pages of the route table (spec 000 §2 "/advisor/…", docs/advisor.md "Pages"):
// shown in the advisor layout by their application mode, each following its menu entry's rules of
// spec 000 §6 (director, coordinator, ETUDE with the global advisor flag). Each page is a lazy
// chunk; the report's charts are a further chunk of their own. The telephone surveys' menu entry
// also needs the school's phone surveys not disabled (spec 000 §6), as its server checks. A child's
// answers open from the section page, under the schools' menu entry.

const DashboardPage = lazy(() => import('../features/advisor/pages/dashboard-page'))
const HistoryPage = lazy(() => import('../features/advisor/history/history-page'))
const CampaignsPage = lazy(() => import('../features/advisor/pages/campaigns-page'))
const CampaignPage = lazy(() => import('../features/advisor/pages/campaign-page'))
const CampaignEditPage = lazy(() => import('../features/advisor/pages/campaign-edit-page'))
const LibraryPage = lazy(() => import('../features/advisor/pages/library-page'))
const QuestionPage = lazy(() => import('../features/advisor/question/question-page'))
const SectorsPage = lazy(() => import('../features/advisor/pages/sectors-page'))
const ReportsPage = lazy(() => import('../features/advisor/pages/reports-page'))
const ReportPage = lazy(() => import('../features/advisor/pages/report-page'))
const SchoolsPage = lazy(() => import('../features/advisor/pages/schools-page'))
const SchoolPage = lazy(() => import('../features/advisor/pages/school-page'))
const SectionPage = lazy(() => import('../features/advisor/pages/section-page'))
const TelephoneSurveysPage = lazy(() => import('../features/advisor/phone/telephone-surveys-page'))
const ChildPage = lazy(() => import('../features/advisor/children/child-page'))

const guarded = { frame: 'shell', middleware: ['auth', 'can-access-main-site'] } as const

export const advisorRoutes: readonly RouteEntry[] = [
  { path: '/advisor/dashboard', ...guarded, menuKey: 'advisor.dashboard', page: DashboardPage },
  { path: '/advisor/history', ...guarded, menuKey: 'advisor.history', page: HistoryPage },
  { path: '/advisor/campaigns', ...guarded, menuKey: 'advisor.campaigns', page: CampaignsPage },
  { path: '/advisor/campaigns/new', ...guarded, menuKey: 'advisor.campaigns', page: CampaignEditPage },
  { path: '/advisor/campaigns/:id', ...guarded, menuKey: 'advisor.campaigns', page: CampaignPage },
  { path: '/advisor/campaigns/:id/edit', ...guarded, menuKey: 'advisor.campaigns', page: CampaignEditPage },
  { path: '/advisor/questions', ...guarded, menuKey: 'advisor.questions', page: LibraryPage },
  { path: '/advisor/questions/:id', ...guarded, menuKey: 'advisor.questions', page: QuestionPage },
  { path: '/advisor/sectors', ...guarded, menuKey: 'advisor.sectors', page: SectorsPage },
  { path: '/advisor/reports', ...guarded, menuKey: 'advisor.reports', page: ReportsPage },
  { path: '/advisor/reports/:id', ...guarded, menuKey: 'advisor.reports', page: ReportPage },
  { path: '/advisor/schools', ...guarded, menuKey: 'advisor.schools', page: SchoolsPage },
  { path: '/advisor/schools/:id', ...guarded, menuKey: 'advisor.schools', page: SchoolPage },
  { path: '/advisor/sections/:id', ...guarded, menuKey: 'advisor.schools', page: SectionPage },
  { path: '/advisor/children/:id', ...guarded, menuKey: 'advisor.schools', page: ChildPage },
  {
    path: '/advisor/telephone-surveys',
    ...guarded,
    menuKey: 'advisor.telephoneSurveys',
    page: TelephoneSurveysPage,
  },
]
