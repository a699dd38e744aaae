import { ErrorBlock } from '@/ui/error-block'
import { useState } from 'react'
import {
  Box,
  Button,
  CircularProgress,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { useNavigate, useParams } from 'react-router'
import { useTranslation } from 'react-i18next'
import { mediaAudiences, type MediaAudience } from '@nido/domain/enums/content'
import type { BoardTarget } from '@nido/domain/contracts/boards-common'
import type { Folder } from '@nido/domain/contracts/folders'
import { useToast } from '@/ui/toast'
import { DocumentsField, rowsOf, uploadedIds, uploading, type FileRow } from '@/ui/upload/documents-field'
import { ShareTargetsField } from '@/ui/share-targets-field'
import { useSignedInMe } from '@/session/session'
import { folderQuery, useSaveFolder } from '../queries'
import '../i18n'

// Spec 000 §2 /folders/new and /folders/edit/{id}: title, description, the media audience of
// spec 000 §3 (which families see it; staff always do), the sharing targets, and the documents.

export default function FolderEditPage() {
  const { id } = useParams()
  const me = useSignedInMe()
  const { t } = useTranslation('folders')
  const existing = useQuery({ ...folderQuery(me.user.id, id ?? ''), enabled: !!id })
  if (id && existing.isPending) return <CircularProgress aria-label={t('common.loading')} />
  if (id && existing.isError)
    return (
      <ErrorBlock
        title={t('common.loadFailed')}
        error={existing.error}
        onRetry={() => void existing.refetch()}
      />
    )
  return <FolderForm key={id ?? 'new'} userId={me.user.id} folder={id ? (existing.data ?? null) : null} />
}

function FolderForm({ userId, folder }: { userId: string; folder: Folder | null }) {
  const { t } = useTranslation('folders')
  const toast = useToast()
  const navigate = useNavigate()
  const save = useSaveFolder(userId, folder?.id ?? null)
  const [title, setTitle] = useState(folder?.title ?? '')
  const [description, setDescription] = useState(folder?.description ?? '')
  const [audience, setAudience] = useState<MediaAudience>(folder?.audience ?? 'GuardianAndChild')
  const [targets, setTargets] = useState<BoardTarget[]>(folder?.targets ?? [])
  const [files, setFiles] = useState<FileRow[]>(() => rowsOf(folder?.documents ?? []))
  const [submitted, setSubmitted] = useState(false)

  const titleError = submitted && !title.trim() ? t('form.required') : undefined
  const targetsError = submitted && targets.length === 0 ? t('targets.required') : undefined

  function submit(event: React.FormEvent) {
    event.preventDefault()
    setSubmitted(true)
    if (!title.trim() || targets.length === 0 || uploading(files)) return
    save.mutate(
      { title, description, audience, targets, mediaIds: uploadedIds(files) },
      {
        onSuccess: () => {
          toast.success(t(folder ? 'folders.saved' : 'folders.created'))
          void navigate('/folders')
        },
        onError: (e) => toast.apiError(e),
      },
    )
  }

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ mt: 2, mb: 4, maxWidth: 720 }}>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        {t(folder ? 'folders.editTitle' : 'folders.newTitle')}
      </Typography>
      <Stack spacing={2}>
        <TextField
          label={t('folders.fieldTitle')}
          value={title}
          required
          onChange={(e) => setTitle(e.target.value)}
          error={!!titleError}
          helperText={titleError}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
        <TextField
          label={t('folders.fieldDescription')}
          value={description}
          multiline
          minRows={3}
          onChange={(e) => setDescription(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 5000 } }}
        />
        <FormControl>
          <FormLabel id="folder-audience">{t('audience.label')}</FormLabel>
          <RadioGroup
            aria-labelledby="folder-audience"
            value={audience}
            onChange={(e) => setAudience(e.target.value as MediaAudience)}
          >
            {mediaAudiences.map((a) => (
              <FormControlLabel key={a} value={a} control={<Radio />} label={t(`audience.${a}`)} />
            ))}
          </RadioGroup>
          <Typography variant="caption" color="text.secondary">
            {t('audience.help')}
          </Typography>
        </FormControl>
        <ShareTargetsField userId={userId} value={targets} onChange={setTargets} error={targetsError} />
        <DocumentsField kind="folder" rows={files} onChange={setFiles} label={t('documents.add')} />
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" disabled={save.isPending || uploading(files)}>
            {t('common.save')}
          </Button>
          <Button onClick={() => void navigate('/folders')}>{t('common.cancel')}</Button>
        </Stack>
      </Stack>
    </Box>
  )
}
