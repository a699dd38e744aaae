import { useId } from 'react'
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormGroup,
  List,
  ListItem,
  ListItemText,
  Switch,
  Typography,
} from '@mui/material'
import { useTranslation } from 'react-i18next'
import type { ChatScope, ChatUserOptionsDto } from '@nido/domain/contracts/chat'
import { useToast } from '@/ui/toast'
import { useBlock, useUpdateOptions } from '../queries'
import '../i18n'

/** Spec 001 §3 user options, in the order the spec lists them. */
const optionKeys = [
  'sendEmailOnMessage',
  'otherFamilyCanContactMe',
  'otherProCanContactMe',
  'meCanContactOtherPro',
  'meCanContactOtherFamily',
] as const satisfies ReadonlyArray<keyof ChatUserOptionsDto>

/**
 * Spec 001 §2 chat parameters: the five user options as switches and the blocked users, each
 * with an unblock button; unblocking reloads the channel list (spec 001 §4).
 */
export function SettingsDialog({
  meId,
  scope,
  onClose,
}: {
  meId: string
  scope: ChatScope
  onClose: () => void
}) {
  const { t } = useTranslation('chat')
  const toast = useToast()
  const id = useId()
  const update = useUpdateOptions(meId)
  const block = useBlock(meId)
  const readOnly = !scope.canWrite
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={`${id}-title`}>
      <DialogTitle id={`${id}-title`}>{t('settings.title')}</DialogTitle>
      <DialogContent>
        <Typography variant="subtitle1" component="h3">
          {t('settings.options')}
        </Typography>
        <FormGroup sx={{ mb: 2 }}>
          {optionKeys.map((key) => (
            <FormControlLabel
              key={key}
              control={
                <Switch
                  checked={scope.options[key]}
                  disabled={readOnly || update.isPending}
                  onChange={(e) =>
                    update.mutate(
                      { [key]: e.target.checked },
                      {
                        onSuccess: () => toast.success(t('settings.saved')),
                        onError: (err) => toast.apiError(err),
                      },
                    )
                  }
                />
              }
              label={t(`settings.${key}`)}
            />
          ))}
        </FormGroup>
        <Typography variant="subtitle1" component="h3">
          {t('settings.blocked')}
        </Typography>
        {scope.blockedUsers.length === 0 ? (
          <Typography color="text.secondary">{t('settings.noBlocked')}</Typography>
        ) : (
          <List dense aria-label={t('settings.blocked')}>
            {scope.blockedUsers.map((u) => {
              const name = `${u.firstname} ${u.lastname}`
              return (
                <ListItem
                  key={u.id}
                  secondaryAction={
                    <Button
                      size="small"
                      disabled={readOnly || block.isPending}
                      aria-label={t('settings.unblock', { name })}
                      onClick={() =>
                        block.mutate(
                          { targetId: u.id, block: false },
                          {
                            onSuccess: () => toast.success(t('settings.unblocked', { name })),
                            onError: (err) => toast.apiError(err),
                          },
                        )
                      }
                    >
                      {t('settings.unblockButton')}
                    </Button>
                  }
                >
                  <ListItemText primary={name} />
                </ListItem>
              )
            })}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('actions.close')}</Button>
      </DialogActions>
    </Dialog>
  )
}
