import argon2 from 'argon2'

// Passwords are hashed with argon2id (brief: Standards/Security), OWASP's recommended parameters.
const options = { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, options)
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password)
  } catch {
    return false
  }
}

// When no account matches, we still verify against a real hash so that the answer takes the same
// time whether the e-mail exists or not (no user enumeration through timing).
let dummyHash: Promise<string> | undefined
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword('nido-timing-equaliser')
  await verifyPassword(await dummyHash, password)
}
