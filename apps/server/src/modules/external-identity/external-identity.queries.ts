import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm'
import type { Queryable } from '../../db/client'
import {
  brands,
  childSections,
  guardianships,
  oneTimeTokens,
  schools,
  sections,
  staffAssignments,
  users,
} from '../../db/schema/index'
import { hashToken } from '../../platform/session'

// One-time rows of purpose 'oidc-state' (security.ts) hold the three moments of a sign-in: the
// authorization request, the login state handed to the web, and the logout hint kept for the
// provider's end-session call. Only SHA-256 hashes of the tokens are stored.

export type ExternalRowData =
  | {
      kind: 'request'
      brandId: string
      provider: string
      mode: 'desktop' | 'mobile'
      redirectUri: string
      /** SHA-256 of the browser-binding cookie set when the request started. */
      binding: string
    }
  | { kind: 'login'; brandId: string; provider: string; idToken: string }
  | { kind: 'logout'; brandId: string; provider: string; idToken: string }

export type BrandRow = typeof brands.$inferSelect

export async function findBrandById(db: Queryable, brandId: string): Promise<BrandRow | undefined> {
  const [row] = await db.select().from(brands).where(eq(brands.id, brandId)).limit(1)
  return row
}

export async function insertExternalRow(
  db: Queryable,
  input: { token: string; userId: string | null; data: ExternalRowData; expiresAt: Date },
): Promise<void> {
  await db.insert(oneTimeTokens).values({
    purpose: 'oidc-state',
    tokenHash: hashToken(input.token),
    userId: input.userId,
    data: input.data,
    expiresAt: input.expiresAt,
  })
}

/**
 * Marks a live row of the given kind used and returns it, in one statement: a state can be spent
 * once even when two requests race for it.
 */
export async function spendExternalRow<K extends ExternalRowData['kind']>(
  db: Queryable,
  token: string,
  kind: K,
  now: Date,
): Promise<{ userId: string | null; data: Extract<ExternalRowData, { kind: K }> } | undefined> {
  const [row] = await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(oneTimeTokens.tokenHash, hashToken(token)),
        eq(oneTimeTokens.purpose, 'oidc-state'),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, now),
        sql`${oneTimeTokens.data}->>'kind' = ${kind}`,
      ),
    )
    .returning({ userId: oneTimeTokens.userId, data: oneTimeTokens.data })
  if (!row) return undefined
  return { userId: row.userId, data: row.data as Extract<ExternalRowData, { kind: K }> }
}

/** The user's latest logout hint that has not expired (one_time_tokens_user_idx). */
export async function findLogoutHint(
  db: Queryable,
  userId: string,
  now: Date,
): Promise<Extract<ExternalRowData, { kind: 'logout' }> | undefined> {
  const [row] = await db
    .select({ data: oneTimeTokens.data })
    .from(oneTimeTokens)
    .where(
      and(
        eq(oneTimeTokens.userId, userId),
        eq(oneTimeTokens.purpose, 'oidc-state'),
        gt(oneTimeTokens.expiresAt, now),
        sql`${oneTimeTokens.data}->>'kind' = 'logout'`,
      ),
    )
    .orderBy(desc(oneTimeTokens.createdAt), desc(oneTimeTokens.id))
    .limit(1)
  return row?.data as Extract<ExternalRowData, { kind: 'logout' }> | undefined
}

/** One logout hint per user: a newer sign-in replaces the older hints. */
export async function deleteLogoutHints(db: Queryable, userId: string): Promise<void> {
  await db
    .delete(oneTimeTokens)
    .where(
      and(
        eq(oneTimeTokens.userId, userId),
        eq(oneTimeTokens.purpose, 'oidc-state'),
        sql`${oneTimeTokens.data}->>'kind' = 'logout'`,
      ),
    )
}

const accountColumns = {
  id: users.id,
  status: users.status,
  profileType: users.profileType,
  externalIdentityId: users.externalIdentityId,
}
export interface ExternalAccount {
  id: string
  status: string
  profileType: string
  externalIdentityId: string | null
}

export async function findUserByExternalId(
  db: Queryable,
  externalIdentityId: string,
): Promise<ExternalAccount | undefined> {
  const [row] = await db
    .select(accountColumns)
    .from(users)
    .where(eq(users.externalIdentityId, externalIdentityId))
    .limit(1)
  return row
}

/** users_email_key makes e-mails unique without case, so there is one match at most. */
export async function findUserByEmail(db: Queryable, email: string): Promise<ExternalAccount | undefined> {
  const [row] = await db
    .select(accountColumns)
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
    .limit(2)
  return row
}

/**
 * Whether the user belongs to the group: staff assigned to it, to one of its schools or to a
 * section of one; a guardian of a child in one of its sections; a child in one of its sections.
 * A provider configured for one group must never vouch for the people of another.
 */
export async function userBelongsToGroup(db: Queryable, userId: string, groupId: string): Promise<boolean> {
  const staff = db
    .select({ one: sql`1` })
    .from(staffAssignments)
    .leftJoin(sections, eq(sections.id, staffAssignments.sectionId))
    .leftJoin(schools, or(eq(schools.id, staffAssignments.schoolId), eq(schools.id, sections.schoolId)))
    .where(
      and(
        eq(staffAssignments.userId, userId),
        or(eq(staffAssignments.groupId, groupId), eq(schools.groupId, groupId)),
      ),
    )
  const family = db
    .select({ one: sql`1` })
    .from(childSections)
    .innerJoin(sections, eq(sections.id, childSections.sectionId))
    .innerJoin(schools, eq(schools.id, sections.schoolId))
    .leftJoin(guardianships, eq(guardianships.childId, childSections.childId))
    .where(
      and(
        eq(schools.groupId, groupId),
        or(eq(childSections.childId, userId), eq(guardianships.guardianId, userId)),
      ),
    )
  const [asStaff, asFamily] = await Promise.all([staff.limit(1), family.limit(1)])
  return asStaff.length > 0 || asFamily.length > 0
}

/** Stores the identity on the account (first sign-in); the provider vouched for the e-mail too. */
export async function linkExternalIdentity(
  db: Queryable,
  userId: string,
  externalIdentityId: string,
  now: Date,
): Promise<void> {
  await db
    .update(users)
    .set({
      externalIdentityId,
      emailValidatedAt: sql`coalesce(${users.emailValidatedAt}, ${now.toISOString()}::timestamptz)`,
    })
    .where(eq(users.id, userId))
}
