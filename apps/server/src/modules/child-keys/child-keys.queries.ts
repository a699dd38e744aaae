import { randomInt } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import type { GuardianRelationship } from '@nido/domain/enums/people'
import type { Queryable } from '../../db/client'
import { childKeys, guardianships, users } from '../../db/schema'

// Spec 001 §5 "Child key": 8 characters, each a letter, digit or underscore. Keys are made
// lowercase (input is lowercased), from a random source: a key is what links a child to an account.
const keyAlphabet = 'abcdefghijklmnopqrstuvwxyz0123456789_'
const keyLength = 8

export function newChildKey(): string {
  let key = ''
  for (let i = 0; i < keyLength; i++) key += keyAlphabet[randomInt(keyAlphabet.length)]
  return key
}

/** The child's key, made on first use (a key clash with another child retries). */
export async function ensureChildKey(db: Queryable, childId: string): Promise<string> {
  const [existing] = await db
    .select({ key: childKeys.key })
    .from(childKeys)
    .where(eq(childKeys.childId, childId))
  if (existing) return existing.key
  for (;;) {
    const [made] = await db
      .insert(childKeys)
      .values({ childId, key: newChildKey() })
      .onConflictDoNothing()
      .returning({ key: childKeys.key })
    if (made) return made.key
    const [raced] = await db
      .select({ key: childKeys.key })
      .from(childKeys)
      .where(eq(childKeys.childId, childId))
    if (raced) return raced.key
  }
}

/**
 * A new key for the child in place of the old one, which no longer finds them from this statement
 * on (docs/children-and-parents.md "Keys"). A clash with another child's key draws again.
 */
export async function renewChildKey(db: Queryable, childId: string): Promise<string> {
  for (;;) {
    const key = newChildKey()
    const [taken] = await db.select({ id: childKeys.id }).from(childKeys).where(eq(childKeys.key, key))
    if (taken) continue
    const [made] = await db
      .insert(childKeys)
      .values({ childId, key })
      .onConflictDoUpdate({ target: childKeys.childId, set: { key, updatedAt: sql`now()` } })
      .returning({ key: childKeys.key })
    return made!.key
  }
}

/** The child's key, or null when they have none (yet, or since archived). */
export async function childKeyOf(db: Queryable, childId: string): Promise<string | null> {
  const [row] = await db.select({ key: childKeys.key }).from(childKeys).where(eq(childKeys.childId, childId))
  return row?.key ?? null
}

/** Takes the key away: nobody can add the child by key until they get a new one. */
export async function dropChildKey(db: Queryable, childId: string): Promise<void> {
  await db.delete(childKeys).where(eq(childKeys.childId, childId))
}

/**
 * The active child a key (already normalised: lowercase) belongs to. A key of an account that is
 * not an active child (inactive, hidden, asked deletion) reads as unknown.
 */
export async function childOfKey(db: Queryable, key: string) {
  const [row] = await db
    .select({ id: users.id, firstname: users.firstname, lastname: users.lastname })
    .from(childKeys)
    .innerJoin(users, eq(users.id, childKeys.childId))
    .where(and(eq(childKeys.key, key), eq(users.profileType, 'CHILD'), eq(users.status, 'Active')))
  return row
}

export async function isGuardianOf(db: Queryable, guardianId: string, childId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: guardianships.id })
    .from(guardianships)
    .where(and(eq(guardianships.guardianId, guardianId), eq(guardianships.childId, childId)))
  return row !== undefined
}

/** The new guardianship, or undefined when the guardian already has this child (unique pair). */
export async function insertGuardianship(
  db: Queryable,
  values: { guardianId: string; childId: string; relationship: GuardianRelationship; referent: boolean },
) {
  const [row] = await db
    .insert(guardianships)
    .values(values)
    .onConflictDoNothing({ target: [guardianships.guardianId, guardianships.childId] })
    .returning({ id: guardianships.id })
  return row
}
