import { createHmac, timingSafeEqual } from 'node:crypto'

// Spec 000 §4 and §7 (broadcast auth), ARCHITECTURE §8: the Socket.IO server authenticates a
// connection with a token the signed-in web got from POST /api/v1/realtime/tokens. The token is
// stateless (any node can check it, nothing is stored) and short-lived, so a leaked one is of
// little use: `base64url(payload).base64url(HMAC-SHA256(secret, purpose + payload))`.

export const broadcastTokenTtlMs = 5 * 60_000

// Domain separation: the same secret may sign other values; a token signed for another purpose
// can never verify as a broadcast token.
const purpose = 'nido.broadcast.v1.'

interface Payload {
  /** User id. */
  sub: string
  /** Expiry, epoch milliseconds. */
  exp: number
}

function sign(secret: string, encodedPayload: string): Buffer {
  return createHmac('sha256', secret)
    .update(purpose + encodedPayload)
    .digest()
}

export function signBroadcastToken(
  secret: string,
  userId: string,
  now: Date,
): { token: string; expiresAt: Date } {
  const expiresAt = new Date(now.getTime() + broadcastTokenTtlMs)
  const payload: Payload = { sub: userId, exp: expiresAt.getTime() }
  const encoded = Buffer.from(JSON.stringify(payload)).toString('base64url')
  return { token: `${encoded}.${sign(secret, encoded).toString('base64url')}`, expiresAt }
}

/** The user the token was issued to, or null when it is malformed, forged or expired. */
export function verifyBroadcastToken(
  secret: string,
  token: string,
  now: Date,
): { userId: string; expiresAt: Date } | null {
  const parts = token.split('.')
  if (parts.length !== 2) return null
  const [encoded, signature] = parts as [string, string]
  const expected = sign(secret, encoded)
  const given = Buffer.from(signature, 'base64url')
  // Compare in constant time so the signature cannot be guessed byte by byte.
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  let payload: unknown
  try {
    payload = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8'))
  } catch {
    return null
  }
  if (!isPayload(payload) || now.getTime() >= payload.exp) return null
  return { userId: payload.sub, expiresAt: new Date(payload.exp) }
}

function isPayload(value: unknown): value is Payload {
  if (typeof value !== 'object' || value === null) return false
  const { sub, exp } = value as Record<string, unknown>
  return typeof sub === 'string' && sub.length > 0 && typeof exp === 'number' && Number.isFinite(exp)
}
