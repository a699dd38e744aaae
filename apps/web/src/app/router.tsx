import { lazy, Suspense, type ComponentType } from 'react'
import { createBrowserRouter } from 'react-router'
import { PageLoader } from '../ui/PageLoader'
import { RouteError } from '../ui/RouteError'
import { requireGuest, requireUser } from './guards'

// The route table (spec 000 §2), one file. Each page is its own lazy chunk (ARCHITECTURE §7),
// so a visitor only downloads the pages they open. Routes join this table as features land.
const LoginPage = lazy(() => import('../features/auth/pages/LoginPage'))
const HomePage = lazy(() => import('../features/home/pages/HomePage'))
const NotFoundPage = lazy(() => import('../ui/NotFoundPage'))

function page(Page: ComponentType) {
  return (
    <Suspense fallback={<PageLoader />}>
      <Page />
    </Suspense>
  )
}

export const router = createBrowserRouter([
  {
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoader />,
    children: [
      { path: '/login', loader: requireGuest, element: page(LoginPage) },
      {
        loader: requireUser,
        children: [
          { index: true, element: page(HomePage) },
          { path: '*', element: page(NotFoundPage) },
        ],
      },
    ],
  },
])
