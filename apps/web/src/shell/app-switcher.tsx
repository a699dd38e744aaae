import { lazy, Suspense } from 'react'
import { Button } from '@mui/material'
import AppsIcon from '@mui/icons-material/Apps'
import { useTranslation } from 'react-i18next'
import type { ApplicationMode } from '@nido/domain/access/shell/application-mode'
import { useLazyPopup } from './lazy-popup'

// The menu is fetched on the first opening (docs/web-weight.md).
const AppSwitcherMenu = lazy(() => import('./app-switcher-menu'))

/** Spec 000 §2 application switcher; the caller passes no entries when one mode only (hidden). */
export function AppSwitcher({
  entries,
  current,
}: {
  entries: { mode: ApplicationMode; path: string }[]
  current: ApplicationMode
}) {
  const { t } = useTranslation('shell')
  const menu = useLazyPopup()
  if (entries.length === 0) return null
  return (
    <>
      <Button
        color="inherit"
        startIcon={<AppsIcon />}
        aria-label={t('modes.label')}
        aria-haspopup="menu"
        aria-expanded={menu.anchor !== null}
        onClick={menu.open}
      >
        {t(`modes.${current}`)}
      </Button>
      {menu.opened && (
        <Suspense fallback={null}>
          <AppSwitcherMenu anchor={menu.anchor} onClose={menu.close} entries={entries} current={current} />
        </Suspense>
      )}
    </>
  )
}
