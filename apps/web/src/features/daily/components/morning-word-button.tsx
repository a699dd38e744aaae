import { lazy, Suspense, useState } from 'react'
import { IconButton } from '@mui/material'
import SunIcon from '@mui/icons-material/WbSunnyOutlined'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { morningWordButtonShown } from '@nido/domain/access/shell/shell'
import { useShellState } from '@/session/access'
import { useRealtimeEvent } from '@/session/realtime'
import { LazyTooltip } from '@/ui/lazy-tooltip'
import { currentQuery } from '../queries'

// The drawer brings the date pickers and date-fns (about 60 KiB gzipped): it is fetched when a
// guardian first opens it, not with the top bar (docs/web-weight.md).
const MorningWordDrawer = lazy(() =>
  import('./morning-word-drawer').then((m) => ({ default: m.MorningWordDrawer })),
)

/**
 * Spec 000 §6 "Morning-word and check-in button: guardians only, subject to the daily module's
 * guardian check-in param and school opening hours". The shell's rule hides it without a call;
 * the current daily check-in call (spec 000 §7) then decides with the server's clock and data.
 */
export function MorningWordButton() {
  const { me, ctx } = useShellState()
  const shown = morningWordButtonShown(ctx)
  if (!shown) return null
  return <GuardianButton userId={me.user.id} scope={me.current.childId} />
}

function GuardianButton({ userId, scope }: { userId: string; scope: string | null }) {
  const { t } = useTranslation('shell')
  const queryClient = useQueryClient()
  const [open, setOpen] = useState(false)
  // Mounted from the first opening on, so that closing still plays the drawer's transition.
  const [opened, setOpened] = useState(false)
  const current = useQuery(currentQuery(userId, scope))
  // Staff checking the child in or out from the board: the drawer opens on fresh data.
  useRealtimeEvent(userId, 'daily.check-ins', () => {
    if (!open) void queryClient.invalidateQueries({ queryKey: currentQuery(userId, scope).queryKey })
  })
  const data = current.data
  if (!data?.mayCheckIn || !data.child) return null
  const child = data.child
  const label = t('topBar.morningWord', { name: child.firstname })
  return (
    <>
      <LazyTooltip title={label}>
        <IconButton
          color="inherit"
          aria-label={label}
          aria-haspopup="dialog"
          onClick={() => {
            setOpened(true)
            setOpen(true)
          }}
        >
          <SunIcon />
        </IconButton>
      </LazyTooltip>
      {opened && (
        <Suspense fallback={null}>
          <MorningWordDrawer
            userId={userId}
            open={open}
            onClose={() => setOpen(false)}
            child={child}
            timezone={data.timezone}
            config={{
              timePickers: data.timePickers,
              morningWordEnabled: data.morningWordEnabled,
              allFineEnabled: data.allFineEnabled,
              allowedItems: data.allowedMorningWordItems,
            }}
            preset={{ checkIn: child.checkIn, morningWord: child.morningWord }}
          />
        </Suspense>
      )}
    </>
  )
}
