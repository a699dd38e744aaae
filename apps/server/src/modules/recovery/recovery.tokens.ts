import { and, eq, gt, isNull } from 'drizzle-orm'
import type { OneTimeTokenPurpose } from '@nido/domain/enums/security'
import type { Queryable } from '../../db/client'
import { oneTimeTokens } from '../../db/schema/index'
import { hashToken, newSessionToken } from '../../platform/session'

// The links sent by e-mail carry 256 random bits; one_time_tokens keeps only
// their SHA-256 (a leaked database cannot be replayed as links), with a purpose and an expiry.
// A token is spent by one UPDATE … WHERE used_at IS NULL, so two clicks cannot both succeed.

export type LinkPurpose = Extract<
  OneTimeTokenPurpose,
  'password-reset' | 'email-validation' | 'force-login' | 'account-activation'
>

/** How long each link works. Short for the links that open an account, long for a validation. */
export const linkLifetimeMs: Record<LinkPurpose, number> = {
  'password-reset': 60 * 60_000,
  'email-validation': 7 * 86_400_000,
  'force-login': 15 * 60_000,
  // A person the school created may open the mail days later (docs/mail-and-recovery.md).
  'account-activation': 7 * 86_400_000,
}

/** The web page each link opens (spec 000 §2 /validate-email, /force-login; /password/reset). */
export const linkPath: Record<LinkPurpose, string> = {
  'password-reset': '/password/reset',
  'email-validation': '/validate-email',
  'force-login': '/force-login',
  'account-activation': '/activate',
}

export function linkUrl(publicUrl: string, purpose: LinkPurpose, token: string): string {
  return `${publicUrl}${linkPath[purpose]}?token=${encodeURIComponent(token)}`
}

export async function issueLinkToken(
  tx: Queryable,
  input: { userId: string; purpose: LinkPurpose; now: Date; data?: Record<string, unknown> },
): Promise<string> {
  const { token, tokenHash } = newSessionToken()
  await tx.insert(oneTimeTokens).values({
    userId: input.userId,
    purpose: input.purpose,
    tokenHash,
    data: input.data ?? {},
    expiresAt: new Date(input.now.getTime() + linkLifetimeMs[input.purpose]),
  })
  return token
}

/** Spends a live token of this purpose; undefined when unknown, expired or already used. */
export async function consumeLinkToken(
  tx: Queryable,
  purpose: LinkPurpose,
  token: string,
  now: Date,
): Promise<{ userId: string; data: Record<string, unknown> } | undefined> {
  const [row] = await tx
    .update(oneTimeTokens)
    .set({ usedAt: now, updatedAt: now })
    .where(
      and(
        eq(oneTimeTokens.tokenHash, hashToken(token)),
        eq(oneTimeTokens.purpose, purpose),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, now),
      ),
    )
    .returning({ userId: oneTimeTokens.userId, data: oneTimeTokens.data })
  return row?.userId ? { userId: row.userId, data: row.data } : undefined
}

/** Whether a token of this purpose is live, without spending it (to skip work for dead links). */
export async function isLiveLinkToken(
  db: Queryable,
  purpose: LinkPurpose,
  token: string,
  now: Date,
): Promise<boolean> {
  const [row] = await db
    .select({ id: oneTimeTokens.id })
    .from(oneTimeTokens)
    .where(
      and(
        eq(oneTimeTokens.tokenHash, hashToken(token)),
        eq(oneTimeTokens.purpose, purpose),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, now),
      ),
    )
    .limit(1)
  return row !== undefined
}

/** Spends every live token of a purpose of a user (a new password makes older reset links void). */
export async function spendAllLinkTokens(
  tx: Queryable,
  userId: string,
  purpose: LinkPurpose,
  now: Date,
): Promise<void> {
  await tx
    .update(oneTimeTokens)
    .set({ usedAt: now, updatedAt: now })
    .where(
      and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.purpose, purpose), isNull(oneTimeTokens.usedAt)),
    )
}
