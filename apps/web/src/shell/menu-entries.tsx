import { List, ListItem, ListItemButton, ListItemText } from '@mui/material'
import { Link as RouterLink, useLocation } from 'react-router'
import type { VisibleMenuItem } from '@nido/domain/access/shell/menu'
import { useContrastMode } from '@/ui/contrast-mode'
import { openAdvisorHostDialog } from './advisor-host-dialog'
import { openInviteDialog, useInviteChildId } from './invite-dialog'
import { useMenuLabel } from './menu-label'

/**
 * Entries as links (keyboard: Tab and Enter), a switch-like button for the contrast toggle, and a
 * button that opens the invite dialog. Each in its own list item: a list holds items only
 * (axe "list", docs/accessibility.md).
 */
export function MenuEntries({ items, onChoose }: { items: VisibleMenuItem[]; onChoose?: () => void }) {
  const label = useMenuLabel()
  const contrast = useContrastMode()
  const { pathname } = useLocation()
  const inviteChildId = useInviteChildId()
  return (
    <List>
      {items.map((item) => {
        const entry =
          item.path !== null ? (
            <ListItemButton
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
              role="switch"
              aria-checked={contrast.enabled}
              onClick={() => {
                onChoose?.()
                contrast.toggle()
              }}
            >
              <ListItemText primary={label(item.key)} />
            </ListItemButton>
          ) : item.action === 'openInviteDialog' && inviteChildId ? (
            <ListItemButton
              onClick={() => {
                onChoose?.()
                openInviteDialog()
              }}
            >
              <ListItemText primary={label(item.key)} />
            </ListItemButton>
          ) : item.action === 'openAdvisorHostDialog' ? (
            <ListItemButton
              onClick={() => {
                onChoose?.()
                openAdvisorHostDialog()
              }}
            >
              <ListItemText primary={label(item.key)} />
            </ListItemButton>
          ) : null
        return (
          entry && (
            <ListItem key={item.key} disablePadding>
              {entry}
            </ListItem>
          )
        )
      })}
    </List>
  )
}
