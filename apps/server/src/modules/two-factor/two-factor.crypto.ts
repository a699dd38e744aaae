import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes, randomInt } from 'node:crypto'
import { recoveryCodeAlphabet, recoveryCodeCount, recoveryCodeLength } from '@nido/domain/rules/two-factor'

// The TOTP secret is stored encrypted with a key derived from the server secret
// (SESSION_SECRET or DATA_DIR/secret), so a copy of the database alone cannot mint codes. Codes
// sent by e-mail and recovery codes are stored only as keyed hashes.

const version = 'v1'

function keyOf(secret: string, purpose: string): Buffer {
  return createHash('sha256').update(`nido:${purpose}:${secret}`).digest()
}

/** AES-256-GCM; the stored text is `v1.<iv>.<tag>.<ciphertext>` in base64url. */
export function encryptSecret(serverSecret: string, plain: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', keyOf(serverSecret, 'totp'), iv)
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
  return [version, iv, cipher.getAuthTag(), data]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.')
}

/** The plain secret, or null when the stored value was not made with this server secret. */
export function decryptSecret(serverSecret: string, stored: string): string | null {
  const [v, iv, tag, data] = stored.split('.')
  if (v !== version || !iv || !tag || !data) return null
  try {
    const decipher = createDecipheriv(
      'aes-256-gcm',
      keyOf(serverSecret, 'totp'),
      Buffer.from(iv, 'base64url'),
    )
    decipher.setAuthTag(Buffer.from(tag, 'base64url'))
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8')
  } catch {
    return null
  }
}

/** A keyed hash: six digits have too few values for a plain hash to hide them. */
export function codeHash(serverSecret: string, ...parts: string[]): string {
  return createHmac('sha256', keyOf(serverSecret, 'codes')).update(parts.join(':')).digest('base64url')
}

export function sixDigitCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0')
}

/** Random recovery codes (normalised form: 10 letters and digits without look-alikes). */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: recoveryCodeCount }, () =>
    Array.from(
      { length: recoveryCodeLength },
      () => recoveryCodeAlphabet[randomInt(recoveryCodeAlphabet.length)],
    ).join(''),
  )
}
