import type { AddedChild, ChildKeyInfo } from '@nido/domain/contracts/child-keys'
import type { GuardianRelationship } from '@nido/domain/enums/people'
import { AppError } from '@nido/domain/errors'
import type { Queryable } from '../../db/client'
import type { Actor } from '../../platform/actor'
import { audit } from '../../platform/audit'
import type { AppDeps } from '../../platform/deps'
import { childOfKey, insertGuardianship, isGuardianOf } from './child-keys.queries'
import { notifyNewGuardians } from '../notifications/index'

// Spec 001 §1 "Adding a child to a guardian account with an 8-character key", §6 "Guardians can
// add children by key", §8 (invalidCode, childAlreadyLinked). A key is all it takes to see a
// child's name and join their family, so keys must not be guessable by trying: every lookup and
// add counts against the guardian (docs/child-keys.md), and an unknown key and a key of a child
// who is not active answer the same CHILD_KEY_INVALID. (A malformed key never reaches here: the
// contract refuses it with VALIDATION_ERROR, and the dialog cannot send one.)

/**
 * Lookups and adds per guardian per hour. One key is 37^8 (3.5 × 10^12) possibilities; at 30
 * tries an hour a guesser has no chance, while a guardian mistyping a key a few times is not held up.
 */
export const childKeyLimits = { windowMs: 60 * 60_000, perUser: 30 } as const

async function spendTry(deps: AppDeps, actor: Actor): Promise<void> {
  const count = await deps.rateLimits.hit(`child-key:user:${actor.userId}`, childKeyLimits.windowMs)
  if (count > childKeyLimits.perUser) throw new AppError('TOO_MANY_REQUESTS')
}

/** The child of a key that the guardian may add: unknown keys and children already theirs refused. */
async function addableChild(db: Queryable, actor: Actor, key: string) {
  const child = await childOfKey(db, key)
  if (!child) throw new AppError('CHILD_KEY_INVALID')
  if (await isGuardianOf(db, actor.userId, child.id)) throw new AppError('CHILD_ALREADY_LINKED')
  return child
}

/** Spec 001 §7 "Register code exists": the child info shown in step 2 of the add-child dialog. */
export async function lookupChildKey(
  db: Queryable,
  deps: AppDeps,
  actor: Actor,
  key: string,
): Promise<ChildKeyInfo> {
  await spendTry(deps, actor)
  const child = await addableChild(db, actor, key)
  return { childInfo: { firstname: child.firstname, lastname: child.lastname } }
}

/**
 * Spec 001 §7 "Register add child": the guardianship (relationship, referent) is made in the
 * caller's transaction, so the child is in the guardian's family scope from the next request on
 * (platform/actor.ts reads guardianships on every request). The terms of use for this child are
 * then asked by the terms dialog (spec 001 §6 "accept the terms per child").
 */
export async function addChildByKey(
  tx: Queryable,
  deps: AppDeps,
  actor: Actor,
  input: { code: string; profile: { referent: boolean; relationship: GuardianRelationship } },
): Promise<AddedChild> {
  await spendTry(deps, actor)
  const child = await addableChild(tx, actor, input.code)
  const made = await insertGuardianship(tx, {
    guardianId: actor.userId,
    childId: child.id,
    relationship: input.profile.relationship,
    referent: input.profile.referent,
  })
  // A second add of the same key racing this one: the unique pair lets one through.
  if (!made) throw new AppError('CHILD_ALREADY_LINKED')
  // Spec 001 §3: the child's other referent guardians are told (docs/notifications.md).
  await notifyNewGuardians(tx, deps, [{ guardianId: actor.userId, childId: child.id }])
  await audit(tx, actor, 'childKeys.add', {
    childId: child.id,
    guardianshipId: made.id,
    relationship: input.profile.relationship,
    referent: input.profile.referent,
  })
  return { child }
}
