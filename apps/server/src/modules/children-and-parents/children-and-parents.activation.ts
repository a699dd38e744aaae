import type { Queryable } from '../../db/client'
import type { AppDeps } from '../../platform/deps'
import { activationStates, sendActivations } from '../recovery/index'

// docs/children-and-parents.md "Parents": a new parent with an e-mail gets the "set your password"
// mail of the recovery module (docs/mail-and-recovery.md "Account activation"), queued in the same
// transaction as their account, so a refused request sends nothing.

/** Queues the activation mail of each new parent. */
export async function sendGuardianActivations(
  tx: Queryable,
  deps: AppDeps,
  guardianIds: readonly string[],
  now: Date,
): Promise<void> {
  await sendActivations(tx, deps, { userIds: guardianIds, now })
}

export interface GuardianActivation {
  activated: boolean
  lastSentAt: string | null
  expiresAt: string | null
}

/** Each parent's activation state for the child's page, in two queries whatever their number. */
export async function guardianActivations(
  db: Queryable,
  guardianIds: readonly string[],
): Promise<Map<string, GuardianActivation>> {
  const states = await activationStates(db, guardianIds)
  return new Map(
    [...states].map(([id, s]) => [
      id,
      {
        activated: s.hasPassword,
        lastSentAt: s.lastSentAt?.toISOString() ?? null,
        expiresAt: s.expiresAt?.toISOString() ?? null,
      },
    ]),
  )
}
