import { ErrorBlock } from '@/ui/error-block'
import { useState } from 'react'
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Chip,
  CircularProgress,
  List,
  ListItem,
  Paper,
  Stack,
  Typography,
} from '@mui/material'
import LoginIcon from '@mui/icons-material/LoginOutlined'
import LogoutIcon from '@mui/icons-material/LogoutOutlined'
import SunIcon from '@mui/icons-material/WbSunnyOutlined'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { parseDailyOptions } from '@nido/domain/contracts/daily'
import { type DailyBoard, type DailyBoardChild } from '@nido/domain/contracts/daily-board'
import { checkInTimesEnabled, morningWordEnabled } from '@nido/domain/rules/daily-check-in'
import { fallbackLanguage, parseLanguage, type Language } from '@nido/domain/i18n/languages'
import { useShellState } from '@/session/access'
import { useRealtimeEvent } from '@/session/realtime'
import { formatDate } from '@/ui/format'
import { useToast } from '@/ui/toast'
import { ChildAvatar } from '../components/child-avatar'
import { MorningWordDrawer } from '../components/morning-word-drawer'
import { presentNow } from '../board-ratio'
import { boardRowTexts } from '../board-texts'
import { boardQuery, useTapCheckIn } from '../queries'
import { displayTime, isoToZoneTime } from '../time'
import '../i18n'
import { EmptyState } from '@/ui/empty-state'

// Spec 000 §2 /daily/check-in/children (docs/daily-web.md): per section, the day's arrivals and
// departures, one tap to check a child in or out, the morning word per child (spec 001 §2 drawer,
// pro panel), and the supervision ratio of spec 001 §9, live for every staff member on the page.

export default function ChildrenCheckInPage() {
  const { t, i18n } = useTranslation('daily')
  const { me, ctx } = useShellState()
  const userId = me.user.id
  const language = parseLanguage(i18n.language) ?? fallbackLanguage
  const queryClient = useQueryClient()
  const query = useQuery(boardQuery(userId, me.current.schoolId))
  const refresh = () =>
    void queryClient.invalidateQueries({ queryKey: boardQuery(userId, me.current.schoolId).queryKey })
  // Events are hints (ARCHITECTURE §8): the board is read again, also after a reconnection.
  useRealtimeEvent(userId, 'daily.check-ins', refresh)
  useRealtimeEvent(userId, 'connect', refresh)
  const [drawerChild, setDrawerChild] = useState<DailyBoardChild | null>(null)
  const options = parseDailyOptions(ctx.features.daily.options)

  if (query.isPending) return <CircularProgress sx={{ mt: 2 }} aria-label={t('common.loading')} />
  if (query.isError)
    return (
      <Box sx={{ mt: 2 }}>
        <ErrorBlock title={t('common.loadFailed')} error={query.error} onRetry={() => void query.refetch()} />
      </Box>
    )
  const board = query.data
  const day = new Date(`${board.date}T12:00:00Z`)
  return (
    <Box sx={{ mt: 2, mb: 4 }}>
      <Stack direction="row" sx={{ alignItems: 'baseline', flexWrap: 'wrap', gap: 1, mb: 2 }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          {t('board.title')}
        </Typography>
        <Typography color="text.secondary">{t('board.date', { date: formatDate(day, language) })}</Typography>
        <Chip size="small" color="success" variant="outlined" label={t('board.live')} />
      </Stack>
      {!board.canWrite && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('board.readOnly')}
        </Alert>
      )}
      <RatioPanel board={board} language={language} />
      <StaffPanel board={board} language={language} />
      {board.sections.length === 0 ? (
        <EmptyState text={t('board.empty')} />
      ) : (
        <Stack spacing={3}>
          {board.sections.map((section) => (
            <SectionBoard
              key={section.id}
              userId={userId}
              board={board}
              section={section}
              language={language}
              onOpen={setDrawerChild}
            />
          ))}
        </Stack>
      )}
      {drawerChild && (
        <MorningWordDrawer
          userId={userId}
          open
          onClose={() => setDrawerChild(null)}
          child={drawerChild}
          timezone={board.timezone}
          // Spec 001 §2: the time pickers are on the guardian panel only; staff use the board.
          config={{
            timePickers: false,
            morningWordEnabled: morningWordEnabled(board.mode),
            allFineEnabled: options.allFineEnabled,
            allowedItems: options.allowedMorningWordItems,
          }}
        />
      )}
    </Box>
  )
}

