import { accessLevelEditable } from '@nido/domain/access/access-level'
import { AppError } from '@nido/domain/errors'
import type { Actor } from '../../platform/actor'
import { audit } from '../../platform/audit'
import type { AppDeps } from '../../platform/deps'
import type { RealtimeSessions } from '../../platform/realtime-server'
import { revokeUserSessions } from '../../platform/session'
import type { Queryable } from '../../db/client'
import { managedUser, setActive, setInactive, type ManagedScope } from './users.queries'
import { sendActivation } from '../recovery/index'
import { countUnlessOver } from '../../platform/rate-limit'

// docs/access-levels.md "Deactivating a user".

/**
 * Spec 000 §6 team manager (coordinator, director): the teachers, directors and sponsors assigned
 * to their schools or their sections. Group admins: everyone of their groups, families included,
 * other group admins excepted. Super admins: everyone but super admins (nobody manages them here).
 */
export function managedScope(actor: Actor): ManagedScope {
  const profile = actor.userPermission.profileType
  return {
    everyone: profile === 'SUPER_ADMIN',
    schoolIds: actor.structureTreeScope.schoolIds,
    groupIds: actor.structureScope.groupIds,
    staffProfiles: ['TEACHER', 'DIRECTOR', 'SPONSOR'],
    wholeGroups: profile === 'GROUP_ADMIN',
  }
}

/**
 * Sets the user Inactive and ends every session they have, in one transaction; their sockets are
 * closed once it commits, on every process (docs/security.md "Sessions and realtime").
 */
export async function deactivateUser(
  deps: AppDeps,
  realtime: RealtimeSessions,
  actor: Actor,
  userId: string,
  now: Date,
): Promise<void> {
  const ended = await deps.database.db.transaction(async (tx) => {
    const target = await managedUser(tx, managedScope(actor), userId)
    if (!target) throw new AppError('NOT_FOUND')
    // Deactivating oneself would lock the last manager out; another manager does it.
    if (target.id === actor.userId) throw new AppError('FORBIDDEN')
    await setInactive(tx, target.id, now)
    const sessionIds = await revokeUserSessions(tx, target.id, undefined, now)
    await audit(tx, { userId: actor.userId, impersonatorId: actor.impersonatorId }, 'users.deactivate', {
      userId: target.id,
      previousStatus: target.status,
      sessionIds,
    })
    return sessionIds
  })
  // No longer Active: every socket of the user goes, on every node, and those of the ended
  // sessions by name too (an impersonator's session of this user included).
  realtime.endUsers([userId])
  realtime.endSessions(ended)
}

/**
 * The reverse of deactivating, from the team page: an Inactive user of the same reach is Active
 * again and may sign in. Any other status (asked for deletion, hidden) is left as it is.
 */
export async function reactivateUser(tx: Queryable, actor: Actor, userId: string, now: Date): Promise<void> {
  const target = await managedUser(tx, managedScope(actor), userId)
  if (!target) throw new AppError('NOT_FOUND')
  if (target.id === actor.userId) throw new AppError('FORBIDDEN')
  if (target.status !== 'Inactive') return
  await setActive(tx, target.id, now)
  await audit(tx, { userId: actor.userId, impersonatorId: actor.impersonatorId }, 'users.reactivate', {
    userId: target.id,
  })
}

/** New activation links a person may be sent per hour, whoever asks (docs/mail-and-recovery.md). */
export const activationResendLimit = { windowMs: 60 * 60_000, max: 5 } as const

/**
 * Sends a new activation link (the previous one stops working). Reach: the team as for
 * deactivating, and the families of the actor's schools; the person's own area decides the level
 * needed (team access for staff, child access for families: docs/access-levels.md).
 */
export async function resendActivation(
  deps: AppDeps,
  actor: Actor,
  userId: string,
  now: Date,
): Promise<void> {
  await deps.database.db.transaction(async (tx) => {
    const target = await managedUser(tx, { ...managedScope(actor), families: true }, userId)
    if (!target) throw new AppError('NOT_FOUND')
    const family = target.profileType === 'GUARDIAN' || target.profileType === 'CHILD'
    const level = family ? actor.accessLevels.child : actor.accessLevels.team
    if (!accessLevelEditable(level)) throw new AppError('FORBIDDEN_BY_ACCESS_LEVEL')
    if (target.hasPassword) throw new AppError('ACCOUNT_ALREADY_ACTIVATED')
    if (!target.hasEmail) throw new AppError('USER_HAS_NO_EMAIL')
    const allowed = await countUnlessOver(deps.rateLimits, [
      { key: `activation:user:${target.id}`, ...activationResendLimit },
    ])
    if (!allowed) throw new AppError('TOO_MANY_REQUESTS')
    if (!(await sendActivation(tx, deps, { userId: target.id, now }))) throw new AppError('USER_HAS_NO_EMAIL')
    await audit(
      tx,
      { userId: actor.userId, impersonatorId: actor.impersonatorId },
      'users.resendActivation',
      {
        userId: target.id,
      },
    )
  })
}
