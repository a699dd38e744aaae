import { eq, sql } from 'drizzle-orm'
import type { Queryable } from '../../db/client'
import { users } from '../../db/schema/index'

/** The account of an e-mail address (case-insensitive, the users_email_key index). */
export async function userByEmail(db: Queryable, email: string) {
  const [user] = await db
    .select({
      id: users.id,
      email: users.email,
      firstname: users.firstname,
      language: users.language,
      status: users.status,
      profileType: users.profileType,
      settings: users.settings,
    })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
    .limit(1)
  return user
}

export async function userById(db: Queryable, userId: string) {
  const [user] = await db
    .select({
      id: users.id,
      email: users.email,
      firstname: users.firstname,
      language: users.language,
      status: users.status,
      profileType: users.profileType,
      settings: users.settings,
      emailValidatedAt: users.emailValidatedAt,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1)
  return user
}

/** Spec 001 §3 twoFactorAuthModes: any mode on means sign-in needs a second step. */
export function hasTwoFactor(settings: Record<string, unknown>): boolean {
  const modes = settings.twoFactorAuthModes
  return Array.isArray(modes) && modes.length > 0
}
