import { useState } from 'react'
import { Avatar, IconButton, ListItemText, Menu, MenuItem } from '@mui/material'
import { Link as RouterLink } from 'react-router'
import { useTranslation } from 'react-i18next'
import type { VisibleMenuItem } from '@nido/domain/access/menu'
import { useContrastMode } from '@/ui/contrast-mode'
import { openInviteDialog, useInviteChildId } from './invite-dialog'
import { useMenuLabel } from './menu-label'

/** Spec 000 §2 avatar menu (desktop): the account entries of accountMenu(), contrast toggle, logout. */
export function AccountMenu({ name, items }: { name: string; items: VisibleMenuItem[] }) {
  const { t } = useTranslation('shell')
  const label = useMenuLabel()
  const contrast = useContrastMode()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  // Spec 000 §2: the invite dialog is for the current child (guardians only, the menu rule says).
  const childId = useInviteChildId()
  const close = () => setAnchor(null)
  const initials = name
    .split(' ')
    .map((part) => part.charAt(0))
    .join('')
    .slice(0, 2)
    .toUpperCase()
  return (
    <>
      <IconButton
        aria-label={t('account.menu', { name })}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        onClick={(e) => setAnchor(e.currentTarget)}
        color="inherit"
      >
        <Avatar sx={{ width: 40, height: 40, bgcolor: 'secondary.main', fontSize: 16 }}>{initials}</Avatar>
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={close}>
        {items.map((item) =>
          item.path !== null ? (
            <MenuItem key={item.key} component={RouterLink} to={item.path} onClick={close}>
              <ListItemText primary={label(item.key)} />
            </MenuItem>
          ) : item.action === 'openInviteDialog' ? (
            childId && (
              <MenuItem
                key={item.key}
                onClick={() => {
                  close()
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
                close()
                contrast.toggle()
              }}
            >
              <ListItemText primary={label(item.key)} />
            </MenuItem>
          ),
        )}
      </Menu>
    </>
  )
}
