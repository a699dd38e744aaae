import { useState } from 'react'
import { Button, Menu, MenuItem } from '@mui/material'
import AppsIcon from '@mui/icons-material/Apps'
import { Link as RouterLink } from 'react-router'
import { useTranslation } from 'react-i18next'
import type { ApplicationMode } from '@nido/domain/access/modes'

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
  if (entries.length === 0) return null
  return (
    <>
      <Button
        color="inherit"
        startIcon={<AppsIcon />}
        aria-label={t('modes.label')}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        {t(`modes.${current}`)}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {entries.map((entry) => (
          <MenuItem
            key={entry.mode}
            component={RouterLink}
            to={entry.path}
            selected={entry.mode === current}
            onClick={() => setAnchor(null)}
          >
            {t(`modes.${entry.mode}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  )
}
