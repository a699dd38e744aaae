import { useState } from 'react'
import {
  Box,
  Button,
  Checkbox,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  List,
  ListItem,
  ListItemText,
  Stack,
  TextField,
} from '@mui/material'
import AddIcon from '@mui/icons-material/Add'
import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { AdvisorSector } from '@nido/domain/contracts/advisor'
import { useSignedInMe } from '@/session/session'
import { ConfirmDialog } from '@/ui/confirm-dialog'
import { EmptyState } from '@/ui/empty-state'
import { useUnsavedChangesDialog } from '@/ui/form/unsaved-changes'
import { useToast } from '@/ui/toast'
import { AdvisorPage } from '../components/advisor-page'
import { advisorScopeQuery, sectorsQuery, useDeleteSector, useSaveSector } from '../queries'
import '../i18n'

// Spec 000 §2 /advisor/sectors (docs/advisor.md "Pages"): named groups of schools, to reach them
// together in a campaign and to filter reports. Created, renamed, changed and deleted here; a
// sector reaching a school outside the actor's scope is shown but not editable (canEdit).

export default function SectorsPage() {
  const { t } = useTranslation('advisor')
  const me = useSignedInMe()
  const toast = useToast()
  const query = useInfiniteQuery(sectorsQuery(me.user.id))
  const remove = useDeleteSector(me.user.id)
  const [editing, setEditing] = useState<{ sector: AdvisorSector | null } | null>(null)
  const [deleting, setDeleting] = useState<AdvisorSector | null>(null)
  const readOnly = me.user.observer
  const create = readOnly ? undefined : (
    <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({ sector: null })}>
      {t('sectors.create')}
    </Button>
  )
  return (
    <>
      <AdvisorPage title={t('sectors.title')} intro={t('sectors.intro')} query={query} actions={create}>
        {(data) => {
          const sectors = data.pages.flatMap((p) => p.items)
          return sectors.length === 0 ? (
            <EmptyState text={t('sectors.empty')} action={create} />
          ) : (
            <>
              <List aria-label={t('sectors.title')}>
                {sectors.map((s) => (
                  <ListItem
                    key={s.id}
                    divider
                    secondaryAction={
                      !readOnly &&
                      s.canEdit && (
                        <Stack direction="row" spacing={1}>
                          <Button
                            aria-label={t('sectors.editOf', { name: s.name })}
                            onClick={() => setEditing({ sector: s })}
                          >
                            {t('edit')}
                          </Button>
                          <Button
                            color="error"
                            aria-label={t('sectors.deleteOf', { name: s.name })}
                            onClick={() => setDeleting(s)}
                          >
                            {t('delete')}
                          </Button>
                        </Stack>
                      )
                    }
                  >
                    <ListItemText
                      sx={{ pr: 20 }}
                      primary={s.name}
                      secondary={s.schools.map((x) => x.name).join(', ')}
                    />
                  </ListItem>
                ))}
              </List>
              {query.hasNextPage && (
                <Button disabled={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
                  {t('more')}
                </Button>
              )}
            </>
          )
        }}
      </AdvisorPage>
      {editing && (
        <SectorDialog userId={me.user.id} sector={editing.sector} onClose={() => setEditing(null)} />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('sectors.deleteTitle', { name: deleting?.name ?? '' })}
        text={t('sectors.deleteText')}
        confirm={t('delete')}
        busy={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => toast.success(t('sectors.deleted')),
            onError: (e) => toast.apiError(e),
            onSettled: () => setDeleting(null),
          })
        }
        onClose={() => setDeleting(null)}
      />
    </>
  )
}

function SectorDialog({
  userId,
  sector,
  onClose,
}: {
  userId: string
  sector: AdvisorSector | null
  onClose: () => void
}) {
  const { t } = useTranslation('advisor')
  const toast = useToast()
  const scope = useQuery(advisorScopeQuery(userId))
  const save = useSaveSector(userId, sector?.id ?? null)
  const [name, setName] = useState(sector?.name ?? '')
  const [schoolIds, setSchoolIds] = useState<string[]>(sector?.schools.map((s) => s.id) ?? [])
  const [submitted, setSubmitted] = useState(false)
  const dirty =
    name !== (sector?.name ?? '') || schoolIds.join() !== (sector?.schools.map((s) => s.id).join() ?? '')
  const { requestClose, confirmDialog } = useUnsavedChangesDialog(dirty, onClose)
  const nameError = submitted && !name.trim()
  const schoolsError = submitted && schoolIds.length === 0
  const submit = (e: React.FormEvent) => {
    e.preventDefault()
    setSubmitted(true)
    if (!name.trim() || schoolIds.length === 0) return
    save.mutate(
      { name: name.trim(), schoolIds },
      {
        onSuccess: () => {
          toast.success(t(sector ? 'sectors.saved' : 'sectors.created'))
          onClose()
        },
        onError: (error) => toast.apiError(error),
      },
    )
  }
  return (
    <Dialog open onClose={requestClose} fullWidth maxWidth="sm" aria-labelledby="advisor-sector-title">
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id="advisor-sector-title">
          {t(sector ? 'sectors.editTitle' : 'sectors.newTitle')}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label={t('sectors.name')}
              value={name}
              required
              error={nameError}
              onChange={(e) => setName(e.target.value)}
              slotProps={{ htmlInput: { maxLength: 200 } }}
            />
            <FormControl component="fieldset" error={schoolsError}>
              <FormLabel component="legend">{t('sectors.schools')}</FormLabel>
              {scope.isPending ? (
                <CircularProgress size={24} aria-label={t('loading')} />
              ) : (
                <FormGroup>
                  {(scope.data?.schools ?? []).map((s) => (
                    <FormControlLabel
                      key={s.id}
                      label={s.name}
                      control={
                        <Checkbox
                          checked={schoolIds.includes(s.id)}
                          onChange={(e) =>
                            setSchoolIds((ids) =>
                              e.target.checked ? [...ids, s.id] : ids.filter((id) => id !== s.id),
                            )
                          }
                        />
                      }
                    />
                  ))}
                </FormGroup>
              )}
              {schoolsError && <FormHelperText>{t('sectors.schoolsRequired')}</FormHelperText>}
            </FormControl>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={requestClose}>{t('cancel')}</Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {t('save')}
          </Button>
        </DialogActions>
      </Box>
      {confirmDialog}
    </Dialog>
  )
}
