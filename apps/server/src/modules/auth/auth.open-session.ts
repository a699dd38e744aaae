import { eq } from 'drizzle-orm'
import { AppError } from '@nido/domain/errors'
import type { Queryable } from '../../db/client'
import { sessions } from '../../db/schema/index'
import { resolveActor, type Actor } from '../../platform/actor'
import { audit } from '../../platform/audit'
import type { AppDeps } from '../../platform/deps'
import { newSessionToken } from '../../platform/session'
import { chooseInitialScope, type ScopePreference } from '../me/index'

// Opens a session inside a transaction, the one way every sign-in branch does it (auth.service,
// the sign-in link of the recovery module): a random token whose hash is stored, the initial
// school or child of spec 000 §4, an audit row naming the branch.

export interface Client {
  ip: string
  userAgent: string | undefined
  preference: ScopePreference
}

export async function openSession(
  tx: Queryable,
  deps: AppDeps,
  input: {
    userId: string
    impersonatorId?: string | null
    client: Client
    now: Date
    via: string
    auditExtra?: Record<string, unknown>
  },
): Promise<{ token: string; actor: Actor }> {
  const impersonatorId = input.impersonatorId ?? null
  const { now } = input
  const { token, tokenHash } = newSessionToken()
  const [created] = await tx
    .insert(sessions)
    .values({
      userId: input.userId,
      tokenHash,
      impersonatorId,
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
    impersonatorId,
  })
  if (!base) throw new AppError('INVALID_USER')
  const current = await chooseInitialScope(tx, base, input.client.preference)
  await tx
    .update(sessions)
    .set({ currentChildId: current.childId, currentSchoolId: current.schoolId })
    .where(eq(sessions.id, created!.id))
  await audit(tx, { userId: input.userId, impersonatorId }, 'auth.login', {
    sessionId: created!.id,
    via: input.via,
    ...input.auditExtra,
  })
  return { token, actor: { ...base, currentChildId: current.childId, currentSchoolId: current.schoolId } }
}
