import { z } from 'zod'
import { defineRoute } from './define'

// The anti-bot check of public forms (spec 000 §8 INVALID_RECAPTCHA; docs/anti-bot.md, decision
// 0060): an ALTCHA proof-of-work, self-hosted. A form page asks for a challenge, the browser
// solves it (the `altcha` widget or altcha-lib's solver) and sends the result with the form as
// `antiBot`; the form's handler checks it once with verifyAntiBot (apps/server/src/platform).

/**
 * An ALTCHA v2 challenge as altcha-lib makes it. The signature covers every parameter, so this
 * schema lists each one the server sends: one left out here would be dropped by the serializer
 * and the challenge would no longer verify.
 */
export const zAntiBotChallenge = z.object({
  parameters: z.object({
    /** The key derivation the solver runs, `PBKDF2/SHA-256`. */
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    /** Rounds of the key derivation per try. */
    cost: z.number().int().positive(),
    keyLength: z.number().int().positive(),
    /** What the derived key of the hidden counter starts with (hex). */
    keyPrefix: z.string(),
    /** The server's HMAC of the expected key, so checking a solution costs one HMAC. */
    keySignature: z.string(),
    /** Epoch seconds after which the server refuses a solution. */
    expiresAt: z.number().int().positive(),
  }),
  signature: z.string(),
})
export type AntiBotChallenge = z.infer<typeof zAntiBotChallenge>

/**
 * What a public form sends in its body as `antiBot`: the widget's payload, base64 of the JSON
 * `{ challenge, solution }`. A few hundred characters; the bound keeps a body small.
 */
export const zAntiBotPayload = z.string().min(1).max(4000)

export const antiBotContract = {
  challenge: defineRoute({
    action: 'antiBot.challenge',
    method: 'GET',
    path: '/api/v1/anti-bot/challenge',
    summary: 'A proof-of-work challenge for the next public form (ALTCHA, public, never cached)',
    auth: 'public',
    response: zAntiBotChallenge,
  }),
}
