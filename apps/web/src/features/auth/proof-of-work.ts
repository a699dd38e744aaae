import { solveProofOfWork, type ProofOfWorkChallenge } from '@nido/domain/rules/proof-of-work'

// The sign-in's proof-of-work (docs/security.md "Rate limits and throttling"), solved with
// WebCrypto: about 65 000 SHA-256 hashes, a second or so, with a pause every few thousand so
// that the page can show how far it got.
const sha256 = async (data: Uint8Array) =>
  new Uint8Array(await crypto.subtle.digest('SHA-256', data as Uint8Array<ArrayBuffer>))

const nextFrame = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

export function solveInBrowser(
  challenge: ProofOfWorkChallenge,
  onProgress: (done: number) => void,
  signal: AbortSignal,
): Promise<string> {
  return solveProofOfWork(challenge, sha256, { onProgress, signal, pause: nextFrame, every: 4096 })
}
