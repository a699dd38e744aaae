import { useEffect, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { PushDevice } from '@nido/domain/contracts/push'
import { useToast } from '@/ui/toast'
import { pushDevicesQuery, pushPublicKey, usePushDeviceMutations } from '../queries'

// "This device" (docs/notifications-push.md): the browser asks for permission, subscribes with the
// server's VAPID key, and keeps its own switches. Shared by the preferences table (this device's
// switches) and the list of my devices.

export const pushSupported = () =>
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
  if (!pushSupported()) return null
  const registration = await navigator.serviceWorker.getRegistration()
  const subscription = await registration?.pushManager.getSubscription()
  return subscription?.endpoint ?? null
}

export function usePushDevice(userId: string) {
  const { t } = useTranslation()
  const toast = useToast()
  const devices = useQuery(pushDevicesQuery(userId))
  const mutations = usePushDeviceMutations(userId)
  const [endpoint, setEndpoint] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    void currentEndpoint().then(setEndpoint)
  }, [])

  const items = devices.data?.items ?? []
  const thisDevice: PushDevice | undefined = items.find((d) => d.endpoint === endpoint)

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
      await mutations.subscribe.mutateAsync({
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

  /** Forgets a device; this browser's own subscription is ended too. */
  async function remove(device: PushDevice) {
    await mutations.remove.mutateAsync(device.id)
    if (device.endpoint === endpoint) {
      const registration = await navigator.serviceWorker.getRegistration()
      await (await registration?.pushManager.getSubscription())?.unsubscribe()
      setEndpoint(null)
    }
  }

  return {
    supported: pushSupported(),
    devices: items,
    loading: devices.isPending,
    endpoint,
    thisDevice,
    busy,
    turnOn,
    remove,
    removing: mutations.remove.isPending,
    update: mutations.update,
  }
}

export type PushDeviceState = ReturnType<typeof usePushDevice>
