import { useTranslation } from 'react-i18next'
import type { MenuKey } from '@nido/domain/access/shell/menu'

/**
 * The text of a menu entry. Account entries live under `account.`, side entries under `menu.`;
 * entries of modules not built yet have no text and fall back to their key.
 */
export function useMenuLabel(): (key: MenuKey) => string {
  const { t } = useTranslation('shell')
  return (key) => {
    // Sub-entries (`daily.checkIn`) are flat in the texts (`menu.daily_checkIn`): `menu.daily` is a text.
    const path = key.startsWith('account.') ? key : `menu.${key.replaceAll('.', '_')}`
    // The key is computed, so it is checked at run time (defaultValue) rather than by the types.
    return t(path as 'menu.newsfeed', { defaultValue: key })
  }
}
