import { eq, sql } from 'drizzle-orm'
import { AppError } from '@nido/domain/errors'
import type { Db } from '../../db/client'
import { brands, childSections, schools, sections, sessions, users } from '../../db/schema/index'
import { resolveActor, type Actor } from '../../platform/actor'
import { audit } from '../../platform/audit'
import type { AppDeps } from '../../platform/deps'
import { burnPasswordCheck, verifyPassword } from '../../platform/password'
import { newSessionToken } from '../../platform/session'
import { chooseInitialScope, type ScopePreference } from '../me/me.service'

// Spec 000 §4 (Session) and §7 (Auth). Failed attempts are counted per account and per client
// address; past the limit every attempt answers TOO_MANY_REQUESTS until the window ends.
export const loginLimits = {
  windowMs: 15 * 60_000,
  maxFailuresPerAccount: 10,
  maxFailuresPerIp: 50,
} as const

export interface LoginInput {
  email: string
  password: string
  ip: string
  userAgent: string | undefined
  preference: ScopePreference
}

export async function login(deps: AppDeps, input: LoginInput): Promise<{ token: string; actor: Actor }> {
  const db = deps.database.db
  const email = input.email.trim().toLowerCase()
  const accountKey = `login:account:${email}`
  const ipKey = `login:ip:${input.ip}`
  const [accountFailures, ipFailures] = await Promise.all([
    deps.rateLimits.peek(accountKey),
    deps.rateLimits.peek(ipKey),
  ])
  if (accountFailures >= loginLimits.maxFailuresPerAccount || ipFailures >= loginLimits.maxFailuresPerIp) {
    throw new AppError('TOO_MANY_REQUESTS')
  }

  const [user] = await db
    .select({
      id: users.id,
      passwordHash: users.passwordHash,
      status: users.status,
      profileType: users.profileType,
    })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email))
    .limit(1)

  const valid = user?.passwordHash
    ? await verifyPassword(user.passwordHash, input.password)
    : (await burnPasswordCheck(input.password), false)
  if (!user || !valid) {
    await Promise.all([
      deps.rateLimits.hit(accountKey, loginLimits.windowMs),
      deps.rateLimits.hit(ipKey, loginLimits.windowMs),
    ])
    throw new AppError('INVALID_CREDENTIALS')
  }
  if (user.status !== 'Active') throw new AppError('INVALID_USER')
  // Spec 000 §1: only the childrenLogin brand variant lets children sign in.
  if (user.profileType === 'CHILD' && !(await childMaySignIn(db, user.id)))
    throw new AppError('INVALID_CREDENTIALS')
  await deps.rateLimits.reset(accountKey)

  const now = deps.clock.now()
  const { token, tokenHash } = newSessionToken()
  const actor = await db.transaction(async (tx) => {
    const [session] = await tx
      .insert(sessions)
      .values({
        userId: user.id,
        tokenHash,
        ip: input.ip,
        userAgent: input.userAgent?.slice(0, 500) ?? null,
        lastSeenAt: now,
        expiresAt: new Date(now.getTime() + deps.config.sessionTtlDays * 86_400_000),
      })
      .returning({ id: sessions.id })
    const base = await resolveActor(tx, {
      id: session!.id,
      userId: user.id,
      currentChildId: null,
      currentSchoolId: null,
      impersonatorId: null,
    })
    if (!base) throw new AppError('INVALID_USER')
    const current = await chooseInitialScope(tx, base, input.preference)
    await tx
      .update(sessions)
      .set({ currentChildId: current.childId, currentSchoolId: current.schoolId })
      .where(eq(sessions.id, session!.id))
    await audit(tx, { userId: user.id, impersonatorId: null }, 'auth.login', { sessionId: session!.id })
    return { ...base, currentChildId: current.childId, currentSchoolId: current.schoolId }
  })
  return { token, actor }
}

async function childMaySignIn(db: Db, childId: string): Promise<boolean> {
  const rows = await db
    .select({ variant: brands.variant })
    .from(childSections)
    .innerJoin(sections, eq(sections.id, childSections.sectionId))
    .innerJoin(schools, eq(schools.id, sections.schoolId))
    .innerJoin(brands, eq(brands.groupId, schools.groupId))
    .where(eq(childSections.childId, childId))
  return rows.some((r) => r.variant === 'childrenLogin')
}
