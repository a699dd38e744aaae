import { Menu, MenuItem } from '@mui/material'
import { Link as RouterLink } from 'react-router'
import { useTranslation } from 'react-i18next'
import type { ApplicationMode } from '@nido/domain/access/shell/application-mode'

/** The application switcher's menu (shell/app-switcher.tsx), its own chunk fetched on first opening. */
export default function AppSwitcherMenu({
  anchor,
  onClose,
  entries,
  current,
}: {
  anchor: HTMLElement | null
  onClose: () => void
  entries: { mode: ApplicationMode; path: string }[]
  current: ApplicationMode
}) {
  const { t } = useTranslation('shell')
  return (
    <Menu anchorEl={anchor} open={anchor !== null} onClose={onClose}>
      {entries.map((entry) => (
        <MenuItem
          key={entry.mode}
          component={RouterLink}
          to={entry.path}
          selected={entry.mode === current}
          onClick={onClose}
        >
          {t(`modes.${entry.mode}`)}
        </MenuItem>
      ))}
    </Menu>
  )
}
