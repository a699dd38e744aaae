import { randomUUID } from 'node:crypto'
import { and, eq, inArray } from 'drizzle-orm'
import type { DataExport, DeletionDecision, DeletionRequest } from '@nido/domain/contracts/data-protection'
import type { DeletionRequestStatus } from '@nido/domain/enums/security'
import { AppError } from '@nido/domain/errors'
import {
  deletionRequests,
  guardianships,
  media,
  recoveryCodes,
  staffAssignments,
  users,
} from '../../db/schema/index'
import type { Actor } from '../../platform/actor'
import { decodeTimeKey, encodeTimeKey, keysetPage } from '../../platform/keyset'
import { audit } from '../../platform/audit'
import type { AppDeps } from '../../platform/deps'
import type { RealtimeSessions } from '../../platform/realtime-server'
import { queueTemplateMail } from '../../mail/render'
import { readableMediaIds, type MediaRules } from '../media/index'
import { collectUserData, type Declarations } from './data-protection.collect'
import { recordErasure } from './data-protection.erasure-log'
import { buildExportZip } from './data-protection.zip'
import { erasePersonalTraces } from './data-protection.erase'
import { warnDirectorsOfGuardianless } from './data-protection.guardianless'
import {
  exportsOf,
  openRequestsWhere,
  ownExport,
  requestInSchools,
  requestsOfSchools,
  type RequestRow,
} from './data-protection.queries'

// Data protection (docs/mail-and-recovery.md): the right of access (an export of everything held about the
// user, and about the children they are referent of) and the right to erasure (a request that a
// director or coordinator of the user's schools handles).

/** Building an export reads every table about the user: a few per hour is plenty. */
export const exportLimits = { windowMs: 60 * 60_000, perUser: 5 } as const

const actorOf = (actor: Actor) => ({ userId: actor.userId, impersonatorId: actor.impersonatorId })

/** The web page of the children nobody is guardian of (apps/web router). */
export const guardianlessPage = '/data-protection/children-without-guardian'

const downloadUrl = (id: string) => `/api/v1/data-protection/exports/${id}/download`

function toExport(row: { id: string; fileName: string; size: number; createdAt: Date }): DataExport {
  return {
    id: row.id,
    fileName: row.fileName,
    size: row.size,
    createdAt: row.createdAt.toISOString(),
    downloadUrl: downloadUrl(row.id),
  }
}

/**
 * Builds the zip, stores it as a media row of kind data-protection-export owned by the user
 * (readable by its owner only) and drops the user's earlier exports: one copy of the data is
 * kept at a time, the newest.
 */
export async function createExport(
  deps: AppDeps,
  rules: MediaRules & { personalData: Declarations },
  actor: Actor,
  now: Date,
): Promise<DataExport> {
  const count = await deps.rateLimits.hit(`export:user:${actor.userId}`, exportLimits.windowMs)
  if (count > exportLimits.perUser) throw new AppError('TOO_MANY_REQUESTS')
  const db = deps.database.db
  const data = await collectUserData(
    db,
    rules.personalData,
    actor.userId,
    (ids) => readableMediaIds(db, rules, actor, ids, now),
    now,
  )
  const bytes = await buildExportZip(deps.storage, data, { userId: actor.userId, createdAt: now })
  const id = randomUUID()
  const storageKey = `data-protection/${actor.userId}/${id}.zip`
  const fileName = `nido-data-${now.toISOString().slice(0, 10)}.zip`
  await deps.storage.put(storageKey, bytes, 'application/zip')
  const previous = await exportsOf(db, actor.userId)
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(media)
      .values({
        ownerId: actor.userId,
        kind: 'data-protection-export',
        type: 'DOCUMENT',
        storageKey,
        mimeType: 'application/zip',
        fileName,
        size: bytes.length,
        attachedId: actor.userId,
        status: 'ready',
        createdAt: now,
        updatedAt: now,
      })
      .returning()
    if (previous.length > 0)
      await tx.delete(media).where(
        inArray(
          media.id,
          previous.map((p) => p.id),
        ),
      )
    await audit(tx, actorOf(actor), 'dataProtection.createExport', {
      mediaId: created!.id,
      size: bytes.length,
    })
    return created!
  })
  await Promise.all(previous.map((p) => deps.storage.delete(p.storageKey).catch(() => undefined)))
  return toExport(row)
}

