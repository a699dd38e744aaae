import { createHash, randomBytes } from 'node:crypto'
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm'
import { preparedPerDatabase, type Queryable } from '../db/client'
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

// Runs on every signed-in request: a named prepared statement, planned once per connection.
function prepareFindSession(db: Queryable) {
  return db
    .select({
      id: sessions.id,
      userId: sessions.userId,
      currentSchoolId: sessions.currentSchoolId,
      currentChildId: sessions.currentChildId,
      impersonatorId: sessions.impersonatorId,
      lastSeenAt: sessions.lastSeenAt,
      user: { id: users.id, status: users.status, language: users.language },
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(liveSessionOfToken())
    .limit(1)
    .prepare('find_session')
}

/** A session that is neither revoked nor expired, by placeholders `tokenHash` and `now`. */
export const liveSessionOfToken = () =>
  and(
    eq(sessions.tokenHash, sql.placeholder('tokenHash')),
    isNull(sessions.revokedAt),
    gt(sessions.expiresAt, sql.placeholder('now')),
  )

const findSessionStatement = preparedPerDatabase(prepareFindSession)

/** The live session for a token, with the few user fields every request needs. */
export async function findSession(db: Queryable, token: string, now: Date): Promise<SessionRow | undefined> {
  const [row] = await findSessionStatement(db).execute({ tokenHash: hashToken(token), now })
  return row
}

const touchEveryMs = 5 * 60_000

/** Records activity at most every five minutes, so reads do not each cost a write. */
export async function touchSession(db: Queryable, session: SessionRow, now: Date): Promise<void> {
  if (now.getTime() - session.lastSeenAt.getTime() < touchEveryMs) return
  await db
    .update(sessions)
    .set({ lastSeenAt: now })
    .where(and(eq(sessions.id, session.id), lt(sessions.lastSeenAt, now)))
}

export async function revokeSession(db: Queryable, sessionId: string, now: Date): Promise<void> {
  await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, sessionId))
}

export async function revokeAllSessions(db: Queryable, userId: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`coalesce(${sessions.revokedAt}, ${now})` })
    .where(eq(sessions.userId, userId))
}
