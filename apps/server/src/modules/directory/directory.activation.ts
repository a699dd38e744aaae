import type { Queryable } from '../../db/client'
import type { AppDeps } from '../../platform/deps'

// docs/directory-import.md "Activation mails": the new people an import creates with an e-mail
// receive the account-activation mail (the recovery module's activation link), written to the
// outbox in the import's own transaction, so a rolled-back import sends nothing.
export async function sendActivations(
  _tx: Queryable,
  _deps: AppDeps,
  _input: { userIds: readonly string[]; now: Date },
): Promise<void> {
  // The recovery module's sendActivation lands with the activation work; wired when merged.
}
