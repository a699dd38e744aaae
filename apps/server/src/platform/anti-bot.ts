import { createHmac } from 'node:crypto'
import { z } from 'zod'
import { createChallenge, randomInt, verifySolution } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import type { AntiBotChallenge } from '@nido/domain/contracts/anti-bot'
import { AppError } from '@nido/domain/errors'
import type { AppDeps } from './deps'

// The anti-bot check of every public form (spec 000 §8 INVALID_RECAPTCHA; docs/anti-bot.md,
// decision 0060): an ALTCHA proof-of-work (altcha-lib, v2 challenges), self-hosted, no third
// party. The server hides a random counter behind a signed challenge; the browser finds it by
// trying counters from 0, one PBKDF2 each, and the form sends what it found. Checking it costs
// the server one HMAC, finding it costs the sender seconds of work per form.
//
// Stateless until spent: the challenge carries its own expiry under the HMAC, and a verified one
// is remembered until it expires in the rate-limit store (in process, or Redis when REDIS_URL is
// set: ARCHITECTURE §1), so a solution buys one form, on whichever server process it lands.

/** How long a challenge stays good: time to fill in a form, not to stockpile solutions. */
export const antiBotTtlMs = 10 * 60_000

/** PBKDF2/SHA-256, what browsers run natively (WebCrypto) and the `altcha` widget solves. */
const algorithm = 'PBKDF2/SHA-256'
/**
 * PBKDF2 rounds per try. With ANTI_BOT_MAX_NUMBER at 5 000 a solver runs about 3.75 million
 * rounds: a second or two in a phone's browser, and the server's own cost is one derivation per
 * challenge issued.
 */
export const antiBotCost = 1_000

// Domain separation (as platform/broadcast-token.ts): the app's one secret (SESSION_SECRET, or
// DATA_DIR/secret) signs other values too; these keys sign only anti-bot challenges.
function keysOf(secret: string) {
  const derive = (purpose: string) => createHmac('sha256', secret).update(purpose).digest('hex')
  return {
    hmacSignatureSecret: derive('nido.anti-bot.challenge.v1'),
    hmacKeySignatureSecret: derive('nido.anti-bot.key.v1'),
  }
}

/**
 * A fresh challenge (GET /api/v1/anti-bot/challenge). The hidden counter is drawn from the upper
 * half of [0, maxNumber], so no challenge is a free one.
 */
export async function createAntiBotChallenge(
  deps: Pick<AppDeps, 'config' | 'clock' | 'secret'>,
): Promise<AntiBotChallenge> {
  const max = deps.config.antiBot.maxNumber
  const challenge = await createChallenge({
    algorithm,
    cost: antiBotCost,
    counter: randomInt(max, Math.ceil(max / 2)),
    deriveKey,
    expiresAt: new Date(deps.clock.now().getTime() + antiBotTtlMs),
    ...keysOf(deps.secret),
  })
  const { parameters, signature } = challenge
  if (!signature || !parameters.keySignature || !parameters.expiresAt)
    throw new Error('altcha-lib made a challenge without signature, key signature or expiry')
  return {
    parameters: {
      algorithm: parameters.algorithm,
      nonce: parameters.nonce,
      salt: parameters.salt,
      cost: parameters.cost,
      keyLength: parameters.keyLength,
      keyPrefix: parameters.keyPrefix,
      keySignature: parameters.keySignature,
      expiresAt: parameters.expiresAt,
    },
    signature,
  }
}

/**
 * What the widget sends, once decoded: the challenge as it was issued and the solution. Checked
 * for shape before altcha-lib reads it, so a malformed payload is a failed check, never a 500.
 */
const zDecodedPayload = z.object({
  challenge: z.object({
    parameters: z.looseObject({
      algorithm: z.literal(algorithm),
      nonce: z.string().regex(/^[0-9a-f]{2,128}$/),
      salt: z.string(),
      cost: z.literal(antiBotCost),
      keyLength: z.number().int().positive().max(64),
      keyPrefix: z.string(),
      keySignature: z.string(),
      expiresAt: z.number().int().positive(),
    }),
    signature: z.string(),
  }),
  solution: z.object({
    counter: z.number().int().nonnegative(),
    derivedKey: z.string().max(128),
    time: z.number().optional(),
  }),
})

function decode(payload: string): z.infer<typeof zDecodedPayload> | undefined {
  try {
    const parsed = zDecodedPayload.safeParse(JSON.parse(Buffer.from(payload, 'base64').toString('utf8')))
    return parsed.success ? parsed.data : undefined
  } catch {
    return undefined
  }
}

/**
 * The check a public form's handler makes first (docs/anti-bot.md "In a form handler"): the
 * payload must be a solution of a challenge this server signed, not expired, and not used before.
 * Any failure answers INVALID_RECAPTCHA (400), the same whatever went wrong, so a sender learns
 * nothing from it. A solution is spent here, before the form's own checks: a form refused for
 * another reason needs a new one.
 */
export async function verifyAntiBot(
  deps: Pick<AppDeps, 'clock' | 'secret' | 'rateLimits'>,
  payload: string | undefined | null,
): Promise<void> {
  const decoded = payload ? decode(payload) : undefined
  if (!decoded) throw new AppError('INVALID_RECAPTCHA')
  const { challenge, solution } = decoded
  // STYLE habit 6: expiry by the injected clock; altcha-lib checks it again by the system's.
  const msLeft = challenge.parameters.expiresAt * 1000 - deps.clock.now().getTime()
  if (msLeft <= 0) throw new AppError('INVALID_RECAPTCHA')
  const result = await verifySolution({ challenge, solution, deriveKey, ...keysOf(deps.secret) })
  if (!result.verified) throw new AppError('INVALID_RECAPTCHA')
  // One solution, one form: the signed nonce is remembered until the challenge expires, and the
  // store's count is atomic (one Redis INCR), so two requests racing with one solution get 1 and 2.
  const uses = await deps.rateLimits.hit(`anti-bot:spent:${challenge.parameters.nonce}`, msLeft)
  if (uses !== 1) throw new AppError('INVALID_RECAPTCHA')
}
