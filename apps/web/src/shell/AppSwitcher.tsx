import { lazy, Suspense, useState } from 'react'
import { Button } from '@mui/material'
import AppsIcon from '@mui/icons-material/Apps'
import { useTranslation } from 'react-i18next'
import type { ApplicationMode } from '@nido/domain/access/modes'

// The menu is fetched on the first opening (docs/web-weight.md).
const AppSwitcherMenu = lazy(() => import('./AppSwitcherMenu'))

/** Spec 000 §2 application switcher; the caller passes no entries when one mode only (hidden). */
export function AppSwitcher({
  entries,
  current,
}: {
  entries: { mode: ApplicationMode; path: string }[]
  current: ApplicationMode
}) {
  const { t } = useTranslation('shell')
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  // Mounted from the first opening on, so that closing still plays the menu's transition.
  const [opened, setOpened] = useState(false)
  if (entries.length === 0) return null
  return (
    <>
      <Button
        color="inherit"
        startIcon={<AppsIcon />}
        aria-label={t('modes.label')}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        onClick={(e) => {
          setOpened(true)
          setAnchor(e.currentTarget)
        }}
      >
        {t(`modes.${current}`)}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <AppSwitcherMenu
            anchor={anchor}
            onClose={() => setAnchor(null)}
            entries={entries}
            current={current}
          />
        </Suspense>
      )}
    </>
  )
}
