import { useState } from 'react'
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormHelperText,
  InputLabel,
  MenuItem,
  Select,
  Stack,
  Switch,
  Typography,
} from '@mui/material'
import { useTranslation } from 'react-i18next'
import { useUnsavedChangesDialog } from '@/ui/form/unsaved-changes'
import type { ChildKeyInfo } from '@nido/domain/contracts/child-keys'
import { relationshipsOfferedForChild, type GuardianRelationship } from '@nido/domain/enums/people'
import { childKeyOfBoxes, emptyChildKeyBoxes, invalidChildKeyBoxes } from '@nido/domain/rules/child-key'
import { ApiError } from '@/api/client'
import { useToast } from '@/ui/toast'
import { useAddChild, useLookupChildKey } from '../queries'
import { KeyBoxes } from './key-boxes'
import '../i18n'

interface Props {
  onClose: () => void
}

/** Spec 001 §8: these two answers of the key lookup are shown inline, any other is a toast. */
const inlineKeyErrors = {
  CHILD_KEY_INVALID: 'invalidCode',
  CHILD_ALREADY_LINKED: 'childAlreadyLinked',
} as const
type InlineKeyError = (typeof inlineKeyErrors)[keyof typeof inlineKeyErrors]

/**
 * Spec 001 §2 "Add-child dialog (max width 550)", §4 "Add-child dialog": step 1, the key in 8
 * boxes (cancel, next); step 2, the child's name, the relationship and a referent switch (back,
 * validate). Next goes on when the key exists and the child info comes back; back returns to step
 * 1 and forgets the child info; validate adds the child and closes (§8 toasts). Rendered open: the
 * scope selector mounts it (lazily) when asked, and unmounts it on close, which resets it.
 */
export default function AddChildDialog({ onClose }: Props) {
  const { t } = useTranslation('childKeys')
  const toast = useToast()
  const lookup = useLookupChildKey()
  const add = useAddChild()
  const [boxes, setBoxes] = useState(emptyChildKeyBoxes)
  const [keyError, setKeyError] = useState<InlineKeyError | null>(null)
  const [child, setChild] = useState<ChildKeyInfo['childInfo'] | null>(null)
  const [relationship, setRelationship] = useState<GuardianRelationship | ''>('')
  const [referent, setReferent] = useState(false)
  const key = childKeyOfBoxes(boxes)
  const busy = lookup.isPending || add.isPending
  const childName = child ? `${child.firstname} ${child.lastname}` : ''

  const next = () => {
    if (!key || keyError || busy) return
    lookup.mutate(key, {
      onSuccess: (answer) => setChild(answer.childInfo),
      onError: (error) => {
        const inline =
          error instanceof ApiError
            ? inlineKeyErrors[error.errorCode as keyof typeof inlineKeyErrors]
            : undefined
        if (inline) setKeyError(inline)
        else toast.apiError(error)
      },
    })
  }

  const validate = () => {
    if (!key || !relationship || busy) return
    add.mutate(
      { code: key, profile: { relationship, referent } },
      {
        onSuccess: (answer) => {
          toast.success(t('childAdded', { name: `${answer.child.firstname} ${answer.child.lastname}` }))
          onClose()
        },
        onError: () => toast.error(t('unableToAddChild')),
      },
    )
  }

  // STYLE habit 13 (docs/forms.md): a typed key or a found child is not lost to a stray Escape.
  const dirty = boxes.some((b) => b !== '') || child !== null
  const { requestClose, confirmDialog } = useUnsavedChangesDialog(dirty, onClose)

  return (
    <Dialog
      open
      onClose={busy ? undefined : requestClose}
      fullWidth
      maxWidth={false}
      slotProps={{ paper: { sx: { maxWidth: 550 } } }}
      aria-labelledby="add-child-title"
    >
      <DialogTitle id="add-child-title">{t('title')}</DialogTitle>
      {child === null ? (
        <>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>{t('keyIntro')}</DialogContentText>
            <KeyBoxes
              boxes={boxes}
              onChange={(changed) => {
                setBoxes(changed)
                setKeyError(null)
              }}
              error={keyError ? t(keyError) : undefined}
              disabled={lookup.isPending}
              onSubmit={next}
            />
            {lookup.isPending && (
              <Typography variant="body2" sx={{ mt: 1, textAlign: 'center' }} role="status">
                {t('checking')}
              </Typography>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={requestClose} disabled={busy}>
              {t('cancel')}
            </Button>
            <Button
              variant="contained"
              onClick={next}
              disabled={!key || keyError !== null || invalidChildKeyBoxes(boxes).length > 0 || busy}
            >
              {t('next')}
            </Button>
          </DialogActions>
        </>
      ) : (
        <>
          <DialogContent>
            <Stack spacing={2} sx={{ pt: 1 }}>
              <Typography variant="h6" component="p">
                {childName}
              </Typography>
              <DialogContentText>{t('profileIntro', { name: childName })}</DialogContentText>
              <FormControl fullWidth required>
                <InputLabel id="add-child-relationship">{t('relationship')}</InputLabel>
                <Select
                  labelId="add-child-relationship"
                  label={t('relationship')}
                  value={relationship}
                  onChange={(e) => setRelationship(e.target.value)}
                  disabled={add.isPending}
                >
                  {relationshipsOfferedForChild().map((r) => (
                    <MenuItem key={r} value={r}>
                      {t(`relationships.${r}`)}
                    </MenuItem>
                  ))}
                </Select>
              </FormControl>
              <FormControl>
                <FormControlLabel
                  control={
                    <Switch
                      checked={referent}
                      onChange={(e) => setReferent(e.target.checked)}
                      disabled={add.isPending}
                      slotProps={{ input: { 'aria-describedby': 'add-child-referent-help' } }}
                    />
                  }
                  label={t('referent')}
                />
                <FormHelperText id="add-child-referent-help">{t('referentHelp')}</FormHelperText>
              </FormControl>
              {add.isPending && (
                <Typography variant="body2" role="status">
                  {t('adding')}
                </Typography>
              )}
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button
              onClick={() => {
                // §4: back returns to step 1 and clears the child info.
                setChild(null)
                setRelationship('')
                setReferent(false)
              }}
              disabled={busy}
            >
              {t('back')}
            </Button>
            {/* §5: validate is disabled while the relationship is empty. */}
            <Button variant="contained" onClick={validate} disabled={!relationship || busy}>
              {t('validate')}
            </Button>
          </DialogActions>
        </>
      )}
      {confirmDialog}
    </Dialog>
  )
}
