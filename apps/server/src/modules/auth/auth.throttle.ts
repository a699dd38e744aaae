import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { AppError } from '@nido/domain/errors'
import {
  leadingZeroBits,
  proofOfWorkInput,
  type ProofOfWork,
  type ProofOfWorkChallenge,
} from '@nido/domain/rules/proof-of-work'
import type { AppDeps } from '../../platform/deps'

// Sign-in throttling (docs/security.md "Rate limits and throttling"). Wrong passwords must slow
// the one guessing, never lock the real owner out:
//
// - per account and address (the "pair"): after 10 wrong passwords in the window, each further
//   try from that address for that account waits 1 s, then 2 s, 4 s… up to 15 minutes; the owner
//   at another address is not slowed;
// - per account, from every address: past 10 wrong passwords the account is under attack, and
//   every try for it needs a proof-of-work (rules/proof-of-work.ts), which the sign-in page solves
//   in about a second: a password list spread over many addresses costs its sender real work;
// - per address, every branch: past 50 failures the address's password tries need the
//   proof-of-work too (the accounts of a shared address still sign in), and the branches that only
//   guess random tokens (admin token, fixtures code, external state) are refused.
//
// A refused try writes no key (platform/rate-limit.ts); a right password clears its pair.

export const signInLimits = {
  windowMs: 15 * 60_000,
  freeFailuresPerPair: 10,
  firstDelayMs: 1_000,
  maxDelayMs: 15 * 60_000,
  accountUnderAttackAfter: 10,
  addressThrottledAfter: 50,
  /** About 65 000 hashes: a second of WebCrypto in a browser. */
  proofOfWorkBits: 16,
  challengeLifetimeMs: 5 * 60_000,
} as const

export const addressKey = (ip: string) => `login:ip:${ip}`
const accountKey = (email: string) => `login:account:${email}`
const pairKey = (email: string, ip: string) => `login:pair:${email}:${ip}`
const waitKey = (email: string, ip: string) => `login:wait:${email}:${ip}`

/** The wait before the next try after `failures` wrong passwords of a pair (0 below the limit). */
export function pairDelayMs(failures: number): number {
  const over = failures - signInLimits.freeFailuresPerPair
  if (over < 0) return 0
  return Math.min(signInLimits.firstDelayMs * 2 ** over, signInLimits.maxDelayMs)
}

export async function addressIsThrottled(deps: AppDeps, ip: string): Promise<boolean> {
  return (await deps.rateLimits.peek(addressKey(ip))) >= signInLimits.addressThrottledAfter
}

/** Counts a failed attempt of any branch against the client's address. */
export async function countAddressFailure(deps: AppDeps, ip: string): Promise<void> {
  await deps.rateLimits.hit(addressKey(ip), signInLimits.windowMs)
}

/**
 * Before the password is checked: refuses a pair still waiting (TOO_MANY_REQUESTS), and asks for
 * a proof-of-work (PROOF_OF_WORK_REQUIRED, with a fresh challenge) when the account or the
 * address is under attack and the try carries no valid one.
 */
export async function mayTryPassword(
  deps: AppDeps,
  input: { email: string; ip: string; proofOfWork: ProofOfWork | undefined },
): Promise<void> {
  const { email, ip } = input
  const [waiting, account, throttled] = await Promise.all([
    deps.rateLimits.peek(waitKey(email, ip)),
    deps.rateLimits.peek(accountKey(email)),
    addressIsThrottled(deps, ip),
  ])
  if (waiting > 0) throw new AppError('TOO_MANY_REQUESTS')
  if (account < signInLimits.accountUnderAttackAfter && !throttled) return
  if (!input.proofOfWork || !(await spendProof(deps, email, input.proofOfWork)))
    throw new AppError('PROOF_OF_WORK_REQUIRED', issueChallenge(deps, email))
}

export async function countWrongPassword(deps: AppDeps, email: string, ip: string): Promise<void> {
  const { windowMs } = signInLimits
  const [pair] = await Promise.all([
    deps.rateLimits.hit(pairKey(email, ip), windowMs),
    deps.rateLimits.hit(accountKey(email), windowMs),
  ])
  const delay = pairDelayMs(pair)
  if (delay > 0) await deps.rateLimits.hit(waitKey(email, ip), delay)
}

/** A right password: this address starts afresh for this account (the account's count stays). */
export async function clearPair(deps: AppDeps, email: string, ip: string): Promise<void> {
  await Promise.all([deps.rateLimits.reset(pairKey(email, ip)), deps.rateLimits.reset(waitKey(email, ip))])
}

// --- the challenge: `expiresAt.salt.bits.mac`, signed with the server secret, for one account ---

const mac = (deps: AppDeps, email: string, body: string) =>
  createHmac('sha256', deps.secret).update(`sign-in-pow:${email}:${body}`).digest('base64url')

function issueChallenge(deps: AppDeps, email: string): ProofOfWorkChallenge {
  const bits = signInLimits.proofOfWorkBits
  const expiresAt = deps.clock.now().getTime() + signInLimits.challengeLifetimeMs
  const body = `${expiresAt}.${randomBytes(12).toString('base64url')}.${bits}`
  return { challenge: `${body}.${mac(deps, email, body)}`, bits }
}

/** True once for a live challenge of this account whose nonce meets its difficulty. */
async function spendProof(deps: AppDeps, email: string, proof: ProofOfWork): Promise<boolean> {
  const parts = proof.challenge.split('.')
  if (parts.length !== 4) return false
  const [expiresAt, salt, bits, given] = parts as [string, string, string, string]
  const body = `${expiresAt}.${salt}.${bits}`
  const expected = Buffer.from(mac(deps, email, body))
  const got = Buffer.from(given)
  if (got.length !== expected.length || !timingSafeEqual(got, expected)) return false
  const lifetime = Number(expiresAt) - deps.clock.now().getTime()
  if (!(lifetime > 0)) return false
  const hash = new Uint8Array(
    createHash('sha256').update(proofOfWorkInput(proof.challenge, proof.nonce)).digest(),
  )
  if (leadingZeroBits(hash) < Number(bits)) return false
  // One proof, one try: the salt is remembered until the challenge expires.
  return (await deps.rateLimits.hit(`login:pow:${salt}`, lifetime)) === 1
}
