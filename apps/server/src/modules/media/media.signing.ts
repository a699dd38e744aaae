import { createHmac, timingSafeEqual } from 'node:crypto'

// The local driver's "pre-signed URLs" (docs/media.md): our own routes carrying a token that says
// what may be done (read or write which storage key, until when) and an HMAC of it under the
// server's secret. Whoever holds the URL may use it until it expires, exactly like an S3
// pre-signed URL; nobody can forge or alter one (the key is never guessable from a media id).

interface GetGrant {
  op: 'get'
  key: string
  /** Content-Type to serve. */
  type: string
  /** A download: served as an attachment under this name. */
  name?: string
}

interface PutGrant {
  op: 'put'
  key: string
  /** The largest body accepted (the limit of the file's type). */
  max: number
  uploadId?: string
  part?: number
}

export type Grant = GetGrant | PutGrant
type Signed = Grant & { exp: number }

const b64 = (buf: Buffer) => buf.toString('base64url')

function mac(secret: string, payload: string): Buffer {
  // A key of its own, so that a media token can never pass for another signed value of the app.
  return createHmac('sha256', `${secret}:media-url`).update(payload).digest()
}

/** A token valid until `expiresAt` (seconds are dropped). */
export function signGrant(secret: string, grant: Grant, expiresAt: Date): string {
  const payload = b64(Buffer.from(JSON.stringify({ ...grant, exp: Math.floor(expiresAt.getTime() / 1000) })))
  return `${payload}.${b64(mac(secret, payload))}`
}

/** The grant of a token, or null when the signature is wrong, the token malformed or expired. */
export function verifyGrant(secret: string, token: string, now: Date): (Grant & { expiresAt: Date }) | null {
  const [payload, signature, extra] = token.split('.')
  if (!payload || !signature || extra !== undefined) return null
  const expected = mac(secret, payload)
  const given = Buffer.from(signature, 'base64url')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  let signed: Signed
  try {
    signed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Signed
  } catch {
    return null
  }
  if (typeof signed.exp !== 'number' || signed.exp * 1000 <= now.getTime()) return null
  const { exp, ...grant } = signed
  return { ...grant, expiresAt: new Date(exp * 1000) }
}

/**
 * Read URLs expire at the end of the hour after next, so the same file signed twice within an
 * hour gets the same URL and the browser's cache keeps working; a URL lives 1 to 2 hours.
 */
export function readExpiry(now: Date): Date {
  const hour = 3_600_000
  return new Date(Math.ceil((now.getTime() + hour) / hour) * hour)
}

/** Upload URLs: long enough for a slow phone connection to send a large part. */
export const uploadTtlSeconds = 3600
