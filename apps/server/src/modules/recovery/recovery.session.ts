import { eq } from 'drizzle-orm'
import { AppError } from '@nido/domain/errors'
import type { Queryable } from '../../db/client'
import { sessions } from '../../db/schema/index'
import { resolveActor, type Actor } from '../../platform/actor'
import { audit } from '../../platform/audit'
import type { AppDeps } from '../../platform/deps'
import { newSessionToken } from '../../platform/session'
import { chooseInitialScope, type ScopePreference } from '../me/me.service'

// A sign-in link opens a session exactly as the password sign-in does (auth.service): a random
// token whose hash is stored, the initial school or child of spec 000 §4, an audit row. The auth
// module belongs to the two-factor work, so the few lines live here rather than being shared.

export interface Client {
  ip: string
  userAgent: string | undefined
  preference: ScopePreference
}

export async function openSession(
  tx: Queryable,
  deps: AppDeps,
  input: { userId: string; client: Client; now: Date; via: string },
): Promise<{ token: string; actor: Actor }> {
  const { now } = input
  const { token, tokenHash } = newSessionToken()
  const [created] = await tx
    .insert(sessions)
    .values({
      userId: input.userId,
      tokenHash,
      ip: input.client.ip,
      userAgent: input.client.userAgent?.slice(0, 500) ?? null,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + deps.config.sessionTtlDays * 86_400_000),
    })
    .returning({ id: sessions.id })
  const base = await resolveActor(tx, {
    id: created!.id,
    userId: input.userId,
    currentChildId: null,
    currentSchoolId: null,
    impersonatorId: null,
  })
  if (!base) throw new AppError('INVALID_USER')
  const current = await chooseInitialScope(tx, base, input.client.preference)
  await tx
    .update(sessions)
    .set({ currentChildId: current.childId, currentSchoolId: current.schoolId })
    .where(eq(sessions.id, created!.id))
  await audit(tx, { userId: input.userId, impersonatorId: null }, 'auth.login', {
    sessionId: created!.id,
    via: input.via,
  })
  return { token, actor: { ...base, currentChildId: current.childId, currentSchoolId: current.schoolId } }
}
