import { useState } from 'react'
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  MenuItem,
  TextField,
} from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useSignedInMe } from '@/session/session'
import { EmptyState } from '@/ui/empty-state'
import { LoadState } from '@/ui/load-state'
import { useToast } from '@/ui/toast'
import { templatesQuery, useGenerateDocument } from '../queries'
import '../i18n'

// "Generate a document" (spec 000 §3 template modes): a PDF from an OutputOnly or
// OutputWithTemplate template, filled with the child's, school's and contract's fields. It is
// Available in the child's file until staff send it (InputOnly templates ask, they print nothing).

export function GenerateDialog({ childId, onClose }: { childId: string; onClose: () => void }) {
  const { t } = useTranslation('managerDocuments')
  const me = useSignedInMe()
  const toast = useToast()
  const templates = useQuery(templatesQuery(me.user.id, me.current.schoolId, 'document'))
  const generate = useGenerateDocument(me.user.id, childId)
  const [templateId, setTemplateId] = useState('')
  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="generate-title"
      aria-describedby="generate-text"
    >
      <DialogTitle id="generate-title">{t('documents.generateTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="generate-text">{t('documents.generateText')}</DialogContentText>
        <LoadState query={templates}>
          {({ items }) => {
            const outputs = items.filter((i) => i.mode !== null && i.mode !== 'InputOnly')
            return outputs.length === 0 ? (
              <EmptyState compact text={t('documents.noTemplate')} />
            ) : (
              <TextField
                select
                label={t('documents.template')}
                value={templateId}
                onChange={(e) => setTemplateId(e.target.value)}
                required
                fullWidth
                sx={{ mt: 2 }}
              >
                {outputs.map((o) => (
                  <MenuItem key={o.id} value={o.id}>
                    {o.name}
                  </MenuItem>
                ))}
              </TextField>
            )
          }}
        </LoadState>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('cancel')}</Button>
        <Button
          variant="contained"
          disabled={templateId === '' || generate.isPending}
          onClick={() =>
            generate.mutate(templateId, {
              onSuccess: () => {
                toast.success(t('documents.generated'))
                onClose()
              },
              onError: (e) => toast.apiError(e),
            })
          }
        >
          {t('documents.generate')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
