import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { leadingZeroBits, proofOfWorkInput, solveProofOfWork } from './proof-of-work'

// docs/security.md "Rate limits and throttling": the proof-of-work of a sign-in under attack.
const sha256 = (data: Uint8Array) => new Uint8Array(createHash('sha256').update(data).digest())

describe('proof-of-work (docs/security.md)', () => {
  it.each([
    [[0xff], 0],
    [[0x80], 0],
    [[0x40], 1],
    [[0x01], 7],
    [[0x00, 0xff], 8],
    [[0x00, 0x00, 0x10], 19],
    [[0x00, 0x00], 16],
  ])('leadingZeroBits(%j) = %i', (bytes, bits) => {
    expect(leadingZeroBits(new Uint8Array(bytes))).toBe(bits)
  })

  it('finds a nonce whose hash meets the difficulty, and reports progress', async () => {
    const progress: number[] = []
    const challenge = { challenge: 'abc.def', bits: 12 }
    const nonce = await solveProofOfWork(challenge, sha256, {
      every: 256,
      onProgress: (p) => progress.push(p),
    })
    expect(leadingZeroBits(sha256(proofOfWorkInput('abc.def', nonce)))).toBeGreaterThanOrEqual(12)
    expect(progress.every((p, i) => i === 0 || p > progress[i - 1]!)).toBe(true)
  })
})
