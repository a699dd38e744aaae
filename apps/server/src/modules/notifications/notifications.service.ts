import { eq, sql } from 'drizzle-orm'
import { AppError } from '@nido/domain/errors'
import { mayFetchNotifications } from '@nido/domain/access/shell/shell'
import {
  notificationPageSize,
  type NotificationCounts,
  type PanelPage,
  type PanelReferenceType,
} from '@nido/domain/contracts/notifications'
import type { Queryable, Tx } from '../../db/client'
import { news, newsTargets } from '../../db/schema/index'
import type { Actor } from '../../platform/actor'
import { audit } from '../../platform/audit'
import { namedSchools, namedSections } from '../../platform/people'
import { managesSchool } from '../../platform/school-scope'
import { newMessagesCount } from '../chat/index'
import {
  findNews,
  type KindCountKey,
  type NewsKind,
  pushOnStatusChange,
  visibleNewsReferences,
} from '../news/index'
import type { ModerationChange } from './notifications.push'
import {
  countNews,
  ownPendingWhere,
  pageNews,
  panelItems,
  panelUsers,
  toModerateWhere,
} from './notifications.queries'

// Spec 000 §4–§7: the notification panel, its counts, moderation and deletion from the panel.
// Which item types the panel holds, what it shows of them and how they are deleted come from the
// content modules' kinds (news.kinds.ts, decision 0012); this module knows no content table.

/** Spec 000 §5: "the notification panel fetch is allowed only for moderators or moderated users". */
function requirePanel(actor: Actor): void {
  if (!mayFetchNotifications(actor)) throw new AppError('FORBIDDEN')
}

/** The schools a moderator moderates: those of their scope, or the one asked for within it. */
function moderatedSchools(actor: Actor, schoolId: string | undefined): string[] {
  const schools = actor.structureTreeScope.schoolIds
  if (schoolId === undefined) return schools
  if (!schools.includes(schoolId)) throw new AppError('NOT_FOUND')
  return [schoolId]
}

async function toPage(
  db: Queryable,
  rows: Awaited<ReturnType<typeof pageNews>>,
  offset: number,
  kinds: readonly NewsKind[],
): Promise<PanelPage> {
  const pageRows = rows.slice(0, notificationPageSize)
  const newsList = await panelItems(db, pageRows, kinds)
  const ownerIds = [...new Set(newsList.flatMap((n) => (n.reference.ownerId ? [n.reference.ownerId] : [])))]
  const sectionIds = [...new Set(newsList.flatMap((n) => n.sectionIds))]
  const schoolIds = [...new Set(newsList.map((n) => n.schoolId))]
  return {
    newsList,
    users: await panelUsers(db, ownerIds),
    schools: await namedSchools(db, schoolIds),
    sections: await namedSections(db, sectionIds),
    // Spec 000 §4: the page becomes -1 when the list ends.
    nextOffset: rows.length > notificationPageSize ? offset + notificationPageSize : -1,
  }
}

export async function listToModerate(
  db: Queryable,
  actor: Actor,
  query: { offset: number; schoolId?: string | undefined },
  kinds: readonly NewsKind[],
): Promise<PanelPage> {
  requirePanel(actor)
  if (!actor.userPermission.isModerator) throw new AppError('FORBIDDEN')
  const where = toModerateWhere(moderatedSchools(actor, query.schoolId), kinds)
  return toPage(db, await pageNews(db, where, 'oldest', query.offset), query.offset, kinds)
}

export async function listPendingModeration(
  db: Queryable,
  actor: Actor,
  query: { offset: number; schoolId?: string | undefined },
  kinds: readonly NewsKind[],
): Promise<PanelPage> {
  requirePanel(actor)
  if (!actor.userPermission.moderated) throw new AppError('FORBIDDEN')
  const schools = query.schoolId === undefined ? null : moderatedSchools(actor, query.schoolId)
  const where = ownPendingWhere(actor.userId, schools, kinds)
  return toPage(db, await pageNews(db, where, 'newest', query.offset), query.offset, kinds)
}

/**
 * Spec 000 §7 notification counts. Everyone may ask (it is a start-up call); moderation counts are
 * 0 for users who neither moderate nor are moderated. `pendingModeration` counts the actor's own
 * waiting news only (a refused one is no longer waiting).
 */
