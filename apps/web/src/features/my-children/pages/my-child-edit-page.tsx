import { useEffect, useRef, useState, type ChangeEvent } from 'react'
import {
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  FormControl,
  InputLabel,
  Link,
  MenuItem,
  Select,
  Stack,
  TextField,
  Typography,
} from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { Controller, useForm, useWatch } from 'react-hook-form'
import { Link as RouterLink, useNavigate, useParams } from 'react-router'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import type { MyChild, MyChildUpdate } from '@nido/domain/contracts/my-children'
import { genders, guardianRelationships, relationshipsOfferedForChild } from '@nido/domain/enums/people'
import { acceptAttribute, mediaFileRuleOf, uploadMaxBytes } from '@nido/domain/rules/media-files'
import { ApiError } from '@/api/client'
import { useSignedInMe } from '@/session/session'
import { ErrorBlock } from '@/ui/error-block'
import { formResolver } from '@/ui/form/resolver'
import { useUnsavedChangesPage } from '@/ui/form/unsaved-changes'
import { useToast } from '@/ui/toast'
import { uploadFile } from '@/ui/upload/upload'
import { UploadProgress } from '@/ui/upload/upload-progress'
import { ChildAvatar } from '../components/child-avatar'
import { formatBirthDate, fullName } from '../components/names'
import { myChildQuery, useUpdateMyChild } from '../queries'
import '../i18n'

// Spec 000 §2 /my-children/edit/{id} (docs/my-children.md, decision 0032): what the school keeps
// (names, birth date, sections) is shown read only with "ask the school"; a referent changes the
// child's picture (through the media pipeline, as on /account) and gender, and their own
// relationship. Other guardians and observers read the same page without the form's controls.

const zForm = z.object({
  /** '' for "not given". */
  gender: z.union([z.enum(genders), z.literal('')]),
  relationship: z.enum(guardianRelationships),
  avatarMediaId: z.string().nullable(),
})
type FormValues = z.infer<typeof zForm>

const valuesOf = (child: MyChild): FormValues => ({
  gender: child.gender ?? '',
  relationship: child.me.relationship,
  avatarMediaId: child.avatarMediaId,
})

export default function MyChildEditPage() {
  const { t } = useTranslation('myChildren')
  const { id = '' } = useParams()
  const me = useSignedInMe()
  const query = useQuery({ ...myChildQuery(me.user.id, id), retry: false })
  return (
    <Box sx={{ mt: 2, mb: 4, maxWidth: 720 }}>
      <Link component={RouterLink} to="/my-children">
        {t('form.back')}
      </Link>
      {query.isPending ? (
        <Box sx={{ mt: 2 }}>
          <CircularProgress aria-label={t('loading')} />
        </Box>
      ) : query.isError ? (
        <Box sx={{ mt: 2 }}>
          {query.error instanceof ApiError && query.error.errorCode === 'NOT_FOUND' ? (
            <ErrorBlock title={t('form.notFound')} />
          ) : (
            <ErrorBlock title={t('loadFailed')} error={query.error} onRetry={() => void query.refetch()} />
          )}
        </Box>
      ) : (
        <ChildForm key={query.data.id} viewerId={me.user.id} child={query.data} />
      )}
    </Box>
  )
}

