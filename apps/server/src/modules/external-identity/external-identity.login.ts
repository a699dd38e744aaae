import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { AppError } from '@nido/domain/errors'
import type { Language } from '@nido/domain/i18n/languages'
import { users } from '../../db/schema/index'
import { audit } from '../../platform/audit'
import type { AppDeps } from '../../platform/deps'
import { deleteLogoutHints, insertExternalRow, spendExternalRow } from './external-identity.queries'

// Spec 001 §7 Login row: the login endpoint's external-identity branch (entraLoginState sent as
// `state`). The auth module calls this; the external-identity module implements it: it checks the
// single-use state left by the validation route and answers which user signs in.
//
// A valid state: the `state` of a GET /api/v1/external-identity/validate answer, not used before,
// at most two minutes old (externalIdentityLimits.loginStateTtlMs), whose user is still active.
// Anything else is EXTERNAL_IDENTITY_STATE_INVALID (400), an inactive user INVALID_USER (403).
export async function completeExternalLogin(
  deps: AppDeps,
  input: { state: string; language?: Language | undefined },
): Promise<{ userId: string }> {
  // The language travels with every login payload (spec 000 §7); the user's own setting wins here
  // as in the standard branch.
  void input.language
  const now = deps.clock.now()
  return deps.database.db.transaction(async (tx) => {
    const spent = await spendExternalRow(tx, input.state, 'login', now)
    if (!spent?.userId) throw new AppError('EXTERNAL_IDENTITY_STATE_INVALID')
    const [user] = await tx
      .select({ status: users.status })
      .from(users)
      .where(eq(users.id, spent.userId))
      .limit(1)
    if (user?.status !== 'Active') throw new AppError('INVALID_USER')
    // Kept for the global logout (spec 000 §2): the provider's end-session call names this sign-in.
    await deleteLogoutHints(tx, spent.userId)
    await insertExternalRow(tx, {
      token: randomToken(),
      userId: spent.userId,
      data: {
        kind: 'logout',
        brandId: spent.data.brandId,
        provider: spent.data.provider,
        idToken: spent.data.idToken,
      },
      expiresAt: new Date(now.getTime() + deps.config.sessionTtlDays * 86_400_000),
    })
    await audit(tx, { userId: spent.userId, impersonatorId: null }, 'externalIdentity.login', {
      brandId: spent.data.brandId,
      provider: spent.data.provider,
    })
    return { userId: spent.userId }
  })
}

/** The logout hint is found by user, never by token; the token only fills the unique column. */
function randomToken(): string {
  return randomBytes(32).toString('base64url')
}
