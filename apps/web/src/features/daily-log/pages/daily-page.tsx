import { useState } from 'react'
import {
  Alert,
  Box,
  Button,
  Checkbox,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material'
import AddIcon from '@mui/icons-material/Add'
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { Link as RouterLink } from 'react-router'
import { useTranslation } from 'react-i18next'
import type { Board, BoardEntry, EntryInput } from '@nido/domain/contracts/daily-log'
import { meQuery } from '@/session/session'
import { useRealtimeEvent } from '@/session/realtime'
import { ConfirmDialog } from '@/ui/confirm-dialog'
import { ErrorBlock } from '@/ui/error-block'
import { currentLanguage } from '@/i18n/index'
import { toBcp47 } from '@nido/domain/i18n/languages'
import { useToast } from '@/ui/toast'
import { EntryDialog } from '../components/entry-dialog'
import {
  boardQuery,
  sectionsQuery,
  useCreateEntries,
  useDeleteEntry,
  useRefreshBoards,
  useUpdateEntry,
} from '../queries'
import { ChildCard } from '../components/child-card'
import '../i18n'

// Spec 000 §2 /daily (daily layout; teacher, director, coordinator; docs/daily-web.md): pick a section
// and a day; the section's children, present ones first; select one or many and add an entry of
// any kind; entries are changed and deleted on their own day only; observers and ReadOnly child
// access read only (docs/access-levels.md). Live:
// `daily.entries` and `daily.check-ins` re-fetch the board (ARCHITECTURE §8). Logging for a child
// who has not arrived (where the school records arrivals) asks first: the family sees the entry
// at once (decision 0041).

type DialogState = { mode: 'new' } | { mode: 'edit'; entry: BoardEntry } | null

/** The chosen children who have not arrived today, where the school records arrivals (decision 0041). */
export function notArrived(board: Board, chosen: readonly string[]) {
  if (!board.arrivalsRecorded || board.date !== board.today) return []
  return board.children.filter((c) => chosen.includes(c.id) && c.arrival === null)
}

export default function DailyPage() {
  const { t } = useTranslation('dailyLog')
  const { data: me } = useSuspenseQuery(meQuery)
  const userId = me!.user.id
  const sections = useQuery(sectionsQuery(userId))
  const [picked, setPicked] = useState<string | null>(null)
  const [date, setDate] = useState<string | null>(null)
  const sectionId = picked ?? sections.data?.items[0]?.id ?? null
  const board = useQuery({ ...boardQuery(userId, sectionId ?? '', date), enabled: sectionId !== null })
  const refresh = useRefreshBoards(userId)
  useRealtimeEvent(userId, 'daily.entries', refresh)
  useRealtimeEvent(userId, 'daily.check-ins', refresh)
  useRealtimeEvent(userId, 'connect', refresh)
  const [selected, setSelected] = useState<string[]>([])
  const [dialog, setDialog] = useState<DialogState>(null)
  const [toDelete, setToDelete] = useState<BoardEntry | null>(null)
  const [absentOnes, setAbsentOnes] = useState<string[]>([])
  const create = useCreateEntries(userId)
  const update = useUpdateEntry(userId)
  const remove = useDeleteEntry(userId)
  const toast = useToast()

  if (sections.isPending) return <CircularProgress aria-label={t('loading')} sx={{ mt: 2 }} />
  if (sections.isError)
    return (
      <Box sx={{ mt: 2 }}>
        <ErrorBlock title={t('loadFailed')} error={sections.error} onRetry={() => void sections.refetch()} />
      </Box>
    )
  if (!sectionId)
    return (
      <Box sx={{ mt: 2 }}>
        <Typography variant="h4" component="h1" gutterBottom>
          {t('title')}
        </Typography>
        <Typography color="text.secondary">{t('noSections')}</Typography>
      </Box>
    )

  const data = board.data
  const canWrite = data?.canWrite ?? false
  const childIds = data?.children.map((c) => c.id) ?? []
  const chosen = selected.filter((id) => childIds.includes(id))
  const allChosen = childIds.length > 0 && chosen.length === childIds.length
  const toggle = (id: string) =>
    setSelected((list) => (list.includes(id) ? list.filter((x) => x !== id) : [...list, id]))

  const submit = (entry: EntryInput, onError: (error: unknown) => void) => {
    if (dialog?.mode === 'edit')
      update.mutate(
        { id: dialog.entry.id, entry },
        {
          onSuccess: () => {
            toast.success(t('saved'))
            setDialog(null)
          },
          onError,
        },
      )
    else
      create.mutate(
        { childIds: chosen, entry },
        {
          onSuccess: () => {
            toast.success(t('saved'))
            setDialog(null)
            setSelected([])
          },
          onError,
        },
      )
  }

  return (
    <Box sx={{ mt: 2, mb: 4 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, mb: 2 }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          {t('title')}
        </Typography>
        <Button component={RouterLink} to="/daily/export" startIcon={<FileDownloadOutlinedIcon />}>
          {t('export')}
        </Button>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <TextField
          select
          label={t('section')}
          value={sectionId}
          onChange={(e) => {
            setPicked(e.target.value)
            setSelected([])
          }}
          sx={{ minWidth: 220 }}
        >
          {sections.data.items.map((s) => (
            <MenuItem key={s.id} value={s.id}>
              {sections.data.items.some((o) => o.schoolId !== s.schoolId)
                ? `${s.schoolName} · ${s.name}`
                : s.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          type="date"
          label={t('date')}
          value={date ?? data?.today ?? ''}
          onChange={(e) => {
            setDate(e.target.value || null)
            setSelected([])
          }}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Stack>

      {board.isPending ? (
        <CircularProgress aria-label={t('loading')} />
      ) : board.isError ? (
        <ErrorBlock title={t('loadFailed')} error={board.error} onRetry={() => void board.refetch()} />
      ) : data!.children.length === 0 ? (
        <Typography color="text.secondary">{t('noChildren')}</Typography>
      ) : (
        <>
          {!canWrite && (
            <Alert severity="info" sx={{ mb: 2 }}>
              {me!.user.observer
                ? t('readOnlyObserver')
                : me!.meta.accessLevels.child !== 'All'
                  ? t('readOnlyAccess')
                  : t('readOnlyDay')}
            </Alert>
          )}
          {canWrite && (
            <Stack
              direction="row"
              spacing={2}
              sx={{
                alignItems: 'center',
                mb: 2,
                position: 'sticky',
                top: 0,
                zIndex: 1,
                bgcolor: 'background.default',
                py: 1,
              }}
            >
              <FormControlLabel
                control={
                  <Checkbox
                    checked={allChosen}
                    indeterminate={chosen.length > 0 && !allChosen}
                    onChange={() => setSelected(allChosen ? [] : childIds)}
                  />
                }
                label={t('selectAll')}
              />
              <Typography role="status" variant="body2" color="text.secondary" sx={{ flexGrow: 1 }}>
                {t('selected', { count: chosen.length })}
              </Typography>
              <Button
                variant="contained"
                startIcon={<AddIcon />}
                disabled={chosen.length === 0}
                onClick={() => {
                  const absent = notArrived(data!, chosen)
                  if (absent.length === 0) setDialog({ mode: 'new' })
                  else setAbsentOnes(absent.map((c) => `${c.firstname} ${c.lastname}`))
                }}
              >
                {t('addEntry')}
              </Button>
            </Stack>
          )}
          <Stack
            component="ul"
            spacing={1.5}
            sx={{ listStyle: 'none', p: 0, m: 0 }}
            aria-label={t('children')}
          >
            {data!.children.map((child) => (
              <ChildCard
                key={child.id}
                child={child}
                canWrite={canWrite}
                selected={chosen.includes(child.id)}
                onToggle={() => toggle(child.id)}
                onEdit={(entry) => setDialog({ mode: 'edit', entry })}
                onDelete={setToDelete}
              />
            ))}
          </Stack>
        </>
      )}

      {dialog && (
        <EntryDialog
          open
          entry={dialog.mode === 'edit' ? dialog.entry : null}
          childCount={chosen.length}
          pending={create.isPending || update.isPending}
          onClose={() => setDialog(null)}
          onSubmit={submit}
        />
      )}
      <ConfirmDialog
        open={absentOnes.length > 0}
        title={t('notArrivedConfirm.title')}
        text={t('notArrivedConfirm.text', {
          count: absentOnes.length,
          names: new Intl.ListFormat(toBcp47(currentLanguage()), { type: 'conjunction' }).format(absentOnes),
        })}
        confirm={t('notArrivedConfirm.confirm')}
        onClose={() => setAbsentOnes([])}
        onConfirm={() => {
          setAbsentOnes([])
          setDialog({ mode: 'new' })
        }}
      />
      <Dialog open={toDelete !== null} onClose={() => setToDelete(null)}>
        <DialogTitle>{t('deleteTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('deleteText')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setToDelete(null)} disabled={remove.isPending}>
            {t('cancel')}
          </Button>
          <Button
            color="error"
            variant="contained"
            disabled={remove.isPending}
            onClick={() =>
              toDelete &&
              remove.mutate(toDelete.id, {
                onSuccess: () => {
                  toast.success(t('deleted'))
                  setToDelete(null)
                },
                onError: (e) => toast.apiError(e),
              })
            }
          >
            {t('confirmDelete')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  )
}
