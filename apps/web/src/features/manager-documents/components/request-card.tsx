import { useState } from 'react'
import {
  Alert,
  Box,
  Button,
  Link,
  List,
  ListItem,
  ListItemText,
  Paper,
  Stack,
  Typography,
} from '@mui/material'
import { useTranslation } from 'react-i18next'
import type { GuardianDocuments, ManagerDocument } from '@nido/domain/contracts/manager-documents'
import { currentLanguage } from '@/i18n/index'
import { ConfirmDialog } from '@/ui/confirm-dialog'
import { formatDate } from '@/ui/format'
import { useToast } from '@/ui/toast'
import { DocumentsField, uploadedIds, uploading, type FileRow } from '@/ui/upload/documents-field'
import { guardianPdfUrl, useCancelDocument, useUploadDocument } from '../queries'
import { FileLink } from './file-link'
import { StatusChip } from './status-chip'
import '../i18n'

// One paper asked of the family (spec 000 §3 InputOnly and OutputWithTemplate): what to provide,
// where their latest upload stands, and what they may do: upload (nothing yet, or the last one
// refused or withdrawn), or withdraw one the nursery has not decided on. Files are media of kind
// `input-document`, uploaded at once with progress (ui/upload), then handed in.

type Request = GuardianDocuments['requests'][number]

/** A new upload is possible with none yet or after a refusal or withdrawal. */
const mayUpload = (latest: ManagerDocument | undefined) => !latest || latest.status === 'RefusedOrCancelled'

export function RequestCard({
  userId,
  childId,
  request,
}: {
  userId: string
  childId: string
  request: Request
}) {
  const { t } = useTranslation('managerDocuments')
  const language = currentLanguage()
  const { template, uploads } = request
  const [latest, ...earlier] = uploads
  const titleId = `request-${template.id}`
  const pdfUrl = (documentId: string) => guardianPdfUrl(childId, documentId)
  return (
    <Paper variant="outlined" component="article" aria-labelledby={titleId} sx={{ p: 2 }}>
      <Typography id={titleId} variant="h6" component="h3">
        {template.name}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {t(`modes.${template.mode}`)}
      </Typography>
      {template.instructions && (
        <Typography sx={{ mt: 1, whiteSpace: 'pre-line' }}>{template.instructions}</Typography>
      )}
      {request.form && (
        <Link href={pdfUrl(request.form.id)} download sx={{ display: 'inline-block', mt: 1 }}>
          {t('guardian.form', { name: request.form.name })}
        </Link>
      )}
      <Stack direction="row" spacing={1} sx={{ mt: 2, alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
        <Typography component="span">{t('guardian.status')}</Typography>
        {latest ? (
          <StatusChip status={latest.status} />
        ) : (
          <Typography component="span">{t('guardian.none')}</Typography>
        )}
        {latest?.file && <FileLink doc={latest} pdfUrl={pdfUrl} />}
      </Stack>
      {latest?.status === 'RefusedOrCancelled' && latest.refusalReason && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {t('guardian.refusedBecause', { reason: latest.refusalReason })}
        </Alert>
      )}
      {latest?.status === 'Received' && <Withdraw userId={userId} childId={childId} doc={latest} />}
      {mayUpload(latest) && (
        <Upload userId={userId} childId={childId} templateId={template.id} name={template.name} />
      )}
      {earlier.length > 0 && (
        <Box sx={{ mt: 2 }}>
          <Typography id={`${titleId}-history`} variant="subtitle2" component="h4">
            {t('guardian.history')}
          </Typography>
          <List dense aria-labelledby={`${titleId}-history`}>
            {earlier.map((d) => (
              <ListItem key={d.id} disableGutters>
                <ListItemText
                  primary={d.file?.fileName ?? d.name}
                  secondary={`${formatDate(new Date(d.createdAt), language)} · ${t(`statuses.${d.status}`)}`}
                />
              </ListItem>
            ))}
          </List>
        </Box>
      )}
    </Paper>
  )
}

function Upload({
  userId,
  childId,
  templateId,
  name,
}: {
  userId: string
  childId: string
  templateId: string
  name: string
}) {
  const { t } = useTranslation('managerDocuments')
  const toast = useToast()
  const upload = useUploadDocument(userId, childId)
  const [files, setFiles] = useState<FileRow[]>([])
  const [mediaId] = uploadedIds(files)
  return (
    <Stack spacing={1} sx={{ mt: 2 }}>
      <DocumentsField
        kind="input-document"
        rows={files}
        onChange={setFiles}
        multiple={false}
        accept="image/*,.heic,.pdf"
        label={t('guardian.choose', { name })}
        listLabel={t('guardian.chosen')}
        onUploadError={(e) => toast.apiError(e)}
      />
      {files.length > 0 && (
        <Box>
          <Button
            variant="contained"
            disabled={!mediaId || uploading(files) || upload.isPending}
            onClick={() =>
              mediaId &&
              upload.mutate(
                { templateId, mediaId },
                {
                  onSuccess: () => {
                    toast.success(t('guardian.handedIn'))
                    setFiles([])
                  },
                  onError: (e) => toast.apiError(e),
                },
              )
            }
          >
            {t('guardian.handIn')}
          </Button>
        </Box>
      )}
    </Stack>
  )
}

function Withdraw({ userId, childId, doc }: { userId: string; childId: string; doc: ManagerDocument }) {
  const { t } = useTranslation('managerDocuments')
  const toast = useToast()
  const cancel = useCancelDocument(userId, childId)
  const [asking, setAsking] = useState(false)
  return (
    <Box sx={{ mt: 1 }}>
      <Button color="error" onClick={() => setAsking(true)}>
        {t('guardian.withdraw')}
      </Button>
      <ConfirmDialog
        open={asking}
        title={t('guardian.withdrawTitle')}
        text={t('guardian.withdrawText')}
        confirm={t('guardian.withdraw')}
        busy={cancel.isPending}
        onClose={() => setAsking(false)}
        onConfirm={() =>
          cancel.mutate(doc.id, {
            onSuccess: () => toast.success(t('guardian.withdrawn')),
            onError: (e) => toast.apiError(e),
            onSettled: () => setAsking(false),
          })
        }
      />
    </Box>
  )
}