export async function listExports(deps: AppDeps, actor: Actor): Promise<DataExport[]> {
  return (await exportsOf(deps.database.db, actor.userId)).map(toExport)
}

export async function openExport(deps: AppDeps, actor: Actor, id: string) {
  const row = await ownExport(deps.database.db, actor.userId, id)
  if (!row) throw new AppError('NOT_FOUND')
  const stored = await deps.storage.stat(row.storageKey)
  if (!stored) throw new AppError('NOT_FOUND')
  return { ...row, size: stored.size, body: await deps.storage.get(row.storageKey) }
}

/**
 * The user asks for the deletion of their account: it is put on hold (status AskedDeletion, so
 * every further request answers INVALID_USER and the web signs out) and one request goes to each
 * of their schools. A user without any school gets one request without a school, for the
 * platform's operator (docs/mail-and-recovery.md).
 */
export async function askDeletion(
  deps: AppDeps,
  realtime: RealtimeSessions,
  actor: Actor,
  now: Date,
): Promise<void> {
  const schoolIds = actor.structureTreeScope.schoolIds
  await deps.database.db.transaction(async (tx) => {
    const [user] = await tx
      .update(users)
      .set({ status: 'AskedDeletion', updatedAt: now })
      .where(and(eq(users.id, actor.userId), eq(users.status, 'Active')))
      .returning({ email: users.email, firstname: users.firstname, language: users.language })
    if (!user) throw new AppError('CONFLICT')
    await tx.insert(deletionRequests).values(
      (schoolIds.length > 0 ? schoolIds : [null]).map((schoolId) => ({
        userId: actor.userId,
        schoolId,
        createdAt: now,
        updatedAt: now,
      })),
    )
    if (user.email)
      await queueTemplateMail(tx, user.email, user.language, 'deletion-asked', { name: user.firstname })
    await audit(tx, actorOf(actor), 'dataProtection.askDeletion', { userId: actor.userId, schoolIds })
  })
  // No longer Active: its sockets go too, on every node (docs/security.md "Sessions and realtime").
  realtime.endUsers([actor.userId])
}

function toRequest(row: RequestRow): DeletionRequest {
  return {
    id: row.id,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    school: row.schoolId && row.schoolName ? { id: row.schoolId, name: row.schoolName } : null,
    user: {
      id: row.userId,
      firstname: row.firstname,
      lastname: row.lastname,
      email: row.email,
      profileType: row.profileType,
    },
    reason: row.reason,
    handledAt: row.handledAt?.toISOString() ?? null,
  }
}

/** The position after which the next page starts (requests are listed oldest first). */
function afterRequest(cursor: string | undefined): { createdAt: Date; id: string } | undefined {
  const key = decodeTimeKey(cursor)
  return key ? { createdAt: new Date(key.at), id: key.id } : undefined
}

/** Spec 000 §6 query scope: directors and coordinators by school. */
export async function listRequests(
  deps: AppDeps,
  actor: Actor,
  query: { status: DeletionRequestStatus; cursor?: string | undefined; limit: number },
): Promise<{ items: DeletionRequest[]; nextCursor: string | null }> {
  const rows = await requestsOfSchools(deps.database.db, {
    schoolIds: actor.structureTreeScope.schoolIds,
    status: query.status,
    after: afterRequest(query.cursor),
    limit: query.limit + 1,
  })
  const page = keysetPage(rows, query.limit, (last) => encodeTimeKey({ at: last.createdAt, id: last.id }))
  return { items: page.rows.map(toRequest), nextCursor: page.nextCursor }
}

/**
 * Handles a request, and with it every open request of the same user (one account, one
 * decision). Done: the account is anonymised, it leaves its schools and children, and every
 * other copy of its personal data goes (data-protection.erase.ts), all in one transaction; what
 * it posted stays with the school, owned by the anonymous account, and the directors hear of the
 * children it left with no guardian (data-protection.guardianless.ts). Refused: the account is active again and the user is told why.
 */
