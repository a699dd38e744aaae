import { useState } from 'react'
import {
  AppBar,
  Box,
  Button,
  Drawer,
  IconButton,
  List,
  ListItemButton,
  ListItemText,
  Toolbar,
  Typography,
  useMediaQuery,
} from '@mui/material'
import MenuIcon from '@mui/icons-material/Menu'
import { Link as RouterLink, Outlet, useLocation } from 'react-router'
import { useTranslation } from 'react-i18next'
import { useSignedInMe } from '@/session/session'
import { SessionOverlays } from '@/session/session-overlays'
import { visibleAdminMenu, type AdminOutletContext } from './admin-menu'
import { desktopQuery, navbarHeight, sideMenuWidth } from './layout'

// The administration's frame (docs/administration.md, decision 0033): a top bar, the side
// navigation of admin-menu.ts, the page. Super and group admins only; the route guard `admin`
// sends anyone else away before this renders.

export default function AdminLayout({ builtRoutes }: { builtRoutes: ReadonlySet<string> }) {
  const { t } = useTranslation('shell')
  const me = useSignedInMe()
  const { pathname } = useLocation()
  const desktop = useMediaQuery(desktopQuery, { noSsr: true })
  const [open, setOpen] = useState(false)
  const entries = visibleAdminMenu(me.meta.userPermission.profileType, builtRoutes)
  // The deepest entry that starts the path is the current one (/admin/schools/x → schools).
  const current = entries
    .filter((e) => pathname === e.path || pathname.startsWith(`${e.path}/`))
    .sort((a, b) => b.path.length - a.path.length)[0]

  const nav = (
    <Box component="nav" aria-label={t('admin.navigation')} sx={{ width: sideMenuWidth, maxWidth: '85vw' }}>
      <List>
        {entries.map((e) => (
          <ListItemButton
            key={e.path}
            component={RouterLink}
            to={e.path}
            selected={e === current}
            aria-current={e === current ? 'page' : undefined}
            onClick={() => setOpen(false)}
          >
            <ListItemText primary={t(e.labelKey)} />
          </ListItemButton>
        ))}
      </List>
    </Box>
  )

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <AppBar position="fixed" sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
        <Toolbar sx={{ minHeight: navbarHeight, gap: 1 }}>
          {!desktop && (
            <IconButton
              color="inherit"
              edge="start"
              aria-label={t('admin.openMenu')}
              onClick={() => setOpen(true)}
            >
              <MenuIcon />
            </IconButton>
          )}
          <Typography variant="h6" component="div" sx={{ flexGrow: 1 }}>
            {t('admin.title')}
          </Typography>
          <Typography variant="body2" sx={{ display: { xs: 'none', sm: 'block' } }}>
            {me.user.firstname} {me.user.lastname}
          </Typography>
          <Button color="inherit" component={RouterLink} to="/logout">
            {t('fallbacks.logout')}
          </Button>
        </Toolbar>
      </AppBar>
      {desktop ? (
        <Drawer
          variant="permanent"
          sx={{
            width: sideMenuWidth,
            flexShrink: 0,
            '& .MuiDrawer-paper': {
              width: sideMenuWidth,
              top: navbarHeight,
              height: `calc(100% - ${navbarHeight}px)`,
            },
          }}
        >
          {nav}
        </Drawer>
      ) : (
        <Drawer
          variant="temporary"
          open={open}
          onClose={() => setOpen(false)}
          ModalProps={{ keepMounted: true }}
        >
          {nav}
        </Drawer>
      )}
      <Box component="main" sx={{ flexGrow: 1, minWidth: 0, pt: `${navbarHeight + 16}px`, px: 3, pb: 4 }}>
        <Outlet context={{ builtRoutes } satisfies AdminOutletContext} />
      </Box>
      <SessionOverlays />
    </Box>
  )
}