export async function readCounts(
  db: Queryable,
  actor: Actor,
  query: { schoolId?: string | undefined; omitPostalCardCount: boolean; omitModerationCount: boolean },
  kinds: readonly NewsKind[],
): Promise<NotificationCounts> {
  const schoolId = query.schoolId ?? null
  if (schoolId && !actor.structureTreeScope.schoolIds.includes(schoolId)) throw new AppError('NOT_FOUND')
  const schools = schoolId ? [schoolId] : actor.structureTreeScope.schoolIds
  const moderation = !query.omitModerationCount
  const toModerate =
    moderation && actor.userPermission.isModerator ? await countNews(db, toModerateWhere(schools, kinds)) : 0
  const pendingModeration =
    moderation && actor.userPermission.moderated
      ? await countNews(
          db,
          sql`${ownPendingWhere(actor.userId, schoolId ? [schoolId] : null, kinds)} and n.status = 'pending'`,
        )
      : 0
  // The counts content modules keep (spec 000 §7: postal cards), each one skipped when asked.
  const omitted: Record<KindCountKey, boolean> = { postalCards: query.omitPostalCardCount }
  const kindCounts: Record<KindCountKey, number> = { postalCards: 0 }
  for (const { count } of kinds)
    if (count && !omitted[count.key]) kindCounts[count.key] += await count.read(db, actor, { schoolId })
  // Unseen chat messages over the actor's channels (spec 001 §7; pushed by the chat on change).
  const newMessages = await newMessagesCount(db, actor)
  return { pendingModeration, toModerate, newMessages, ...kindCounts }
}

/** A pending item of the moderator's schools; NEWS_NOT_MODERABLE when it no longer waits. */
async function moderableNews(tx: Tx, actor: Actor, newsId: string) {
  if (!actor.userPermission.isModerator) throw new AppError('FORBIDDEN')
  const [row] = await tx.select().from(news).where(eq(news.id, newsId)).for('update')
  if (!row || !actor.structureTreeScope.schoolIds.includes(row.schoolId)) throw new AppError('NOT_FOUND')
  if (row.status !== 'pending') throw new AppError('NEWS_NOT_MODERABLE')
  return row
}

export async function approveNews(
  tx: Tx,
  actor: Actor,
  now: Date,
  newsId: string,
): Promise<ModerationChange> {
  const row = await moderableNews(tx, actor, newsId)
  // An item approved after its date appears now, at the top of feeds, rather than days back where
  // families would not scroll; a delayed one keeps its date.
  const publishAt = row.publishAt.getTime() > now.getTime() ? row.publishAt : now
  await tx
    .update(news)
    .set({
      status: 'published',
      publishAt,
      refusalReason: null,
      moderatedById: actor.userId,
      moderatedAt: now,
      updatedAt: now,
    })
    .where(eq(news.id, newsId))
  await tx.update(newsTargets).set({ publishAt }).where(eq(newsTargets.newsId, newsId))
  await pushOnStatusChange(tx, { ...row, newsId, status: 'published', publishAt }, row.status)
  await audit(tx, actor, 'notifications.approve', { newsId, type: row.type, referenceId: row.referenceId })
  return { schoolId: row.schoolId, ownerId: row.ownerId }
}

export async function refuseNews(
  tx: Tx,
  actor: Actor,
  now: Date,
  newsId: string,
  reason: string,
): Promise<ModerationChange> {
  const row = await moderableNews(tx, actor, newsId)
  await tx
    .update(news)
    .set({
      status: 'refused',
      refusalReason: reason,
      moderatedById: actor.userId,
      moderatedAt: now,
      updatedAt: now,
    })
    .where(eq(news.id, newsId))
  await audit(tx, actor, 'notifications.refuse', { newsId, type: row.type, referenceId: row.referenceId })
  return { schoolId: row.schoolId, ownerId: row.ownerId }
}

/**
 * Spec 000 §4, §7: delete a post, folder, gallery or poll from the panel. Allowed to its owner,
 * to a director or coordinator of its school, and to a moderator of its school (who may remove
 * rather than refuse). Someone who can read it otherwise gets FORBIDDEN; anyone else NOT_FOUND.
 */
export async function deletePanelItem(
  tx: Tx,
  actor: Actor,
  now: Date,
  referenceType: PanelReferenceType,
  referenceId: string,
  kinds: readonly NewsKind[],
): Promise<ModerationChange | null> {
  const kind = kinds.find((k) => k.moderation?.referenceType === referenceType)
  if (!kind?.moderation) throw new AppError('NOT_FOUND')
  const type = kind.type
  const row = await findNews(tx, type, referenceId)
  if (!row) throw new AppError('NOT_FOUND')
  const inSchool = actor.structureTreeScope.schoolIds.includes(row.schoolId)
  const allowed =
    row.ownerId === actor.userId ||
    managesSchool(actor, row.schoolId) ||
    (actor.userPermission.isModerator && inSchool)
  if (!allowed) {
    const visible = await visibleNewsReferences(tx, actor, type, [referenceId], now)
    throw new AppError(visible.has(referenceId) ? 'FORBIDDEN' : 'NOT_FOUND')
  }
  await kind.moderation.remove(tx, referenceId)
  await audit(tx, actor, 'notifications.deleteItem', { newsId: row.id, referenceType, referenceId })
  return row.status === 'pending' ? { schoolId: row.schoolId, ownerId: row.ownerId } : null
}
