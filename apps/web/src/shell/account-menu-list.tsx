import { ListItemText, Menu, MenuItem } from '@mui/material'
import { Link as RouterLink } from 'react-router'
import type { VisibleMenuItem } from '@nido/domain/access/shell/menu'
import { useContrastMode } from '@/ui/contrast-mode'
import { openInviteDialog, useInviteChildId } from './invite-dialog'
import { useMenuLabel } from './menu-label'

/**
 * The avatar menu's entries (shell/account-menu.tsx), its own chunk fetched on the first opening:
 * the account entries of accountMenu(), the invite dialog, the contrast toggle.
 */
export default function AccountMenuList({
  anchor,
  onClose,
  items,
}: {
  anchor: HTMLElement | null
  onClose: () => void
  items: VisibleMenuItem[]
}) {
  const label = useMenuLabel()
  const contrast = useContrastMode()
  // Spec 000 §2: the invite dialog is for the current child (guardians only, the menu rule says).
  const childId = useInviteChildId()
  return (
    <Menu anchorEl={anchor} open={anchor !== null} onClose={onClose}>
      {items.map((item) =>
        item.path !== null ? (
          <MenuItem key={item.key} component={RouterLink} to={item.path} onClick={onClose}>
            <ListItemText primary={label(item.key)} />
          </MenuItem>
        ) : item.action === 'openInviteDialog' ? (
          childId && (
            <MenuItem
              key={item.key}
              onClick={() => {
                onClose()
                openInviteDialog()
              }}
            >
              <ListItemText primary={label(item.key)} />
            </MenuItem>
          )
        ) : (
          <MenuItem
            key={item.key}
            role="menuitemcheckbox"
            aria-checked={contrast.enabled}
            onClick={() => {
              onClose()
              contrast.toggle()
            }}
          >
            <ListItemText primary={label(item.key)} />
          </MenuItem>
        ),
      )}
    </Menu>
  )
}
