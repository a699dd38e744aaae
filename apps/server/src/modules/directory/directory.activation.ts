import type { Queryable } from '../../db/client'
import type { AppDeps } from '../../platform/deps'
import { sendActivations as queueActivations } from '../recovery/index'

// docs/directory-import.md "Activation mails": the new people an import creates with an e-mail
// receive the account-activation mail (docs/mail-and-recovery.md "Account activation"), written
// to the outbox in the import's own transaction, so a rolled-back import sends nothing. The
// batched variant: 10 000 new guardians cost a few dozen statements, not 50 000.
export async function sendActivations(
  tx: Queryable,
  deps: AppDeps,
  input: { userIds: readonly string[]; now: Date },
): Promise<void> {
  await queueActivations(tx, deps, input)
}
