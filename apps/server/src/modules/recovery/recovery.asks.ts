import { asc, eq } from 'drizzle-orm'
import type { Queryable } from '../../db/client'
import { recoveryAsks } from '../../db/schema/index'
import type { Clock } from '../../platform/clock'
import type { AppDeps } from '../../platform/deps'
import type { JobDefinition } from '../../platform/jobs'
import { audit } from '../../platform/audit'
import { queueTemplateMail } from '../../mail/render'
import { hasTwoFactor, userByEmail } from './recovery.queries'
import { issueLinkToken, linkLifetimeMs, linkUrl } from './recovery.tokens'

// "E-mail me a reset / sign-in link" in two halves (docs/mail-and-recovery.md "No user
// enumeration"). The request writes one `recovery_asks` row, the same single insert whether the
// address has an account or not, so the answer's timing tells nothing. This job then looks the
// address up and, for an account, issues the link and queues the mail (sent by `mail.deliver`).

export type AskKind = 'password-reset' | 'sign-in-link'

export async function queueAsk(db: Queryable, kind: AskKind, email: string): Promise<void> {
  await db.insert(recoveryAsks).values({ kind, email: email.trim().toLowerCase() })
}

/** Asks handled per run; the rest wait for the next tick (one second later). */
const batch = 100
const minutes = (ms: number) => Math.round(ms / 60_000)

/**
 * Handles waiting asks, one transaction each: the row is claimed (SKIP LOCKED, so two processes
 * never handle the same ask), the mail queued and the row deleted together; a failure leaves the
 * row for the next run.
 */
export async function resolveRecoveryAsks(deps: AppDeps, clock: Clock): Promise<number> {
  let handled = 0
  while (handled < batch) {
    const found = await deps.database.db.transaction(async (tx) => {
      const [ask] = await tx
        .select()
        .from(recoveryAsks)
        .orderBy(asc(recoveryAsks.createdAt))
        .limit(1)
        .for('update', { skipLocked: true })
      if (!ask) return false
      await resolveAsk(tx, deps, ask.kind as AskKind, ask.email, clock.now())
      await tx.delete(recoveryAsks).where(eq(recoveryAsks.id, ask.id))
      return true
    })
    if (!found) break
    handled++
  }
  return handled
}

async function resolveAsk(tx: Queryable, deps: AppDeps, kind: AskKind, email: string, now: Date) {
  const user = await userByEmail(tx, email)
  if (!user?.email || user.status !== 'Active') return
  const to = user.email
  const who = { userId: user.id, impersonatorId: null }
  if (kind === 'password-reset') {
    const token = await issueLinkToken(tx, { userId: user.id, purpose: 'password-reset', now })
    await queueTemplateMail(tx, to, user.language, 'password-reset', {
      name: user.firstname,
      link: linkUrl(deps.config.publicUrl, 'password-reset', token),
      minutes: minutes(linkLifetimeMs['password-reset']),
    })
    await audit(tx, who, 'recovery.askReset', { userId: user.id })
    return
  }
  // Spec 000 §1: children sign in through their brand's rules, never by link.
  if (user.profileType === 'CHILD') return
  if (hasTwoFactor(user.settings)) {
    // A link from the mailbox alone would skip the second step: say links are off instead.
    await queueTemplateMail(tx, to, user.language, 'sign-in-link-refused', {
      name: user.firstname,
      link: `${deps.config.publicUrl}/password/forgot`,
    })
  } else {
    const token = await issueLinkToken(tx, { userId: user.id, purpose: 'force-login', now })
    await queueTemplateMail(tx, to, user.language, 'sign-in-link', {
      name: user.firstname,
      link: linkUrl(deps.config.publicUrl, 'force-login', token),
      minutes: minutes(linkLifetimeMs['force-login']),
    })
  }
  await audit(tx, who, 'recovery.askSignInLink', { userId: user.id })
}

export const recoveryAsksJob: JobDefinition = {
  name: 'recovery.asks',
  everyMs: 1_000,
  run: (deps, clock) => resolveRecoveryAsks(deps, clock),
}
