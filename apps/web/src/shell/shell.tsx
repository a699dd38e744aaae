import { lazy, Suspense, useState } from 'react'
import { Box, useMediaQuery } from '@mui/material'
import { Outlet, useLocation } from 'react-router'
import type { ApplicationMode } from '@nido/domain/access/shell/application-mode'
import { layoutFor } from '@nido/domain/access/shell/modes'
import { logoutPath } from '@nido/domain/access/shell/shell'
import { SessionOverlays } from '@/session/session-overlays'
import { Footer } from '@/ui/footer'
import { useShellState } from '@/session/access'
import { CannotSeeMainSite } from './cannot-see-main-site'
import { containerSx, desktopQuery, navbarHeight } from './layout'
import { builtAccountMenu, builtMenu, builtSwitcher, type BuiltRoutes } from './menus'
import { SideMenu } from './side-menu'
import { mainContentId, SkipLink } from './skip-link'
import { InviteDialogHost } from './invite-dialog'
import { AdvisorHostDialogHost } from './advisor-host-dialog'
import { OfflineBanner } from './offline-banner'
import { TopBar } from './top-bar'
import { PageLoader } from '@/ui/page-loader'
import { ShellSlotsProvider, useShellSlots, type ShellSlots } from './slots'

// The manager's layout (tabs, its own bar) is its own chunk: a family's first load does not carry
// it (ARCHITECTURE §7, docs/web-weight.md).
const ManagerLayout = lazy(() => import('./manager-layout').then((m) => ({ default: m.ManagerLayout })))

/**
 * Spec 000 §2 layouts, with what features put in them (`slots`, from app/shell-route.tsx).
 */
export default function Shell({ builtRoutes, slots }: { builtRoutes: BuiltRoutes; slots: ShellSlots }) {
  return (
    <ShellSlotsProvider value={slots}>
      <Layout builtRoutes={builtRoutes} />
    </ShellSlotsProvider>
  )
}

/** The layout of the current path's application mode (domain layoutFor). */
function Layout({ builtRoutes }: { builtRoutes: BuiltRoutes }) {
  const state = useShellState()
  const { pathname } = useLocation()
  const desktop = useMediaQuery(desktopQuery, { noSsr: true })
  const layout = layoutFor(state.ctx, pathname)
  if (layout === 'empty') return <Outlet />
  if (layout === 'cannot-see-main-site') return <CannotSeeMainSite />
  const accountItems = builtAccountMenu(state.ctx, builtRoutes).map((item) =>
    item.key === 'account.logout' ? { ...item, path: logoutPath(state.ctx) } : item,
  )
  const switcher = builtSwitcher(state.ctx, builtRoutes)
  if (layout === 'manager' || layout === 'manager-lite')
    return (
      <Suspense fallback={<PageLoader />}>
        <ManagerLayout
          state={state}
          mode={layout}
          items={builtMenu(state.ctx, layout, builtRoutes)}
          switcher={switcher}
          accountItems={accountItems}
          desktop={desktop}
        />
      </Suspense>
    )
  return (
    <DefaultLayout
      state={state}
      mode={layout}
      builtRoutes={builtRoutes}
      switcher={switcher}
      accountItems={accountItems}
      desktop={desktop}
    />
  )
}

interface DefaultProps {
  state: ReturnType<typeof useShellState>
  mode: ApplicationMode
  builtRoutes: BuiltRoutes
  switcher: { mode: ApplicationMode; path: string }[]
  accountItems: ReturnType<typeof builtAccountMenu>
  desktop: boolean
}

/**
 * The page area holds the viewport below the top bar from the first paint: the footer starts below
 * the fold instead of being pushed there when the page arrives, and a page's top margin stays
 * inside (flow-root) instead of moving the whole area. Lighthouse measured both as a layout shift
 * of 0.29 on a guardian's first `/` (docs/web-weight.md "Lighthouse").
 */
const mainSx = { ...containerSx, display: 'flow-root', minHeight: `calc(100vh - ${navbarHeight}px)` }

/** Normal, daily, advisor and manager-guardian: top bar, side menu of the mode, page area. */
function DefaultLayout({ state, mode, builtRoutes, switcher, accountItems, desktop }: DefaultProps) {
  const [drawerOpen, setDrawerOpen] = useState(false)
  const { impersonationBanner, overlays } = useShellSlots()
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <SkipLink />
      <TopBar
        state={state}
        mode={mode}
        switcher={switcher}
        accountItems={accountItems}
        desktop={desktop}
        onOpenMenu={() => setDrawerOpen(true)}
      />
      <SideMenu
        items={builtMenu(state.ctx, mode, builtRoutes)}
        accountItems={accountItems}
        desktop={desktop}
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
      />
      <Box sx={{ flexGrow: 1, minWidth: 0, pt: `${navbarHeight}px`, pb: 4 }}>
        <OfflineBanner />
        {state.me.impersonatorId ? <Suspense fallback={null}>{impersonationBanner}</Suspense> : null}
        <Box component="main" id={mainContentId} tabIndex={-1} sx={mainSx}>
          <Outlet />
        </Box>
        <Footer />
      </Box>
      <SessionOverlays />
      {overlays}
      <InviteDialogHost />
      <AdvisorHostDialogHost />
    </Box>
  )
}
