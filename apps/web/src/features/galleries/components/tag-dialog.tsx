import { useState } from 'react'
import {
  Alert,
  Button,
  Checkbox,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  Stack,
  TextField,
} from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { TagCandidates } from '@nido/domain/contracts/galleries'
import { useToast } from '@/ui/toast'
import { tagsQuery, useSetTags } from '../queries'
import { useGalleryErrorToast } from './gallery-errors'
import '../i18n'

interface Props {
  userId: string
  /** The photo or video to tag, or null when closed. */
  media: { id: string; fileName: string } | null
  onClose: () => void
}

/**
 * Staff tag the children who appear in a photo or video (docs/galleries.md). Only the children of
 * their scope are offered; a child whose guardians withheld photo consent is shown but cannot be
 * chosen, with the reason next to the name.
 */
export function TagDialog({ userId, media, onClose }: Props) {
  const { t } = useTranslation('galleries')
  return (
    <Dialog
      open={media !== null}
      onClose={onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby="tag-dialog-title"
    >
      <DialogTitle id="tag-dialog-title">{t('tags.title', { name: media?.fileName ?? '' })}</DialogTitle>
      {media && <TagForm key={media.id} userId={userId} mediaId={media.id} onClose={onClose} />}
    </Dialog>
  )
}

function TagForm({ userId, mediaId, onClose }: { userId: string; mediaId: string; onClose: () => void }) {
  const { t } = useTranslation('galleries')
  const tags = useQuery(tagsQuery(userId, mediaId))
  if (tags.isPending)
    return (
      <DialogContent sx={{ display: 'grid', placeItems: 'center', minHeight: 120 }}>
        <CircularProgress aria-label={t('loading')} />
      </DialogContent>
    )
  if (tags.isError)
    return (
      <>
        <DialogContent>
          <Alert severity="error">{t('tags.loadError')}</Alert>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('actions.close')}</Button>
        </DialogActions>
      </>
    )
  return <TagChoices userId={userId} mediaId={mediaId} tags={tags.data} onClose={onClose} />
}

function TagChoices({
  userId,
  mediaId,
  tags,
  onClose,
}: {
  userId: string
  mediaId: string
  tags: TagCandidates
  onClose: () => void
}) {
  const { t } = useTranslation('galleries')
  const toast = useToast()
  const showError = useGalleryErrorToast()
  const save = useSetTags(userId, mediaId)
  const [chosen, setChosen] = useState(() => new Set(tags.tagged.map((c) => c.id)))
  const [search, setSearch] = useState('')
  const needle = search.trim().toLocaleLowerCase()
  const shown = tags.candidates.filter(
    (c) => !needle || `${c.firstname} ${c.lastname}`.toLocaleLowerCase().includes(needle),
  )
  const toggle = (id: string) =>
    setChosen((current) => {
      const copy = new Set(current)
      if (copy.has(id)) copy.delete(id)
      else copy.add(id)
      return copy
    })
  const submit = () => {
    const candidates = new Set(tags.candidates.map((c) => c.id))
    save.mutate(
      [...chosen].filter((id) => candidates.has(id)),
      {
        onSuccess: () => {
          toast.success(t('tags.saved'))
          onClose()
        },
        onError: showError,
      },
    )
  }
  return (
    <>
      <DialogContent>
        <Stack spacing={1}>
          {tags.candidates.length === 0 ? (
            <Alert severity="info">{t('tags.none')}</Alert>
          ) : (
            <>
              <TextField
                size="small"
                label={t('tags.search')}
                value={search}
                onChange={(e) => setSearch(e.target.value)}
              />
              <FormGroup
                aria-label={t('tags.children')}
                sx={{ maxHeight: 360, overflowY: 'auto', flexWrap: 'nowrap' }}
              >
                {shown.map((c) => (
                  <div key={c.id}>
                    <FormControlLabel
                      control={
                        <Checkbox
                          checked={chosen.has(c.id)}
                          disabled={c.consentWithheld && !chosen.has(c.id)}
                          onChange={() => toggle(c.id)}
                        />
                      }
                      label={`${c.firstname} ${c.lastname}`}
                    />
                    {c.consentWithheld && (
                      <FormHelperText sx={{ mt: -1, ml: 4 }}>{t('tags.consentWithheld')}</FormHelperText>
                    )}
                  </div>
                ))}
              </FormGroup>
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('actions.cancel')}</Button>
        <Button
          variant="contained"
          onClick={submit}
          loading={save.isPending}
          disabled={tags.candidates.length === 0}
        >
          {t('tags.save')}
        </Button>
      </DialogActions>
    </>
  )
}
