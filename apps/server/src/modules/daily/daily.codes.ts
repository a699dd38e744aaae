import { createHash, createHmac } from 'node:crypto'

// Staff check-in codes (4–6 digits) are stored hashed and found from the code alone on the shared
// tablet, so the hash is deterministic per school (a unique index keeps two staff from sharing a
// code). A code set through the API is keyed with the server secret: a copy of the table alone does
// not give the codes away (without the key, a million codes would hash in a blink). The demo seed
// runs before the server has its secret, so its codes use the unkeyed form; lookups accept both.

const input = (schoolId: string, code: string) => `daily-staff-code:${schoolId}:${code}`

/** The keyed hash written by PUT /api/v1/daily/staff-code. */
export function keyedStaffCodeHash(secret: string, schoolId: string, code: string): string {
  return `hmac:${createHmac('sha256', secret).update(input(schoolId, code)).digest('hex')}`
}

/** The unkeyed hash of seeded demo codes (docs/daily.md). */
export function seededStaffCodeHash(schoolId: string, code: string): string {
  return `sha256:${createHash('sha256').update(input(schoolId, code)).digest('hex')}`
}

/** Every stored form a typed code may have. */
export function staffCodeHashes(secret: string, schoolId: string, code: string): string[] {
  return [keyedStaffCodeHash(secret, schoolId, code), seededStaffCodeHash(schoolId, code)]
}
