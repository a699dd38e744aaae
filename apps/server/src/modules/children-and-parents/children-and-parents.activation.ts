import type { Queryable } from '../../db/client'
import type { AppDeps } from '../../platform/deps'

// docs/children-and-parents.md "Activation": a new guardian with an e-mail gets the "set your
// password" mail of the recovery module, queued in the same transaction as their account.

/** Queues the activation mail of each new guardian (none until the recovery module offers it). */
export async function sendGuardianActivations(
  _tx: Queryable,
  _deps: AppDeps,
  _guardianIds: readonly string[],
  _now: Date,
): Promise<void> {
  // Wired once recovery's sendActivation lands on main.
}
