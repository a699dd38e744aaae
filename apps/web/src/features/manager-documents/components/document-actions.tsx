import { useState } from 'react'
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material'
import { useTranslation } from 'react-i18next'
import { managerDocumentLimits, type ManagerDocument } from '@nido/domain/contracts/manager-documents'
import { ConfirmDialog } from '@/ui/confirm-dialog'
import { useToast } from '@/ui/toast'
import { useRefuseDocument, useRemoveDocument, useSendDocument, useValidateDocument } from '../queries'
import '../i18n'

// What staff who may write do with a document (spec 000 §3, docs/manager-documents.md): send an
// Available one to the family or delete it (after a confirmation); validate a family's Received
// upload, or refuse it saying why (the family reads the reason). Other statuses have no action.

export function DocumentActions({ userId, doc }: { userId: string; doc: ManagerDocument }) {
  const { t } = useTranslation('managerDocuments')
  const toast = useToast()
  const send = useSendDocument(userId, doc)
  const validate = useValidateDocument(userId, doc)
  const remove = useRemoveDocument(userId, doc)
  const [removing, setRemoving] = useState(false)
  const [refusing, setRefusing] = useState(false)
  const name = { name: doc.name }
  const done = (text: string) => ({
    onSuccess: () => toast.success(text),
    onError: (e: unknown) => toast.apiError(e),
  })
  if (doc.status === 'Available')
    return (
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button
          size="small"
          variant="contained"
          aria-label={t('documents.sendNamed', name)}
          disabled={send.isPending}
          onClick={() => send.mutate(undefined, done(t('documents.sent')))}
        >
          {t('documents.send')}
        </Button>
        <Button
          size="small"
          color="error"
          aria-label={t('documents.deleteNamed', name)}
          onClick={() => setRemoving(true)}
        >
          {t('delete')}
        </Button>
        <ConfirmDialog
          open={removing}
          title={t('documents.deleteTitle', name)}
          text={t('documents.deleteText')}
          confirm={t('delete')}
          busy={remove.isPending}
          onClose={() => setRemoving(false)}
          onConfirm={() =>
            remove.mutate(undefined, {
              onSuccess: () => toast.success(t('documents.deleted')),
              onError: (e) => toast.apiError(e),
              onSettled: () => setRemoving(false),
            })
          }
        />
      </Stack>
    )
  if (doc.status === 'Received')
    return (
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button
          size="small"
          variant="contained"
          color="success"
          aria-label={t('documents.validateNamed', name)}
          disabled={validate.isPending}
          onClick={() => validate.mutate(undefined, done(t('documents.validated')))}
        >
          {t('documents.validate')}
        </Button>
        <Button
          size="small"
          color="error"
          aria-label={t('documents.refuseNamed', name)}
          onClick={() => setRefusing(true)}
        >
          {t('documents.refuse')}
        </Button>
        {refusing && <RefuseDialog userId={userId} doc={doc} onClose={() => setRefusing(false)} />}
      </Stack>
    )
  return null
}

function RefuseDialog({
  userId,
  doc,
  onClose,
}: {
  userId: string
  doc: ManagerDocument
  onClose: () => void
}) {
  const { t } = useTranslation('managerDocuments')
  const toast = useToast()
  const refuse = useRefuseDocument(userId, doc)
  const [reason, setReason] = useState('')
  const [tried, setTried] = useState(false)
  const empty = reason.trim() === ''
  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="refuse-title"
      aria-describedby="refuse-text"
    >
      <DialogTitle id="refuse-title">{t('documents.refuseTitle', { name: doc.name })}</DialogTitle>
      <DialogContent>
        <DialogContentText id="refuse-text">{t('documents.refuseText')}</DialogContentText>
        <form
          id="refuse-form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault()
            setTried(true)
            if (empty) return
            refuse.mutate(reason.trim(), {
              onSuccess: () => {
                toast.success(t('documents.refused'))
                onClose()
              },
              onError: (err) => toast.apiError(err),
            })
          }}
        >
          <TextField
            label={t('documents.reason')}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            required
            autoFocus
            multiline
            minRows={3}
            fullWidth
            sx={{ mt: 2 }}
            error={tried && empty}
            helperText={tried && empty ? t('documents.reasonRequired') : t('documents.reasonHelp')}
            slotProps={{ htmlInput: { maxLength: managerDocumentLimits.reasonMax } }}
          />
        </form>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('cancel')}</Button>
        <Button
          type="submit"
          form="refuse-form"
          color="error"
          variant="contained"
          disabled={refuse.isPending}
        >
          {t('documents.refuse')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