interface SectionProps {
  userId: string
  board: DailyBoard
  section: DailyBoard['sections'][number]
  language: Language
  onOpen: (child: DailyBoardChild) => void
}

function SectionBoard({ userId, board, section, language, onOpen }: SectionProps) {
  const { t } = useTranslation('daily')
  const headingId = `board-section-${section.id}`
  const count = (status: DailyBoardChild['status']) =>
    section.children.filter((c) => c.status === status).length
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'baseline', flexWrap: 'wrap', gap: 1 }}>
        <Typography id={headingId} variant="h5" component="h2" sx={{ flexGrow: 1 }}>
          {section.name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('board.counts', { present: count('present'), expected: count('expected'), left: count('left') })}
        </Typography>
      </Stack>
      {section.children.length === 0 ? (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t('board.sectionEmpty')}
        </Typography>
      ) : (
        <List aria-labelledby={headingId}>
          {section.children.map((child) => (
            <ChildRow
              key={child.id}
              userId={userId}
              board={board}
              child={child}
              language={language}
              onOpen={() => onOpen(child)}
            />
          ))}
        </List>
      )}
    </Paper>
  )
}

const statusColor = { expected: 'default', present: 'success', left: 'info' } as const

/**
 * Every row the same grid, whatever its buttons (docs/phones.md): avatar and name on one line, the
 * buttons on the same line from 600px, on a line of their own below. A wrapping row put the
 * buttons beside the name on some rows and under it on others.
 */
const rowSx = {
  display: 'grid',
  gridTemplateColumns: { xs: 'auto minmax(0, 1fr)', sm: 'auto minmax(0, 1fr) auto' },
  gridTemplateAreas: { xs: '"avatar info" "actions actions"', sm: '"avatar info actions"' },
  columnGap: 2,
  rowGap: 1,
  alignItems: 'center',
} as const

function ChildRow({
  userId,
  board,
  child,
  language,
  onOpen,
}: {
  userId: string
  board: DailyBoard
  child: DailyBoardChild
  language: Language
  onOpen: () => void
}) {
  const { t } = useTranslation('daily')
  const toast = useToast()
  const tap = useTapCheckIn(userId)
  const name = `${child.firstname} ${child.lastname}`
  const texts = boardRowTexts(t, child, language)
  const word = child.morningWord?.exists ? child.morningWord : null
  const canTap = board.canWrite && checkInTimesEnabled(board.mode)
  const canWord = board.canWrite && morningWordEnabled(board.mode)
  const onTap = (direction: 'arrive' | 'depart') =>
    tap.mutate(
      { childId: child.id, direction },
      {
        onSuccess: () =>
          toast.success(t(direction === 'arrive' ? 'board.checkedIn' : 'board.checkedOut', { name })),
        onError: (error) => toast.apiError(error),
      },
    )
  return (
    <ListItem divider sx={rowSx} aria-label={name}>
      <ChildAvatar
        userId={child.id}
        firstname={child.firstname}
        lastname={child.lastname}
        avatarMediaId={child.avatarMediaId}
      />
      <Box sx={{ gridArea: 'info', minWidth: 0 }}>
        <Typography sx={{ fontWeight: 500 }}>{name}</Typography>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <Chip size="small" color={statusColor[child.status]} label={texts.status} />
          {texts.arrivedAt && (
            <Typography variant="body2" color="text.secondary">
              {texts.arrivedAt}
            </Typography>
          )}
          {texts.leftAt && (
            <Typography variant="body2" color="text.secondary">
              {texts.leftAt}
            </Typography>
          )}
          {word && (
            <Chip
              size="small"
              variant="outlined"
              icon={<SunIcon />}
              label={word.allFine ? t('board.allFine') : t('board.morningWordGiven')}
            />
          )}
        </Stack>
      </Box>
      <Stack
        direction="row"
        sx={{ gridArea: 'actions', flexWrap: 'wrap', gap: 1, justifyContent: 'flex-end' }}
      >
        {canWord && (
          <Button
            variant="outlined"
            startIcon={<SunIcon />}
            onClick={onOpen}
            aria-label={t('board.openMorningWord', { name })}
          >
            {t('board.morningWord')}
          </Button>
        )}
        {canTap && child.status === 'expected' && (
          <Button
            variant="contained"
            size="large"
            startIcon={<LoginIcon />}
            disabled={tap.isPending}
            onClick={() => onTap('arrive')}
            aria-label={t('board.checkIn', { name })}
          >
            {t('board.arrive')}
          </Button>
        )}
        {canTap && child.status === 'present' && (
          <Button
            variant="contained"
            color="secondary"
            size="large"
            startIcon={<LogoutIcon />}
            disabled={tap.isPending}
            onClick={() => onTap('depart')}
            aria-label={t('board.checkOut', { name })}
          >
            {t('board.depart')}
          </Button>
        )}
      </Stack>
    </ListItem>
  )
}

