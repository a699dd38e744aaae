import { timingSafeEqual } from 'node:crypto'
import { and, count, eq, isNull } from 'drizzle-orm'
import type { Db, Queryable } from '../../db/client'
import { groups, installSetup } from '../../db/schema/index'
import { hashToken, newSessionToken } from '../../platform/session'

// The one-time setup link of a new install (docs/deploy.md "Installing for your organisation").
// The token carries 256 random bits and only its SHA-256 is stored, like the links of e-mails
// (recovery.tokens.ts); it has no expiry because nobody but the operator reading the start-up log
// can have it, and it is spent by the claim that creates the group.

/** The web page that claims the install (apps/web, public route). */
export const setupPath = '/setup'

export function setupUrl(publicUrl: string, token: string): string {
  return `${publicUrl}${setupPath}?token=${encodeURIComponent(token)}`
}

/** An install is new while it has no group: the same test as the demo seed's (seed/demo.ts). */
export async function isInstallEmpty(db: Queryable): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(groups)
  return (row?.n ?? 0) === 0
}

/**
 * Issues the setup token of a new install, or nothing when the install already has a group.
 * Each start on an empty database voids the links not yet used and prints a new one, so an
 * operator who lost the log restarts the server rather than reaching for SQL.
 */
export async function issueSetupToken(db: Db, now: Date): Promise<string | undefined> {
  return db.transaction(async (tx) => {
    if (!(await isInstallEmpty(tx))) return undefined
    await tx.delete(installSetup).where(isNull(installSetup.usedAt))
    const { token, tokenHash } = newSessionToken()
    await tx.insert(installSetup).values({ tokenHash, issuedAt: now })
    return token
  })
}

/**
 * The live setup row this token opens, compared in constant time with every live row (there is
 * one, or two when two processes started at once), so the answer's time says nothing of the hash.
 */
export async function liveSetupOfToken(db: Queryable, token: string): Promise<string | undefined> {
  const live = await db
    .select({ id: installSetup.id, tokenHash: installSetup.tokenHash })
    .from(installSetup)
    .where(isNull(installSetup.usedAt))
  const given = Buffer.from(hashToken(token))
  let found: string | undefined
  for (const row of live) {
    const stored = Buffer.from(row.tokenHash)
    if (stored.length === given.length && timingSafeEqual(stored, given)) found = row.id
  }
  return found
}

/** Spends the row once: of two claims racing with the same token, only one gets `true`. */
export async function spendSetup(
  tx: Queryable,
  setupId: string,
  groupId: string,
  now: Date,
): Promise<boolean> {
  const spent = await tx
    .update(installSetup)
    .set({ usedAt: now, groupId, updatedAt: now })
    .where(and(eq(installSetup.id, setupId), isNull(installSetup.usedAt)))
    .returning({ usedAt: installSetup.usedAt })
  return spent.length === 1
}
