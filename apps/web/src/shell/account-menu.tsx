import { lazy, Suspense } from 'react'
import { Avatar, IconButton } from '@mui/material'
import { useTranslation } from 'react-i18next'
import type { VisibleMenuItem } from '@nido/domain/access/shell/menu'
import { useLazyPopup } from './lazy-popup'

// The menu itself is fetched on the first opening (docs/web-weight.md).
const AccountMenuList = lazy(() => import('./account-menu-list'))

/** Spec 000 §2 avatar menu (desktop): the account entries of accountMenu(), contrast toggle, logout. */
export function AccountMenu({ name, items }: { name: string; items: VisibleMenuItem[] }) {
  const { t } = useTranslation('shell')
  const menu = useLazyPopup()
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
        aria-expanded={menu.anchor !== null}
        onClick={menu.open}
        color="inherit"
      >
        <Avatar
          sx={{
            width: 40,
            height: 40,
            bgcolor: 'secondary.main',
            color: 'secondary.contrastText',
            fontSize: 16,
          }}
        >
          {initials}
        </Avatar>
      </IconButton>
      {menu.opened && (
        <Suspense fallback={null}>
          <AccountMenuList anchor={menu.anchor} onClose={menu.close} items={items} />
        </Suspense>
      )}
    </>
  )
}
