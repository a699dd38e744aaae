import { List, ListItemButton, ListItemText } from '@mui/material'
import { Link as RouterLink, useLocation } from 'react-router'
import type { VisibleMenuItem } from '@nido/domain/access/shell/menu'
import { useContrastMode } from '@/ui/contrast-mode'
import { openInviteDialog, useInviteChildId } from './invite-dialog'
import { useMenuLabel } from './menu-label'

/**
 * Entries as links (keyboard: Tab and Enter), a switch-like button for the contrast toggle, and a
 * button that opens the invite dialog.
 */
export function MenuEntries({ items, onChoose }: { items: VisibleMenuItem[]; onChoose?: () => void }) {
  const label = useMenuLabel()
  const contrast = useContrastMode()
  const { pathname } = useLocation()
  const inviteChildId = useInviteChildId()
  return (
    <List>
      {items.map((item) =>
        item.path !== null ? (
          <ListItemButton
            key={item.key}
            component={RouterLink}
            to={item.path}
            selected={pathname === item.path}
            aria-current={pathname === item.path ? 'page' : undefined}
            onClick={onChoose}
          >
            <ListItemText primary={label(item.key)} />
          </ListItemButton>
        ) : item.action === 'toggleContrast' ? (
          <ListItemButton
            key={item.key}
            role="switch"
            aria-checked={contrast.enabled}
            onClick={() => {
              onChoose?.()
              contrast.toggle()
            }}
          >
            <ListItemText primary={label(item.key)} />
          </ListItemButton>
        ) : item.action === 'openInviteDialog' ? (
          inviteChildId && (
            <ListItemButton
              key={item.key}
              onClick={() => {
                onChoose?.()
                openInviteDialog()
              }}
            >
              <ListItemText primary={label(item.key)} />
            </ListItemButton>
          )
        ) : null,
      )}
    </List>
  )
}
