import { createHmac, timingSafeEqual } from 'node:crypto'

// Spec 000 §4 and §7 (broadcast auth), ARCHITECTURE §8: the Socket.IO server authenticates a
// connection with a token the signed-in web got from POST /api/v1/realtime/tokens. The token is
// stateless (any node can check it, nothing is stored) and short-lived, so a leaked one is of
// little use: `base64url(payload).base64url(HMAC-SHA256(secret, purpose + payload))`.
//
// The token names the session it was issued to, not only the user (docs/security.md "Sessions and
// realtime", decision 0017): the realtime server checks that session is still live when a socket
// connects, so a token asked for before a logout opens nothing afterwards.

export const broadcastTokenTtlMs = 5 * 60_000

// Domain separation: the same secret may sign other values; a token signed for another purpose
// can never verify as a broadcast token.
// v2: the payload names the session; a v1 token (user only) no longer verifies.
const purpose = 'nido.broadcast.v2.'

interface Payload {
  /** User id. */
  sub: string
  /** Session id. */
  sid: string
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
  session: { userId: string; sessionId: string },
  now: Date,
): { token: string; expiresAt: Date } {
  const expiresAt = new Date(now.getTime() + broadcastTokenTtlMs)
  const payload: Payload = { sub: session.userId, sid: session.sessionId, exp: expiresAt.getTime() }
  const encoded = Buffer.from(JSON.stringify(payload)).toString('base64url')
  return { token: `${encoded}.${sign(secret, encoded).toString('base64url')}`, expiresAt }
}

/**
 * The user and session the token was issued to, or null when it is malformed, forged or expired.
 * Whether the session is still live is the caller's question (platform/realtime-server.ts).
 */
export function verifyBroadcastToken(
  secret: string,
  token: string,
  now: Date,
): { userId: string; sessionId: string; expiresAt: Date } | null {
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
  return { userId: payload.sub, sessionId: payload.sid, expiresAt: new Date(payload.exp) }
}

function isPayload(value: unknown): value is Payload {
  if (typeof value !== 'object' || value === null) return false
  const { sub, sid, exp } = value as Record<string, unknown>
  return (
    typeof sub === 'string' &&
    sub.length > 0 &&
    typeof sid === 'string' &&
    sid.length > 0 &&
    typeof exp === 'number' &&
    Number.isFinite(exp)
  )
}
