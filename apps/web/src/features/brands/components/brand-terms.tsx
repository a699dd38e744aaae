import { useState } from 'react'
import {
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Link,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { zTermsPublish } from '@nido/domain/contracts/brands'
import { languages } from '@nido/domain/i18n/languages'
import { currentLanguage, languageNames } from '@/i18n/index'
import { ErrorBlock } from '@/ui/error-block'
import { formResolver } from '@/ui/form/resolver'
import { setServerErrors } from '@/ui/form/server-errors'
import { FormTextField } from '@/ui/form/text-field'
import { useUnsavedChangesDialog } from '@/ui/form/unsaved-changes'
import { formatDate } from '@/ui/format'
import { useToast } from '@/ui/toast'
import { brandTermsQuery, usePublishTerms } from '../queries'
import '../i18n'
import { EmptyState } from '@/ui/empty-state'

// Terms of use per language, with versions (docs/administration.md "Brands"; spec 000 §4). A new
// version is the highest + 1, and everyone who accepted an older one is asked again: the dialog
// says so before publishing.

const zTermsForm = zTermsPublish.extend({ annex: z.string().max(20000) })
type TermsForm = z.input<typeof zTermsForm>

export function BrandTerms({ userId, brandId }: { userId: string; brandId: string }) {
  const { t } = useTranslation('brands')
  const terms = useQuery(brandTermsQuery(userId, brandId))
  const [publishing, setPublishing] = useState(false)
  return (
    <>
      <Stack direction="row" sx={{ alignItems: 'center', mt: 4, mb: 1 }}>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {t('sections.terms')}
        </Typography>
        <Button variant="outlined" onClick={() => setPublishing(true)}>
          {t('terms.publish')}
        </Button>
      </Stack>
      {terms.isPending ? (
        <CircularProgress aria-label={t('loading')} />
      ) : terms.isError ? (
        <ErrorBlock title={t('terms.loadError')} error={terms.error} onRetry={() => void terms.refetch()} />
      ) : terms.data.items.length === 0 ? (
        <EmptyState compact text={t('terms.empty')} />
      ) : (
        <Table size="small" aria-label={t('sections.terms')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('terms.language')}</TableCell>
              <TableCell>{t('terms.version')}</TableCell>
              <TableCell>{t('terms.published')}</TableCell>
              <TableCell>{t('terms.document')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {terms.data.items.map((v) => (
              <TableRow key={v.id}>
                <TableCell>{languageNames[v.language]}</TableCell>
                <TableCell>{v.version}</TableCell>
                <TableCell>{formatDate(new Date(v.publishedAt), currentLanguage())}</TableCell>
                <TableCell>
                  <Link href={v.url} target="_blank" rel="noopener noreferrer">
                    {t('terms.open')}
                  </Link>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {publishing && <PublishDialog userId={userId} brandId={brandId} onClose={() => setPublishing(false)} />}
    </>
  )
}

function PublishDialog({
  userId,
  brandId,
  onClose,
}: {
  userId: string
  brandId: string
  onClose: () => void
}) {
  const { t } = useTranslation('brands')
  const toast = useToast()
  const publish = usePublishTerms(userId, brandId)
  const form = useForm<TermsForm>({
    defaultValues: { language: 'en', url: '', annex: '' },
    resolver: formResolver(zTermsForm),
  })
  const { requestClose, confirmDialog } = useUnsavedChangesDialog(form.formState.isDirty, onClose)
  const submit = form.handleSubmit((values) =>
    publish.mutate(values, {
      onSuccess: (v) => {
        toast.success(t('terms.publishedToast', { version: v.version }))
        onClose()
      },
      onError: (e) => {
        if (!setServerErrors(e, form.setError, { fields: ['language', 'url', 'annex'] })) toast.apiError(e)
      },
    }),
  )
  return (
    <Dialog open onClose={requestClose} fullWidth maxWidth="sm" aria-labelledby="terms-dialog-title">
      <DialogTitle id="terms-dialog-title">{t('terms.publishTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('terms.publishWarning')}</DialogContentText>
        <form id="terms-form" noValidate onSubmit={(e) => void submit(e)}>
          <FormTextField
            control={form.control}
            name="language"
            label={t('terms.language')}
            select
            fullWidth
            margin="dense"
          >
            {languages.map((l) => (
              <MenuItem key={l} value={l}>
                {languageNames[l]}
              </MenuItem>
            ))}
          </FormTextField>
          <FormTextField
            control={form.control}
            name="url"
            label={t('terms.url')}
            helperText={t('form.httpsHelp')}
            fullWidth
            margin="dense"
          />
          <FormTextField
            control={form.control}
            name="annex"
            label={t('terms.annex')}
            helperText={t('terms.annexHelp')}
            multiline
            minRows={3}
            fullWidth
            margin="dense"
          />
        </form>
      </DialogContent>
      <DialogActions>
        <Button onClick={requestClose}>{t('form.cancel')}</Button>
        <Button type="submit" form="terms-form" variant="contained" disabled={publish.isPending}>
          {t('terms.publishConfirm')}
        </Button>
      </DialogActions>
      {confirmDialog}
    </Dialog>
  )
}
