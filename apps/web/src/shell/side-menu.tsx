import { Box, Divider, Drawer } from '@mui/material'
import { useTranslation } from 'react-i18next'
import type { VisibleMenuItem } from '@nido/domain/access/shell/menu'
import { navbarHeight, sideMenuWidth } from './layout'
import { MenuEntries } from './menu-entries'

interface Props {
  items: VisibleMenuItem[]
  /** On mobile the avatar menu is not shown: its entries close the drawer instead (spec 000 §2). */
  accountItems: VisibleMenuItem[]
  desktop: boolean
  open: boolean
  onClose: () => void
}

/** Spec 000 §2 side menu, 340px wide when open (§9): permanent on desktop, a drawer on mobile. */
export function SideMenu({ items, accountItems, desktop, open, onClose }: Props) {
  const { t } = useTranslation('shell')
  const nav = (
    <Box component="nav" aria-label={t('topBar.mainMenu')} sx={{ width: sideMenuWidth, maxWidth: '85vw' }}>
      <MenuEntries items={items} onChoose={desktop ? undefined : onClose} />
      {!desktop && (
        <>
          <Divider />
          <MenuEntries items={accountItems} onChoose={onClose} />
        </>
      )}
    </Box>
  )
  if (!desktop)
    return (
      <Drawer
        variant="temporary"
        open={open}
        onClose={onClose}
        ModalProps={{ keepMounted: true }}
        // The top bar stays above the drawer (its menu button closes it again): the entries start
        // below it, or the first one would sit under the bar and could not be tapped (docs/phones.md).
        sx={{ '& .MuiDrawer-paper': { top: navbarHeight, height: `calc(100% - ${navbarHeight}px)` } }}
      >
        {nav}
      </Drawer>
    )
  return (
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
  )
}
