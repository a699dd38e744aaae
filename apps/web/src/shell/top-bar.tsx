import { AppBar, Box, IconButton, Link, Toolbar } from '@mui/material'
import MenuIcon from '@mui/icons-material/Menu'
import { Link as RouterLink } from 'react-router'
import { useTranslation } from 'react-i18next'
import type { ApplicationMode } from '@nido/domain/access/shell/application-mode'
import type { VisibleMenuItem } from '@nido/domain/access/shell/menu'
import type { ShellState } from '@/session/access'
import { AccountMenu } from './account-menu'
import { AppSwitcher } from './app-switcher'
import { navbarHeight } from './layout'
import { ScopeSelector } from './scope-selector'
import { useShellSlots } from './slots'

interface Props {
  state: ShellState
  mode: ApplicationMode
  switcher: { mode: ApplicationMode; path: string }[]
  accountItems: VisibleMenuItem[]
  desktop: boolean
  onOpenMenu?: () => void
}

/**
 * Spec 000 §2 top bar, 64px (§9): drawer toggle on mobile, logo to the root, scope selector,
 * application switcher, the features' buttons (morning word for guardians, chat, notifications:
 * slots given by app/shell-route.tsx), avatar menu on desktop. Their menus, drawers and panels are
 * chunks fetched when first opened.
 */
export function TopBar({ state, mode, switcher, accountItems, desktop, onOpenMenu }: Props) {
  const { t } = useTranslation()
  const { t: ts } = useTranslation('shell')
  const { topBarActions } = useShellSlots()
  return (
    <AppBar position="fixed" elevation={0} sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
      <Toolbar sx={{ minHeight: navbarHeight, height: navbarHeight, gap: 1 }}>
        {!desktop && onOpenMenu && (
          <IconButton color="inherit" edge="start" aria-label={ts('topBar.openMenu')} onClick={onOpenMenu}>
            <MenuIcon />
          </IconButton>
        )}
        <Link
          component={RouterLink}
          to="/"
          color="inherit"
          underline="none"
          aria-label={ts('topBar.home', { app: t('app.name') })}
          sx={{ fontWeight: 700, fontSize: 22, mr: 1 }}
        >
          {t('app.name')}
        </Link>
        <ScopeSelector state={state} />
        <Box sx={{ flexGrow: 1 }} />
        <AppSwitcher entries={switcher} current={mode} />
        {topBarActions}
        {desktop && <AccountMenu user={state.me.user} items={accountItems} />}
      </Toolbar>
    </AppBar>
  )
}
