import { Box, Button, Typography } from '@mui/material'
import { Link as RouterLink, Outlet, useLocation } from 'react-router'
import { useTranslation } from 'react-i18next'
import type { ApplicationMode } from '@nido/domain/access/shell/application-mode'
import type { VisibleMenuItem } from '@nido/domain/access/shell/menu'
import { SessionOverlays } from '@/session/session-overlays'
import type { ShellState } from '@/session/access'
import { LinkTabs } from '@/ui/link-tabs'
import { navbarHeight } from './layout'
import { useMenuLabel } from './menu-label'
import { TopBar } from './top-bar'

interface Props {
  state: ShellState
  mode: ApplicationMode
  items: VisibleMenuItem[]
  switcher: { mode: ApplicationMode; path: string }[]
  accountItems: VisibleMenuItem[]
  desktop: boolean
}

/**
 * Spec 000 §2 manager layout: a full-width desktop menu above the page. "On small screens it
 * shows an error page saying manager mode is disabled for mobile, with a home link."
 */
export function ManagerLayout({ state, mode, items, switcher, accountItems, desktop }: Props) {
  const { t } = useTranslation('shell')
  const label = useMenuLabel()
  const { pathname } = useLocation()
  if (!desktop)
    return (
      <Box component="main" sx={{ maxWidth: 560, mx: 'auto', mt: 12, px: 3, textAlign: 'center' }}>
        <Typography variant="h4" component="h1" gutterBottom>
          {t('manager.mobileTitle')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('manager.mobileDetails')}
        </Typography>
        <Button component={RouterLink} to="/" variant="contained">
          {t('manager.home')}
        </Button>
      </Box>
    )
  const links = items.filter((i) => i.path !== null)
  // A child's file (…/children/{id}) keeps its list's entry marked: the longest matching path.
  const selected =
    links
      .filter((i) => pathname === i.path || pathname.startsWith(`${i.path}/`))
      .sort((a, b) => (b.path ?? '').length - (a.path ?? '').length)[0]?.key ?? null
  return (
    <Box sx={{ minHeight: '100vh' }}>
      <TopBar state={state} mode={mode} switcher={switcher} accountItems={accountItems} desktop />
      {/* Links in a list, the current one aria-current: MUI's Tabs would make page links ARIA tabs. */}
      <Box sx={{ mt: `${navbarHeight}px`, bgcolor: 'background.paper' }}>
        <LinkTabs
          label={t('topBar.mainMenu')}
          items={links.map((item) => ({ key: item.key, label: label(item.key), to: item.path ?? '/' }))}
          current={selected}
        />
      </Box>
      <Box sx={{ width: '100%', px: 3, py: 2 }}>
        <Outlet />
      </Box>
      <SessionOverlays />
    </Box>
  )
}
