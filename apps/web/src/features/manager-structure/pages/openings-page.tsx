import { useState } from 'react'
import {
  Box,
  Button,
  CircularProgress,
  List,
  ListItem,
  ListItemText,
  Paper,
  Stack,
  Tab,
  Tabs,
  Typography,
} from '@mui/material'
import AddIcon from '@mui/icons-material/Add'
import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { Closing } from '@nido/domain/contracts/manager-structure'
import { currentLanguage } from '@/i18n/index'
import { useSignedInMe } from '@/session/session'
import { ConfirmDialog } from '@/ui/confirm-dialog'
import { EmptyState } from '@/ui/empty-state'
import { ErrorBlock } from '@/ui/error-block'
import { formatDate, formatWallTime } from '@/ui/format'
import { useToast } from '@/ui/toast'
import { ClosingDialog } from '../components/closing-dialog'
import { ManagerPage } from '../components/page-state'
import { WeeklyOpeningsForm } from '../components/weekly-openings-form'
import { closingsQuery, openingsQuery, useDeleteClosing } from '../queries'
import '../i18n'

// Spec 000 §2 /manager/admin/openings (docs/manager.md "Openings"): the weekly hours and the
// closing periods of the current school, which the daily module and the check-in read.

export default function OpeningsPage() {
  const { t } = useTranslation('managerStructure')
  const me = useSignedInMe()
  const query = useQuery(openingsQuery(me.user.id, me.current.schoolId))
  return (
    <ManagerPage title={t('openings.title')} query={query}>
      {(openings) => (
        <Stack spacing={3}>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <WeeklyOpeningsForm userId={me.user.id} openings={openings} readOnly={me.user.observer} />
          </Paper>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Closings userId={me.user.id} schoolId={me.current.schoolId} readOnly={me.user.observer} />
          </Paper>
        </Stack>
      )}
    </ManagerPage>
  )
}

function Closings({
  userId,
  schoolId,
  readOnly,
}: {
  userId: string
  schoolId: string | null
  readOnly: boolean
}) {
  const { t } = useTranslation('managerStructure')
  const toast = useToast()
  const [when, setWhen] = useState<'upcoming' | 'past'>('upcoming')
  const [editing, setEditing] = useState<{ closing: Closing | null } | null>(null)
  const [deleting, setDeleting] = useState<Closing | null>(null)
  const query = useInfiniteQuery(closingsQuery(userId, schoolId, when))
  const remove = useDeleteClosing(userId)
  const closings = query.data?.pages.flatMap((p) => p.items) ?? []
  const language = currentLanguage()
  const date = (d: string) => formatDate(new Date(`${d}T12:00:00Z`), language, 'UTC')
  const describe = (c: Closing) =>
    [
      c.dateFrom === c.dateTo
        ? date(c.dateFrom)
        : t('closings.range', { from: date(c.dateFrom), to: date(c.dateTo) }),
      c.startsAt && c.endsAt
        ? t('closings.hours', {
            from: formatWallTime(c.startsAt, language),
            to: formatWallTime(c.endsAt, language),
          })
        : t('closings.wholeDays'),
    ].join(' · ')

  return (
    <Box component="section" aria-labelledby="closings-title">
      <Stack direction="row" sx={{ alignItems: 'center' }}>
        <Typography id="closings-title" variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {t('closings.title')}
        </Typography>
        {!readOnly && (
          <Button startIcon={<AddIcon />} variant="outlined" onClick={() => setEditing({ closing: null })}>
            {t('closings.add')}
          </Button>
        )}
      </Stack>
      <Tabs value={when} onChange={(_, v: 'upcoming' | 'past') => setWhen(v)} sx={{ mb: 1 }}>
        <Tab value="upcoming" label={t('closings.upcoming')} />
        <Tab value="past" label={t('closings.past')} />
      </Tabs>
      {query.isPending ? (
        <CircularProgress aria-label={t('loading')} />
      ) : query.isError ? (
        <ErrorBlock title={t('loadFailed')} error={query.error} onRetry={() => void query.refetch()} />
      ) : closings.length === 0 ? (
        <EmptyState text={t(when === 'upcoming' ? 'closings.empty' : 'closings.emptyPast')} />
      ) : (
        <List aria-label={t('closings.title')}>
          {closings.map((c) => (
            <ListItem
              key={c.id}
              divider
              secondaryAction={
                readOnly ? undefined : (
                  <Stack direction="row" spacing={1}>
                    <Button
                      aria-label={t('closings.editOf', { label: c.label })}
                      onClick={() => setEditing({ closing: c })}
                    >
                      {t('edit')}
                    </Button>
                    <Button
                      color="error"
                      aria-label={t('closings.deleteOf', { label: c.label })}
                      onClick={() => setDeleting(c)}
                    >
                      {t('delete')}
                    </Button>
                  </Stack>
                )
              }
            >
              <ListItemText primary={c.label} secondary={describe(c)} />
            </ListItem>
          ))}
        </List>
      )}
      {query.hasNextPage && (
        <Button disabled={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
          {t('more')}
        </Button>
      )}
      {editing && (
        <ClosingDialog userId={userId} closing={editing.closing} onClose={() => setEditing(null)} />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('closings.deleteTitle', { label: deleting?.label ?? '' })}
        text={t('closings.deleteText')}
        confirm={t('delete')}
        busy={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => toast.success(t('closings.deleted')),
            onError: (e) => toast.apiError(e),
            onSettled: () => setDeleting(null),
          })
        }
        onClose={() => setDeleting(null)}
      />
    </Box>
  )
}