function ChildForm({ viewerId, child }: { viewerId: string; child: MyChild }) {
  const { t } = useTranslation('myChildren')
  const toast = useToast()
  const navigate = useNavigate()
  const save = useUpdateMyChild(viewerId, child.id)
  const form = useForm<FormValues>({ defaultValues: valuesOf(child), resolver: formResolver(zForm) })
  const [upload, setUpload] = useState<{ fileName: string; value: number } | null>(null)
  const [preview, setPreview] = useState<string | null>(null)
  const abort = useRef<AbortController | null>(null)
  const { allowLeave, confirmDialog } = useUnsavedChangesPage(form.formState.isDirty || upload !== null)
  const avatarMediaId = useWatch({ control: form.control, name: 'avatarMediaId' })
  const name = fullName(child)
  const readOnly = !child.canEdit
  const busy = save.isPending || upload !== null

  useEffect(() => () => abort.current?.abort(), [])
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview])

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    // The server checks again; checking here spares a useless upload (spec 000 §3, limits).
    if (mediaFileRuleOf(file.name)?.type !== 'IMAGE')
      return toast.apiError(new ApiError('MEDIA_TYPE_NOT_ALLOWED', '', 415))
    if (file.size > uploadMaxBytes('IMAGE')) return toast.apiError(new ApiError('PAYLOAD_TOO_LARGE', '', 413))
    const controller = new AbortController()
    abort.current = controller
    setUpload({ fileName: file.name, value: 0 })
    try {
      const uploaded = await uploadFile(file, {
        kind: 'user',
        signal: controller.signal,
        onProgress: (value) => setUpload((u) => (u ? { ...u, value } : u)),
      })
      setPreview(URL.createObjectURL(file))
      form.setValue('avatarMediaId', uploaded.id, { shouldDirty: true })
    } catch (error) {
      if (!(error instanceof DOMException && error.name === 'AbortError')) toast.apiError(error)
    } finally {
      abort.current = null
      setUpload(null)
    }
  }

  const submit = form.handleSubmit((values) => {
    // Only what changed travels: the server audits exactly that.
    const dirty = form.formState.dirtyFields
    const body: MyChildUpdate = {
      ...(dirty.gender ? { gender: values.gender === '' ? null : values.gender } : {}),
      ...(dirty.relationship ? { relationship: values.relationship } : {}),
      ...(dirty.avatarMediaId ? { avatarMediaId: values.avatarMediaId } : {}),
    }
    save.mutate(body, {
      onSuccess: () => {
        toast.success(t('form.saved'))
        allowLeave()
        void navigate('/my-children')
      },
      onError: (e) => toast.apiError(e),
    })
  })

  const shownPreview = avatarMediaId === child.avatarMediaId ? null : preview
  const shownChild = { ...child, avatarMediaId }

  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Typography variant="h4" component="h1">
        {name}
      </Typography>
      <Card variant="outlined" component="section" aria-labelledby="my-child-school">
        <CardContent>
          <Stack spacing={2}>
            <Typography id="my-child-school" variant="h6" component="h2">
              {t('form.schoolTitle')}
            </Typography>
            <Typography color="text.secondary">{t('form.schoolOwned')}</Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                label={t('form.firstname')}
                value={child.firstname}
                slotProps={{ input: { readOnly: true } }}
              />
              <TextField
                label={t('form.lastname')}
                value={child.lastname}
                slotProps={{ input: { readOnly: true } }}
              />
            </Stack>
            <TextField
              label={t('form.birthDate')}
              value={child.birthDate ? formatBirthDate(child.birthDate) : t('form.unknown')}
              slotProps={{ input: { readOnly: true } }}
            />
            <TextField
              label={t('form.sections')}
              value={
                child.sections
                  .map((s) => `${child.schools.find((sc) => sc.id === s.schoolId)?.name ?? ''} · ${s.name}`)
                  .join(', ') || t('noSection')
              }
              slotProps={{ input: { readOnly: true } }}
            />
          </Stack>
        </CardContent>
      </Card>
      <Card variant="outlined" component="section" aria-labelledby="my-child-family">
        <CardContent>
          <form id="my-child-form" noValidate onSubmit={(e) => void submit(e)}>
            <Stack spacing={2}>
              <Typography id="my-child-family" variant="h6" component="h2">
                {t('form.familyTitle')}
              </Typography>
              {readOnly && <Typography color="text.secondary">{t('form.readOnly')}</Typography>}
              <Stack
                direction={{ xs: 'column', sm: 'row' }}
                spacing={2}
                sx={{ alignItems: { sm: 'center' } }}
              >
                <ChildAvatar viewerId={viewerId} child={shownChild} size={96} preview={shownPreview} />
                {!readOnly &&
                  (upload ? (
                    <UploadProgress
                      fileName={upload.fileName}
                      value={upload.value}
                      label={t('form.uploading', { name: upload.fileName })}
                      onCancel={() => abort.current?.abort()}
                      cancelLabel={t('form.cancelUpload')}
                    />
                  ) : (
                    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
                      <Button variant="outlined" component="label" disabled={busy}>
                        {avatarMediaId ? t('form.changePicture') : t('form.choosePicture')}
                        <input
                          hidden
                          type="file"
                          accept={acceptAttribute(['IMAGE'])}
                          onChange={(e) => void choose(e)}
                        />
                      </Button>
                      {avatarMediaId && (
                        <Button
                          color="error"
                          disabled={busy}
                          onClick={() => form.setValue('avatarMediaId', null, { shouldDirty: true })}
                        >
                          {t('form.removePicture')}
                        </Button>
                      )}
                    </Stack>
                  ))}
              </Stack>
              <Controller
                control={form.control}
                name="gender"
                render={({ field }) => (
                  <FormControl fullWidth disabled={readOnly}>
                    <InputLabel id="my-child-gender">{t('form.gender')}</InputLabel>
                    <Select
                      labelId="my-child-gender"
                      label={t('form.gender')}
                      value={field.value}
                      onChange={(e) => field.onChange(e.target.value)}
                      onBlur={field.onBlur}
                    >
                      <MenuItem value="">{t('form.noGender')}</MenuItem>
                      {genders.map((g) => (
                        <MenuItem key={g} value={g}>
                          {t(`genders.${g}`)}
                        </MenuItem>
                      ))}
                    </Select>
                  </FormControl>
                )}
              />
              <Controller
                control={form.control}
                name="relationship"
                render={({ field }) => (
                  <FormControl fullWidth disabled={readOnly}>
                    <InputLabel id="my-child-relationship">
                      {t('form.relationship', { name: child.firstname })}
                    </InputLabel>
                    <Select
                      labelId="my-child-relationship"
                      label={t('form.relationship', { name: child.firstname })}
                      value={field.value}
                      onChange={(e) => field.onChange(e.target.value)}
                      onBlur={field.onBlur}
                    >
                      {relationshipsOfferedForChild(child.me.relationship).map((r) => (
                        <MenuItem key={r} value={r}>
                          {t(`relationships.${r}`)}
                        </MenuItem>
                      ))}
                    </Select>
                  </FormControl>
                )}
              />
              {!readOnly && (
                <Box>
                  <Button type="submit" variant="contained" disabled={busy || !form.formState.isDirty}>
                    {save.isPending ? t('form.saving') : t('form.save')}
                  </Button>
                </Box>
              )}
            </Stack>
          </form>
        </CardContent>
      </Card>
      {confirmDialog}
    </Stack>
  )
}
