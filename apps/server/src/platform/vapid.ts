import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import webpush from 'web-push'
import type { Config } from '../config'

// Web Push identifies this server to push services with a VAPID key pair (RFC 8292;
// docs/notifications-push.md "Keys"). Like the session secret (platform/secret.ts): configured
// in production (VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY), otherwise made on first start and kept in
// DATA_DIR, readable by the server's user only. Changing the pair orphans every subscription:
// browsers subscribed with the old public key must subscribe again.

export interface VapidKeys {
  /** Base64url, uncompressed P-256 point: the browser's `applicationServerKey`. */
  publicKey: string
  privateKey: string
  /** Who runs this server, for the push service: `mailto:` or `https:` (RFC 8292 §2.1). */
  subject: string
}

const loaded = new Map<string, VapidKeys>()

export function loadVapidKeys(config: Config): VapidKeys {
  const subject = config.push.vapidSubject ?? defaultSubject(config)
  if (config.push.vapidPublicKey && config.push.vapidPrivateKey)
    return { publicKey: config.push.vapidPublicKey, privateKey: config.push.vapidPrivateKey, subject }
  const file = path.join(config.dataDir, 'vapid.json')
  const known = loaded.get(file)
  if (known) return { ...known, subject }
  let keys: { publicKey: string; privateKey: string }
  if (existsSync(file)) keys = JSON.parse(readFileSync(file, 'utf8')) as typeof keys
  else {
    mkdirSync(config.dataDir, { recursive: true })
    keys = webpush.generateVAPIDKeys()
    try {
      // `wx`: two processes starting at once keep the first pair written.
      writeFileSync(file, JSON.stringify(keys), { mode: 0o600, flag: 'wx' })
    } catch {
      keys = JSON.parse(readFileSync(file, 'utf8')) as typeof keys
    }
  }
  const result = { publicKey: keys.publicKey, privateKey: keys.privateKey, subject }
  loaded.set(file, result)
  return result
}

/** PUBLIC_URL when it is https, else the address mail is sent from. */
function defaultSubject(config: Config): string {
  if (config.publicUrl.startsWith('https://')) return config.publicUrl
  const address = /<([^>]+)>/.exec(config.mailFrom)?.[1] ?? config.mailFrom
  return `mailto:${address.trim()}`
}