/**
 * Spec 001 §9 supervision ratio. The alerts (stretches of 5 minutes or more) come from the server,
 * over the whole school; the warning "right now" shows at once when the board's own counts fall
 * under the ratio, so nobody waits 5 minutes to see a staff member has left.
 */
function RatioPanel({ board, language }: { board: DailyBoard; language: Language }) {
  const { t } = useTranslation('daily')
  const time = (iso: string) => displayTime(isoToZoneTime(iso, board.timezone), language)
  const { children, staff, below: belowNow } = presentNow(board)
  const ongoing = board.supervisionAlerts.filter((a) => !a.ended)
  const ended = board.supervisionAlerts.filter((a) => a.ended)
  return (
    <Stack spacing={1} sx={{ mb: 2 }}>
      {ongoing.map((alert) => (
        <Alert key={alert.startsAt} severity="error" role="alert">
          <AlertTitle>{t('board.alertsTitle')}</AlertTitle>
          {t('board.alertOngoing', {
            from: time(alert.startsAt),
            children: alert.maxChildren,
            staff: alert.minStaff,
          })}
        </Alert>
      ))}
      {belowNow && ongoing.length === 0 && (
        <Alert severity="warning" role="alert">
          <AlertTitle>{t('board.ratioNow', { children, staff })}</AlertTitle>
          {t('board.ratioNowHelp')}
        </Alert>
      )}
      <Box>
        <Typography variant="subtitle2" component="h2" id="board-alerts">
          {t('board.alertsTitle')}
        </Typography>
        {ended.length === 0 && ongoing.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('board.noAlerts')}
          </Typography>
        ) : (
          <List dense aria-labelledby="board-alerts">
            {board.supervisionAlerts.map((alert) => (
              <ListItem key={alert.startsAt} disableGutters>
                <Typography variant="body2">
                  {alert.ended
                    ? t('board.alertEnded', {
                        from: time(alert.startsAt),
                        to: time(alert.endsAt),
                        children: alert.maxChildren,
                        staff: alert.minStaff,
                      })
                    : t('board.alertOngoing', {
                        from: time(alert.startsAt),
                        children: alert.maxChildren,
                        staff: alert.minStaff,
                      })}
                </Typography>
              </ListItem>
            ))}
          </List>
        )}
      </Box>
    </Stack>
  )
}

function StaffPanel({ board, language }: { board: DailyBoard; language: Language }) {
  const { t } = useTranslation('daily')
  const time = (iso: string) => displayTime(isoToZoneTime(iso, board.timezone), language)
  return (
    <Box sx={{ mb: 3 }}>
      <Typography variant="subtitle2" component="h2" id="board-staff">
        {t('board.staffTitle')}
      </Typography>
      {board.staff.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('board.noStaff')}
        </Typography>
      ) : (
        <Stack
          direction="row"
          component="ul"
          aria-labelledby="board-staff"
          sx={{ flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0, mt: 1 }}
        >
          {board.staff.map((s) => {
            const name = `${s.user.firstname} ${s.user.lastname}`
            return (
              <li key={s.id}>
                <Chip
                  color={s.departedAt ? 'default' : 'success'}
                  variant={s.departedAt ? 'outlined' : 'filled'}
                  label={
                    s.departedAt
                      ? t('board.staffLeft', { name, from: time(s.arrivedAt), to: time(s.departedAt) })
                      : t('board.staffSince', { name, time: time(s.arrivedAt) })
                  }
                />
              </li>
            )
          })}
        </Stack>
      )}
    </Box>
  )
}
