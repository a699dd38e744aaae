import { useState } from 'react'
import { IconButton, List, ListItem, ListItemText, Typography } from '@mui/material'
import DeleteIcon from '@mui/icons-material/Delete'
import { useTranslation } from 'react-i18next'
import type { PushDevice } from '@nido/domain/contracts/push'
import { ConfirmDialog } from '@/ui/confirm-dialog'
import { useToast } from '@/ui/toast'
import type { PushDeviceState } from './use-push-device'
import { formatDate } from '@/ui/format'
import { currentLanguage } from '@/i18n/index'

// Every device of mine that receives push notifications, each with a confirmed remove
// (docs/notifications-push.md "Devices and switches"). This device's switches are in the
// preferences table.

export function PushDevices({ push }: { push: PushDeviceState }) {
  const { t } = useTranslation()
  const toast = useToast()
  const [removing, setRemoving] = useState<PushDevice | null>(null)

  if (push.devices.length === 0) return null

  const confirmRemove = async () => {
    if (!removing) return
    try {
      await push.remove(removing)
      setRemoving(null)
    } catch (error) {
      toast.apiError(error)
    }
  }

  return (
    <>
      <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
        {t('account.push.devices')}
      </Typography>
      <List dense aria-label={t('account.push.devices')}>
        {push.devices.map((device) => {
          const name = device.label ?? t('account.push.unnamed')
          return (
            <ListItem
              key={device.id}
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={t('account.push.remove', { name })}
                  onClick={() => setRemoving(device)}
                >
                  <DeleteIcon />
                </IconButton>
              }
            >
              <ListItemText
                primary={
                  device.endpoint === push.endpoint ? `${name} (${t('account.push.thisDevice')})` : name
                }
                secondary={t('account.push.since', {
                  date: formatDate(new Date(device.createdAt), currentLanguage()),
                })}
              />
            </ListItem>
          )
        })}
      </List>
      <ConfirmDialog
        open={removing !== null}
        title={t('account.push.removeTitle')}
        text={t('account.push.removeText', { name: removing?.label ?? t('account.push.unnamed') })}
        confirm={t('account.push.removeConfirm')}
        busy={push.removing}
        onConfirm={() => void confirmRemove()}
        onClose={() => setRemoving(null)}
      />
    </>
  )
}
