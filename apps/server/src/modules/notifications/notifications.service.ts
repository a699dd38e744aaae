import { and, eq, sql } from 'drizzle-orm'
import { AppError } from '@nido/domain/errors'
import { mayFetchNotifications } from '@nido/domain/access/shell'
import { isOneOf } from '@nido/domain/access/roles'
import {
  notificationPageSize,
  type NotificationCounts,
  type PanelPage,
  type PanelReferenceType,
} from '@nido/domain/contracts/notifications'
import type { Queryable, Tx } from '../../db/client'
import { folders, galleries, news, newsTargets, polls } from '../../db/schema/index'
import type { Actor } from '../../platform/actor'
import { audit } from '../../platform/audit'
import { newMessagesCount } from '../chat/index'
import { detachMedia } from '../media/index'
import { findNews, removeNews, visibleNewsReferences } from '../news/index'
import {
  mayManageSchool,
  type ModerationChange,
  namedSchools,
  namedSections,
  removePostRows,
} from '../posts/index'
import {
  countNews,
  newsTypeOfReference,
  ownPendingWhere,
  pageNews,
  panelItems,
  panelUsers,
  toModerateWhere,
  unreadPostalCards,
} from './notifications.queries'

// Spec 000 §4–§7 and issue 5 items 3 and 9: the notification panel, its counts, moderation and
// deletion from the panel.

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
): Promise<PanelPage> {
  const pageRows = rows.slice(0, notificationPageSize)
  const newsList = await panelItems(db, pageRows)
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
): Promise<PanelPage> {
  requirePanel(actor)
  if (!actor.userPermission.isModerator) throw new AppError('FORBIDDEN')
  const where = toModerateWhere(moderatedSchools(actor, query.schoolId))
  return toPage(db, await pageNews(db, where, 'oldest', query.offset), query.offset)
}

export async function listPendingModeration(
  db: Queryable,
  actor: Actor,
  query: { offset: number; schoolId?: string | undefined },
): Promise<PanelPage> {
  requirePanel(actor)
  if (!actor.userPermission.moderated) throw new AppError('FORBIDDEN')
  const schools = query.schoolId === undefined ? null : moderatedSchools(actor, query.schoolId)
  const where = ownPendingWhere(actor.userId, schools)
  return toPage(db, await pageNews(db, where, 'newest', query.offset), query.offset)
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
): Promise<NotificationCounts> {
  const schoolId = query.schoolId ?? null
  if (schoolId && !actor.structureTreeScope.schoolIds.includes(schoolId)) throw new AppError('NOT_FOUND')
  const schools = schoolId ? [schoolId] : actor.structureTreeScope.schoolIds
  const moderation = !query.omitModerationCount
  const toModerate =
    moderation && actor.userPermission.isModerator ? await countNews(db, toModerateWhere(schools)) : 0
  const pendingModeration =
    moderation && actor.userPermission.moderated
      ? await countNews(
          db,
          sql`${ownPendingWhere(actor.userId, schoolId ? [schoolId] : null)} and n.status = 'pending'`,
        )
      : 0
  // Postal cards are read by the staff of the child's section (spec 000 §6).
  const staff = isOneOf(actor.userPermission.profileType, ['TEACHER', 'DIRECTOR', 'COORDINATOR'])
  const postalCards =
    staff && !query.omitPostalCardCount
      ? await unreadPostalCards(db, actor.userId, actor.structureTreeScope.sectionIds, schoolId)
      : 0
  // Issue 6: unseen chat messages over the actor's channels (pushed by the chat on change).
  const newMessages = await newMessagesCount(db, actor)
  return { pendingModeration, toModerate, newMessages, postalCards }
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
): Promise<ModerationChange | null> {
  const type = newsTypeOfReference[referenceType]
  const row = await findNews(tx, type, referenceId)
  if (!row) throw new AppError('NOT_FOUND')
  const inSchool = actor.structureTreeScope.schoolIds.includes(row.schoolId)
  const allowed =
    row.ownerId === actor.userId ||
    mayManageSchool(actor, row.schoolId) ||
    (actor.userPermission.isModerator && inSchool)
  if (!allowed) {
    const visible = await visibleNewsReferences(tx, actor, type, [referenceId], now)
    throw new AppError(visible.has(referenceId) ? 'FORBIDDEN' : 'NOT_FOUND')
  }
  switch (referenceType) {
    case 'post':
      await removePostRows(tx, referenceId)
      break
    case 'folder':
      await removeNews(tx, type, referenceId)
      await detachMedia(tx, { kind: 'folder', attachedId: referenceId })
      await tx.delete(folders).where(eq(folders.id, referenceId))
      break
    case 'gallery':
      await removeNews(tx, type, referenceId)
      await detachMedia(tx, { kind: 'gallery', attachedId: referenceId })
      await tx.delete(galleries).where(eq(galleries.id, referenceId))
      break
    case 'poll':
      // Options and votes go with the poll (on delete cascade).
      await removeNews(tx, type, referenceId)
      await tx.delete(polls).where(and(eq(polls.id, referenceId)))
      break
  }
  await audit(tx, actor, 'notifications.deleteItem', { newsId: row.id, referenceType, referenceId })
  return row.status === 'pending' ? { schoolId: row.schoolId, ownerId: row.ownerId } : null
}
