import { randomUUID } from 'node:crypto'
import { and, eq, isNull } from 'drizzle-orm'
import { deletionRequests, outboxMails, sessions, users } from '../../db/schema/index'
import { resolveActor } from '../../platform/actor'
import type { AppDeps } from '../../platform/deps'
import type { RealtimeSessions } from '../../platform/realtime-server'
import { readErasures } from './data-protection.erasure-log'
import { handleRequest } from './data-protection.service'

// docs/backup.md "Erasures and restores": after a backup is restored, every erasure of the log
// whose person the backup still holds is made again, through the same path a director's decision
// takes (handleRequest), in that director's name, so the result is the same as the first time.

/** No process serves sockets while restoring. */
const noSockets: RealtimeSessions = { endSessions: () => undefined, endUsers: () => undefined }

export interface ReapplyReport {
  /** Erased again. */
  erased: string[]
  /** Already erased in the backup, or not in it at all (created after it). */
  unchanged: string[]
  /** Could not be erased here (the deciding director is not in the backup): erase them by hand. */
  manual: string[]
}

export async function reapplyErasures(deps: AppDeps, now: Date): Promise<ReapplyReport> {
  const db = deps.database.db
  const report: ReapplyReport = { erased: [], unchanged: [], manual: [] }
  for (const entry of await readErasures(deps.config.erasureLog)) {
    const [user] = await db
      .select({ email: users.email, status: users.status })
      .from(users)
      .where(eq(users.id, entry.userId))
    if (!user || (user.status === 'Hidden' && user.email === null)) {
      report.unchanged.push(entry.userId)
      continue
    }
    const actor = await resolveActor(db, {
      id: randomUUID(),
      userId: entry.handledById,
      currentSchoolId: entry.schoolId,
      currentChildId: null,
      impersonatorId: null,
    })
    if (!actor || !entry.schoolId) {
      report.manual.push(entry.userId)
      continue
    }
    // The request may be newer than the backup, or still open in it.
    await db
      .insert(deletionRequests)
      .values({ id: entry.requestId, userId: entry.userId, schoolId: entry.schoolId, status: 'open' })
      .onConflictDoUpdate({ target: deletionRequests.id, set: { status: 'open', updatedAt: now } })
    await handleRequest(deps, noSockets, actor, entry.requestId, { decision: 'done' }, now)
    // The person had their goodbye mail the first time.
    if (user.email)
      await db
        .delete(outboxMails)
        .where(
          and(
            eq(outboxMails.toAddress, user.email),
            eq(outboxMails.template, 'deletion-done'),
            eq(outboxMails.status, 'queued'),
          ),
        )
    report.erased.push(entry.userId)
  }
  return report
}

/**
 * What `npm run restore` does on the restored database: a session signed out or revoked since the
 * backup would be live again in it (a stolen cookie among them), so every session ends and
 * everyone signs in again; then the erasures of the log are made again.
 */
export async function afterRestore(
  deps: AppDeps,
  now: Date,
): Promise<ReapplyReport & { sessionsEnded: number }> {
  const ended = await deps.database.db
    .update(sessions)
    .set({ revokedAt: now, updatedAt: now })
    .where(isNull(sessions.revokedAt))
    .returning({ id: sessions.id })
  return { sessionsEnded: ended.length, ...(await reapplyErasures(deps, now)) }
}
