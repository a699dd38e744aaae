import { lazy, Suspense, useState } from 'react'
import { Badge, IconButton } from '@mui/material'
import NotificationsIcon from '@mui/icons-material/Notifications'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { notificationButtonShown } from '@nido/domain/access/shell/shell'
import type { Me } from '@nido/domain/contracts/me'
import { meQuery } from '@/session/session'
import { useRealtimeEvent } from '@/session/realtime'
import { LazyTooltip } from '@/ui/lazy-tooltip'
import { actorScopeOf } from '@/session/access'
import { badgeTotal } from '../panel-rules'
import { countsQuery, useInvalidateNotifications } from '../queries'

// The panel (a drawer with tabs, cards and the refuse dialog) is fetched when first opened
// (docs/web-weight.md).
const NotificationPanel = lazy(() =>
  import('./notification-panel').then((m) => ({ default: m.NotificationPanel })),
)

/**
 * Spec 000 §2 top bar: the notification button with its badge, opening the notification panel.
 * Spec 000 §6: shown only for moderators or moderated users who are not observers (shell.ts).
 */
export function NotificationButton() {
  const { data: me } = useQuery(meQuery)
  if (!me || !notificationButtonShown(actorScopeOf(me))) return null
  return <NotificationBell me={me} />
}

function NotificationBell({ me }: { me: Me }) {
  const { t } = useTranslation('shell')
  const [open, setOpen] = useState(false)
  // Mounted from the first opening on, so that closing still plays the drawer's transition.
  const [opened, setOpened] = useState(false)
  const counts = useQuery(countsQuery(me.user.id, me.current.schoolId))
  const refresh = useInvalidateNotifications(me.user.id)
  // ARCHITECTURE §8: the server hints that counts changed; after a reconnection, re-fetch too.
  useRealtimeEvent(me.user.id, 'notification-counts', () => void refresh())
  useRealtimeEvent(me.user.id, 'connect', () => void refresh())
  const total = badgeTotal(counts.data)
  const label = t('topBar.notifications', { count: total })
  return (
    <>
      <LazyTooltip title={label}>
        <IconButton
          color="inherit"
          aria-label={label}
          onClick={() => {
            setOpened(true)
            setOpen(true)
          }}
        >
          {/* Spec 000 §9: the badge shows 99+ from 100. */}
          <Badge badgeContent={total} max={99} color="error" data-testid="notification-badge">
            <NotificationsIcon />
          </Badge>
        </IconButton>
      </LazyTooltip>
      {opened && (
        <Suspense fallback={null}>
          <NotificationPanel me={me} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  )
}