export async function handleRequest(
  deps: AppDeps,
  realtime: RealtimeSessions,
  actor: Actor,
  id: string,
  decision: DeletionDecision,
  now: Date,
): Promise<DeletionRequest> {
  const db = deps.database.db
  const schoolIds = actor.structureTreeScope.schoolIds
  const found = await requestInSchools(db, id, schoolIds)
  if (!found) throw new AppError('NOT_FOUND')
  if (found.status !== 'open') throw new AppError('CONFLICT')
  const userId = found.userId

  const exportKeys = await db.transaction(async (tx) => {
    const closed = await tx
      .update(deletionRequests)
      .set({
        status: decision.decision,
        reason: decision.decision === 'refused' ? decision.reason : null,
        handledById: actor.userId,
        handledAt: now,
        updatedAt: now,
      })
      .where(openRequestsWhere(userId))
      .returning({ id: deletionRequests.id })
    // Another director decided in the meantime.
    if (!closed.some((r) => r.id === id)) throw new AppError('CONFLICT')
    const [user] = await tx
      .select({
        id: users.id,
        email: users.email,
        phone: users.phone,
        firstname: users.firstname,
        lastname: users.lastname,
        language: users.language,
      })
      .from(users)
      .where(eq(users.id, userId))
    if (!user) throw new AppError('NOT_FOUND')

    if (decision.decision === 'refused') {
      await tx
        .update(users)
        .set({ status: 'Active', updatedAt: now })
        .where(and(eq(users.id, userId), eq(users.status, 'AskedDeletion')))
      if (user.email)
        await queueTemplateMail(tx, user.email, user.language, 'deletion-refused', {
          name: user.firstname,
          reason: decision.reason,
        })
      await audit(tx, actorOf(actor), 'dataProtection.refuseDeletion', { requestId: id, userId })
      return []
    }

    const childIds = (
      await tx
        .delete(guardianships)
        .where(eq(guardianships.guardianId, userId))
        .returning({ childId: guardianships.childId })
    ).map((g) => g.childId)
    // Every other copy of the person goes first, while their address and name still find it.
    const keys = await erasePersonalTraces(tx, user, childIds)
    // The goodbye mail is queued after the outbox was cleared; it is the one row that still
    // holds the address, until it is sent (docs/security.md "Erasure").
    if (user.email)
      await queueTemplateMail(tx, user.email, user.language, 'deletion-done', { name: user.firstname })
    await warnDirectorsOfGuardianless(tx, childIds, `${deps.config.publicUrl}${guardianlessPage}`)
    await tx
      .update(users)
      .set({
        firstname: 'Deleted',
        lastname: 'account',
        email: null,
        phone: null,
        jobTitle: null,
        gender: null,
        birthDate: null,
        passwordHash: null,
        totpSecret: null,
        externalIdentityId: null,
        avatarMediaId: null,
        settings: {},
        emailValidatedAt: null,
        isModerator: false,
        moderated: false,
        advisorGuest: false,
        status: 'Hidden',
        updatedAt: now,
      })
      .where(eq(users.id, userId))
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId))
    await tx.delete(staffAssignments).where(eq(staffAssignments.userId, userId))
    await audit(tx, actorOf(actor), 'dataProtection.anonymise', { requestId: id, userId })
    return keys
  })
  // Its sessions, status and scope (guardianships, assignments) ended: so do its sockets.
  if (decision.decision === 'done') realtime.endUsers([userId])
  // docs/backup.md: kept apart from the database, so that restoring an older backup erases again.
  if (decision.decision === 'done')
    await recordErasure(
      deps,
      { userId, requestId: id, schoolId: found.schoolId, handledById: actor.userId },
      now,
    )
  // Bytes go after the commit (variants included, media.erase.ts): a failed delete leaves an
  // orphan file, never a dangling row.
  await Promise.all(exportKeys.map((key) => deps.storage.delete(key).catch(() => undefined)))
  const after = await requestInSchools(db, id, schoolIds)
  return toRequest(after!)
}
