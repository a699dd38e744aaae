// A CAPTCHA-free proof-of-work for sign-ins under attack (docs/security.md "Rate limits and
// throttling"). The server hands out a signed challenge and a difficulty; the client finds a
// nonce such that SHA-256(challenge + nonce) starts with `bits` zero bits and sends both with
// its next try. Finding one costs about 2^bits hashes, checking it costs one: a person signing in
// waits a second, someone trying passwords by the thousand pays for every one.

/** What PROOF_OF_WORK_REQUIRED carries in its details. */
export interface ProofOfWorkChallenge {
  challenge: string
  bits: number
}

/** What the client sends back with the standard sign-in. */
export interface ProofOfWork {
  challenge: string
  nonce: string
}

export function isProofOfWorkChallenge(value: unknown): value is ProofOfWorkChallenge {
  return (
    typeof value === 'object' &&
    value !== null &&
    'challenge' in value &&
    typeof value.challenge === 'string' &&
    'bits' in value &&
    typeof value.bits === 'number'
  )
}

/** The bytes hashed for a nonce: the UTF-8 of challenge and nonce, one after the other. */
export function proofOfWorkInput(challenge: string, nonce: string): Uint8Array {
  return new TextEncoder().encode(challenge + nonce)
}

/** How many zero bits the hash starts with. */
export function leadingZeroBits(hash: Uint8Array): number {
  let bits = 0
  for (const byte of hash) {
    if (byte === 0) {
      bits += 8
      continue
    }
    return bits + Math.clz32(byte) - 24
  }
  return bits
}

export type Sha256 = (data: Uint8Array) => Uint8Array | Promise<Uint8Array>

export interface SolveOptions {
  /** Called every `every` tries with the share of the expected work done (0–1, may pass 1). */
  onProgress?: (done: number) => void
  every?: number
  signal?: AbortSignal
  /** Awaited after each progress report: a browser lets the page repaint there. */
  pause?: () => Promise<void>
}

/** Tries nonces 0, 1, 2… until one meets the difficulty; the nonce is sent as its decimal text. */
export async function solveProofOfWork(
  { challenge, bits }: ProofOfWorkChallenge,
  sha256: Sha256,
  options: SolveOptions = {},
): Promise<string> {
  const expected = 2 ** bits
  const every = options.every ?? 2048
  for (let n = 0; ; n++) {
    const nonce = String(n)
    if (leadingZeroBits(await sha256(proofOfWorkInput(challenge, nonce))) >= bits) return nonce
    if (n % every === every - 1) {
      options.signal?.throwIfAborted()
      options.onProgress?.(n / expected)
      await options.pause?.()
    }
  }
}
