import { lazy, Suspense } from 'react'
import { IconButton } from '@mui/material'
import { useTranslation } from 'react-i18next'
import type { VisibleMenuItem } from '@nido/domain/access/shell/menu'
import { PersonAvatar } from '@/ui/avatar'
import { useLazyPopup } from './lazy-popup'

// The menu itself is fetched on the first opening (docs/web-weight.md).
const AccountMenuList = lazy(() => import('./account-menu-list'))

/** Spec 000 §2 avatar menu (desktop): the account entries of accountMenu(), contrast toggle, logout. */
export function AccountMenu({
  user,
  items,
}: {
  user: { id: string; firstname: string; lastname: string }
  items: VisibleMenuItem[]
}) {
  const { t } = useTranslation('shell')
  const menu = useLazyPopup()
  const name = `${user.firstname} ${user.lastname}`
  return (
    <>
      <IconButton
        aria-label={t('account.menu', { name })}
        aria-haspopup="menu"
        aria-expanded={menu.anchor !== null}
        onClick={menu.open}
        color="inherit"
      >
        <PersonAvatar id={user.id} firstname={user.firstname} lastname={user.lastname} />
      </IconButton>
      {menu.opened && (
        <Suspense fallback={null}>
          <AccountMenuList anchor={menu.anchor} onClose={menu.close} items={items} />
        </Suspense>
      )}
    </>
  )
}
