import { lazy, Suspense, useState } from 'react'
import { Avatar, IconButton } from '@mui/material'
import { useTranslation } from 'react-i18next'
import type { VisibleMenuItem } from '@nido/domain/access/menu'

// The menu itself is fetched on the first opening (docs/web-weight.md).
const AccountMenuList = lazy(() => import('./AccountMenuList'))

/** Spec 000 §2 avatar menu (desktop): the account entries of accountMenu(), contrast toggle, logout. */
export function AccountMenu({ name, items }: { name: string; items: VisibleMenuItem[] }) {
  const { t } = useTranslation('shell')
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  // Mounted from the first opening on, so that closing still plays the menu's transition.
  const [opened, setOpened] = useState(false)
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
        onClick={(e) => {
          setOpened(true)
          setAnchor(e.currentTarget)
        }}
        color="inherit"
      >
        <Avatar sx={{ width: 40, height: 40, bgcolor: 'secondary.main', fontSize: 16 }}>{initials}</Avatar>
      </IconButton>
      {opened && (
        <Suspense fallback={null}>
          <AccountMenuList anchor={anchor} onClose={() => setAnchor(null)} items={items} />
        </Suspense>
      )}
    </>
  )
}
