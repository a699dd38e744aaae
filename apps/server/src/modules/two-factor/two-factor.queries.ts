import { and, count, eq, isNull, sql } from 'drizzle-orm'
import type { TwoFactorMode } from '@nido/domain/enums/security'
import type { Queryable } from '../../db/client'
import { recoveryCodes, users } from '../../db/schema/index'

/** What two-factor needs of a user's row. */
export async function twoFactorUser(db: Queryable, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      language: users.language,
      settings: users.settings,
      totpSecret: users.totpSecret,
      passwordHash: users.passwordHash,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1)
  return row
}
export type TwoFactorUser = NonNullable<Awaited<ReturnType<typeof twoFactorUser>>>

/** Writes settings.twoFactorAuthModes (and the last accepted TOTP step) without touching the rest. */
export async function saveModes(
  db: Queryable,
  userId: string,
  now: Date,
  modes: TwoFactorMode[],
  extra: { totpSecret?: string | null; totpLastStep?: number | null } = {},
): Promise<void> {
  const patch: Record<string, unknown> = { twoFactorAuthModes: modes }
  if (extra.totpLastStep !== undefined) patch.twoFactorTotpLastStep = extra.totpLastStep
  await db
    .update(users)
    .set({
      settings: sql`${users.settings} || ${JSON.stringify(patch)}::jsonb`,
      updatedAt: now,
      ...(extra.totpSecret !== undefined ? { totpSecret: extra.totpSecret } : {}),
    })
    .where(eq(users.id, userId))
}

export async function recoveryCodesLeft(db: Queryable, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)))
  return row?.n ?? 0
}

/** Replaces every recovery code of the user (the old ones stop working). */
export async function replaceRecoveryCodes(db: Queryable, userId: string, hashes: string[]): Promise<void> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId))
  if (hashes.length > 0)
    await db.insert(recoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })))
}

/** Spends a recovery code once: two requests racing for the same code cannot both win. */
export async function spendRecoveryCode(
  db: Queryable,
  userId: string,
  hash: string,
  now: Date,
): Promise<boolean> {
  const spent = await db
    .update(recoveryCodes)
    .set({ usedAt: now, updatedAt: now })
    .where(
      and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, hash), isNull(recoveryCodes.usedAt)),
    )
    .returning({ id: recoveryCodes.id })
  return spent.length > 0
}
