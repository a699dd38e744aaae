import { createHash, randomBytes } from 'node:crypto'
import { and, eq, gt, inArray, isNull, lt, ne, sql } from 'drizzle-orm'
import type { Queryable } from '../db/client'
import { sessions, users } from '../db/schema/index'

// Sessions are stored server-side and revocable (spec 000 §4, issue: standard sign-in). The
// cookie carries a random 256-bit token; the table stores only its SHA-256, so a leaked
// database cannot be replayed as cookies.
export const sessionCookieName = 'nido_session'

export function newSessionToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url')
  return { token, tokenHash: hashToken(token) }
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url')
}

export interface SessionRow {
  id: string
  userId: string
  currentSchoolId: string | null
  currentChildId: string | null
  impersonatorId: string | null
  lastSeenAt: Date
  user: {
    id: string
    status: string
    language: string
  }
}

/** A session that is neither revoked nor expired, by placeholders `tokenHash` and `now`. */
export const liveSessionOfToken = () =>
  and(
    eq(sessions.tokenHash, sql.placeholder('tokenHash')),
    isNull(sessions.revokedAt),
    gt(sessions.expiresAt, sql.placeholder('now')),
  )

const touchEveryMs = 5 * 60_000

/**
 * Records activity at most every five minutes, so reads do not each cost a write. The row in hand
 * is brought up to date too: it may be a cached one (platform/read-cache.ts) that later requests share.
 */
export async function touchSession(db: Queryable, session: SessionRow, now: Date): Promise<void> {
  if (now.getTime() - session.lastSeenAt.getTime() < touchEveryMs) return
  session.lastSeenAt = now
  await db
    .update(sessions)
    .set({ lastSeenAt: now })
    .where(and(eq(sessions.id, session.id), lt(sessions.lastSeenAt, now)))
}

export async function revokeSession(db: Queryable, sessionId: string, now: Date): Promise<void> {
  await db.update(sessions).set({ revokedAt: now, updatedAt: now }).where(eq(sessions.id, sessionId))
}

/**
 * Ends every live session of a user but `keepSessionId`; returns the ids it ended, whose sockets
 * the caller disconnects once committed (`realtime.endSessions`, docs/security.md).
 */
export async function revokeUserSessions(
  db: Queryable,
  userId: string,
  keepSessionId: string | undefined,
  now: Date,
): Promise<string[]> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: now, updatedAt: now })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keepSessionId ? ne(sessions.id, keepSessionId) : undefined,
      ),
    )
    .returning({ id: sessions.id })
  return ended.map((s) => s.id)
}

export interface LiveSession {
  id: string
  userId: string
  currentSchoolId: string | null
  currentChildId: string | null
  impersonatorId: string | null
}

/**
 * Which of these sessions are live: not revoked, not expired, their user Active (decision 0003,
 * spec 000 §4 INVALID_USER). Read from the database, never from the read cache: the realtime
 * server asks it to decide whether a socket may stay (docs/security.md "Sessions and realtime").
 */
export async function liveSessions(
  db: Queryable,
  sessionIds: readonly string[],
  now: Date,
): Promise<LiveSession[]> {
  if (sessionIds.length === 0) return []
  return db
    .select({
      id: sessions.id,
      userId: sessions.userId,
      currentSchoolId: sessions.currentSchoolId,
      currentChildId: sessions.currentChildId,
      impersonatorId: sessions.impersonatorId,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        inArray(sessions.id, [...sessionIds]),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        eq(users.status, 'Active'),
      ),
    )
}
