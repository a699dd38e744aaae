import { lazy, Suspense, useState } from 'react'
import { Box, IconButton, Typography } from '@mui/material'
import SunIcon from '@mui/icons-material/WbSunnyOutlined'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { morningWordButtonPresent } from '@nido/domain/access/shell/shell'
import { useShellState } from '@/session/access'
import { useRealtimeEvent } from '@/session/realtime'
import { LazyTooltip } from '@/ui/lazy-tooltip'
import { currentLanguage } from '@/i18n/index'
import { formatWallTime, formatWeekday } from '@/ui/format'
import type { DailyCurrent } from '@nido/domain/contracts/daily'
import { currentQuery } from '../queries'

// The drawer brings the date pickers and date-fns (about 60 KiB gzipped): it is fetched when a
// guardian first opens it, not with the top bar (docs/web-weight.md).
const MorningWordDrawer = lazy(() =>
  import('./morning-word-drawer').then((m) => ({ default: m.MorningWordDrawer })),
)

/**
 * Spec 000 §6 "Morning-word and check-in button: guardians only, subject to the daily module's
 * guardian check-in param and school opening hours". The shell's rule hides it without a call
 * where check-in cannot be (no daily, mode none, an observer); the current daily check-in call
 * (spec 000 §7) then decides with the server's clock and data: usable, or disabled until it opens.
 */
export function MorningWordButton() {
  const { me, ctx } = useShellState()
  if (!morningWordButtonPresent(ctx)) return null
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
  if (!data?.child) return null
  const child = data.child
  const label = t('topBar.morningWord', { name: child.firstname })
  if (!data.mayCheckIn)
    return data.opensAt ? <ClosedButton label={label} opensAt={data.opensAt} today={data.date} /> : null
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

/**
 * Outside the opening hours the button stays, disabled, and says when the school opens (its own
 * time zone, in the user's format): a guardian is not left wondering where it went. Focusable
 * (aria-disabled rather than disabled), so the reason is read by keyboard and screen readers too.
 */
function ClosedButton({
  label,
  opensAt,
  today,
}: {
  label: string
  opensAt: NonNullable<DailyCurrent['opensAt']>
  /** The school's today. */
  today: string | null
}) {
  const { t } = useTranslation('shell')
  const language = currentLanguage()
  const time = formatWallTime(opensAt.time, language)
  const opens =
    opensAt.date === today
      ? t('topBar.morningWordOpensAt', { time })
      : t('topBar.morningWordOpensOn', { time, day: formatWeekday(opensAt.date, language) })
  return (
    <Box sx={{ display: 'flex', alignItems: 'center' }}>
      <LazyTooltip title={opens}>
        <IconButton
          color="inherit"
          aria-label={`${label}. ${opens}`}
          aria-disabled="true"
          sx={{ opacity: 0.6 }}
        >
          <SunIcon />
        </IconButton>
      </LazyTooltip>
      <Typography variant="caption" aria-hidden sx={{ display: { xs: 'none', sm: 'block' }, mr: 1 }}>
        {opens}
      </Typography>
    </Box>
  )
}
