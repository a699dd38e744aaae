import { sql } from 'drizzle-orm'
import { AppError } from '@nido/domain/errors'
import { notificationSettingOfKind, type UnsubscribeInfo } from '@nido/domain/contracts/notifications'
import type { Queryable } from '../../db/client'
import { selectRows } from '../../db/rows'
import { audit } from '../../platform/audit'
import type { AppDeps } from '../../platform/deps'
import { notificationSettingOn, verifyUnsubscribeToken } from './notification-mail'

// docs/notifications.md "Unsubscribe": the link of a notification e-mail needs no sign-in. Its
// signed token names one user and one kind; showing it tells which kind and (masked) which
// address, posting it turns off that kind's spec 001 §3 setting and nothing else. A bad token, or
// the token of an account since erased or deleted, answers LINK_INVALID.

/** `claire.martin@example.org` → `cl…@ex…`: enough to recognise one's own, little to a stranger. */
export function maskEmail(email: string | null): string | null {
  if (!email) return null
  const at = email.lastIndexOf('@')
  if (at < 0) return `${email.slice(0, 2)}…`
  return `${email.slice(0, Math.min(2, at))}…@${email.slice(at + 1, at + 3)}…`
}

interface Holder {
  id: string
  email: string | null
  settings: Record<string, unknown>
}

async function holderOf(db: Queryable, deps: Pick<AppDeps, 'secret'>, token: string, lock: boolean) {
  const found = verifyUnsubscribeToken(deps.secret, token)
  if (!found) throw new AppError('LINK_INVALID')
  const [user] = await selectRows<Holder>(
    db,
    sql`select id, email, settings from users
      where id = ${found.userId}::uuid and status in ('Active', 'Inactive')
      ${lock ? sql`for update` : sql``}`,
  )
  if (!user) throw new AppError('LINK_INVALID')
  return { user, kind: found.kind }
}

export async function showUnsubscribe(
  db: Queryable,
  deps: Pick<AppDeps, 'secret'>,
  token: string,
): Promise<UnsubscribeInfo> {
  const { user, kind } = await holderOf(db, deps, token, false)
  return {
    kind,
    maskedEmail: maskEmail(user.email),
    enabled: notificationSettingOn(user.settings ?? {}, kind),
  }
}

/** Turns off the token's kind only; idempotent (a second click finds it off already). */
export async function unsubscribe(
  tx: Queryable,
  deps: Pick<AppDeps, 'secret'>,
  now: Date,
  token: string,
): Promise<UnsubscribeInfo> {
  const { user, kind } = await holderOf(tx, deps, token, true)
  const key = notificationSettingOfKind[kind]
  if (notificationSettingOn(user.settings ?? {}, kind)) {
    await tx.execute(
      sql`update users set settings = coalesce(settings, '{}'::jsonb) || ${JSON.stringify({ [key]: false })}::jsonb,
        updated_at = ${now.toISOString()}::timestamptz where id = ${user.id}::uuid`,
    )
    // The link speaks for its recipient: the audit row names them as the actor.
    await audit(tx, { userId: user.id, impersonatorId: null }, 'notifications.unsubscribe', {
      userId: user.id,
      setting: key,
    })
  }
  return { kind, maskedEmail: maskEmail(user.email), enabled: false }
}
