import { useEffect, useState } from 'react'
import {
  Alert,
  Button,
  Card,
  CardContent,
  FormControlLabel,
  FormGroup,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Switch,
  Typography,
} from '@mui/material'
import DeleteIcon from '@mui/icons-material/Delete'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { pushKinds, type PushDevice, type PushKind } from '@nido/domain/contracts/push'
import { ConfirmDialog } from '@/ui/confirm-dialog'
import { useToast } from '@/ui/toast'
import { pushDevicesQuery, pushPublicKey, usePushDeviceMutations } from '../queries'
import { formatDate } from '@/ui/format'
import { currentLanguage } from '@/i18n/index'

// "This device" (docs/notifications-push.md): the browser asks for permission, subscribes with the
// server's VAPID key, and keeps its own switches; every device of mine is listed with a remove.

const supported = () =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window

/** The VAPID key as the bytes `pushManager.subscribe` wants. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = (base64url + '='.repeat((4 - (base64url.length % 4)) % 4))
    .replace(/-/g, '+')
    .replace(/_/g, '/')
  const raw = atob(base64)
  const bytes = new Uint8Array(new ArrayBuffer(raw.length))
  for (let i = 0; i < raw.length; i += 1) bytes[i] = raw.charCodeAt(i)
  return bytes
}

/** A short guess of the browser and system, for the list of devices. */
function deviceLabel(): string {
  const ua = navigator.userAgent
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /Firefox\//.test(ua)
      ? 'Firefox'
      : /Chrome\//.test(ua)
        ? 'Chrome'
        : /Safari\//.test(ua)
          ? 'Safari'
          : 'Browser'
  const system = /Android/.test(ua)
    ? 'Android'
    : /iPhone|iPad/.test(ua)
      ? 'iOS'
      : /Mac OS X/.test(ua)
        ? 'macOS'
        : /Windows/.test(ua)
          ? 'Windows'
          : /Linux/.test(ua)
            ? 'Linux'
            : ''
  return system ? `${browser} · ${system}` : browser
}

async function currentEndpoint(): Promise<string | null> {
  if (!supported()) return null
  const registration = await navigator.serviceWorker.getRegistration()
  const subscription = await registration?.pushManager.getSubscription()
  return subscription?.endpoint ?? null
}

export function PushSection({ userId, moderator }: { userId: string; moderator: boolean }) {
  const { t } = useTranslation()
  const toast = useToast()
  const devices = useQuery(pushDevicesQuery(userId))
  const { subscribe, update, remove } = usePushDeviceMutations(userId)
  const [endpoint, setEndpoint] = useState<string | null>(null)
  const [removing, setRemoving] = useState<PushDevice | null>(null)
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    void currentEndpoint().then(setEndpoint)
  }, [])

  const items = devices.data?.items ?? []
  const thisDevice = items.find((d) => d.endpoint === endpoint)
  const kinds = pushKinds.filter((kind) => kind !== 'moderation' || moderator)

  async function turnOn() {
    setBusy(true)
    try {
      const permission = await Notification.requestPermission()
      if (permission !== 'granted') {
        toast.error(t('account.push.denied'))
        return
      }
      const registration = await navigator.serviceWorker.ready
      const subscription =
        (await registration.pushManager.getSubscription()) ??
        (await registration.pushManager.subscribe({
          userVisibleOnly: true,
          applicationServerKey: keyBytes(await pushPublicKey()),
        }))
      const json = subscription.toJSON()
      await subscribe.mutateAsync({
        endpoint: subscription.endpoint,
        keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
        label: deviceLabel(),
      })
      setEndpoint(subscription.endpoint)
      toast.success(t('account.push.on'))
    } catch (error) {
      toast.apiError(error)
    } finally {
      setBusy(false)
    }
  }

  const change = (device: PushDevice, kind: PushKind, value: boolean) =>
    update.mutate(
      { id: device.id, switches: { [kind]: value } },
      { onSuccess: () => toast.success(t('account.settingsSaved')), onError: (e) => toast.apiError(e) },
    )

  const confirmRemove = async () => {
    if (!removing) return
    try {
      await remove.mutateAsync(removing.id)
      if (removing.endpoint === endpoint) {
        const registration = await navigator.serviceWorker.getRegistration()
        await (await registration?.pushManager.getSubscription())?.unsubscribe()
        setEndpoint(null)
      }
      setRemoving(null)
    } catch (error) {
      toast.apiError(error)
    }
  }

  return (
    <Card variant="outlined" component="section" aria-labelledby="account-push">
      <CardContent>
        <Typography id="account-push" variant="h6" component="h2" gutterBottom>
          {t('account.push.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('account.push.privacy')}
        </Typography>
        {!supported() ? (
          <Alert severity="info">{t('account.push.unsupported')}</Alert>
        ) : thisDevice ? (
          <FormGroup aria-label={t('account.push.thisDevice')}>
            <Typography variant="subtitle2" component="h3">
              {t('account.push.thisDevice')}
            </Typography>
            {kinds.map((kind) => (
              <FormControlLabel
                key={kind}
                control={
                  <Switch
                    checked={thisDevice.switches[kind]}
                    disabled={update.isPending}
                    onChange={(e) => change(thisDevice, kind, e.target.checked)}
                  />
                }
                label={t(`account.push.kinds.${kind}`)}
              />
            ))}
          </FormGroup>
        ) : (
          <Button variant="contained" onClick={() => void turnOn()} disabled={busy}>
            {t('account.push.turnOn')}
          </Button>
        )}
        {items.length > 0 && (
          <>
            <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
              {t('account.push.devices')}
            </Typography>
            <List dense aria-label={t('account.push.devices')}>
              {items.map((device) => {
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
                        device.endpoint === endpoint ? `${name} (${t('account.push.thisDevice')})` : name
                      }
                      secondary={t('account.push.since', {
                        date: formatDate(new Date(device.createdAt), currentLanguage()),
                      })}
                    />
                  </ListItem>
                )
              })}
            </List>
          </>
        )}
        <ConfirmDialog
          open={removing !== null}
          title={t('account.push.removeTitle')}
          text={t('account.push.removeText', { name: removing?.label ?? t('account.push.unnamed') })}
          confirm={t('account.push.removeConfirm')}
          busy={remove.isPending}
          onConfirm={() => void confirmRemove()}
          onClose={() => setRemoving(null)}
        />
      </CardContent>
    </Card>
  )
}
