import { eq } from 'drizzle-orm'
import { idFromRow, type SchoolId, type UserId } from '@nido/domain/ids'
import { AppError } from '@nido/domain/errors'
import { initialNewsStatus } from '@nido/domain/rules/news-status'
import type { NewsStatus } from '@nido/domain/enums/content'
import type { Post, PostInput } from '@nido/domain/contracts/posts'
import type { Queryable, Tx } from '../../db/client'
import { news, posts } from '../../db/schema/index'
import type { Actor } from '../../platform/actor'
import { audit } from '../../platform/audit'
import { managesSchool } from '../../platform/school-scope'
import { attachMedia, attachedMediaIds, detachMedia, mediaSummaries } from '../media/index'
import { checkPhotoConsent } from '../galleries/index'
import {
  indexNews,
  removeNews,
  type ShareTarget,
  checkShareTargets,
  shareableStructure,
  visibleNewsReferences,
} from '../news/index'
import type { ModerationChange } from '../notifications/index'
import { findPostWithNews, schoolsOfSections, targetsOfNews } from './posts.queries'
import { plainText, sanitizePostHtml } from './posts.sanitize'

// Posts (spec 000 §4, docs/posts-and-moderation.md). A post is written with its news index row in one transaction; its status
// comes from initialNewsStatus (a moderated author's post waits, spec 000 §4); delayed publication
// is the news row's publish_at. Edit and delete: the owner, or a director or coordinator of the
// post's school.

type PostRow = NonNullable<Awaited<ReturnType<typeof findPostWithNews>>>

function mayEdit(actor: Actor, row: PostRow): boolean {
  return row.post.ownerId === actor.userId || managesSchool(actor, row.post.schoolId)
}

/** The post for an editor; someone who may read it but not edit it gets FORBIDDEN, others NOT_FOUND. */
async function editablePost(db: Queryable, actor: Actor, postId: string, now: Date): Promise<PostRow> {
  const row = await findPostWithNews(db, postId)
  if (!row) throw new AppError('NOT_FOUND')
  if (mayEdit(actor, row)) return row
  const visible = await visibleNewsReferences(db, actor, 'Post', [postId], now)
  throw new AppError(visible.has(postId) ? 'FORBIDDEN' : 'NOT_FOUND')
}

export async function readPost(db: Queryable, actor: Actor, postId: string, now: Date): Promise<Post> {
  return toPost(db, await editablePost(db, actor, postId, now))
}

async function toPost(db: Queryable, row: PostRow): Promise<Post> {
  const targets = await targetsOfNews(db, row.news.id)
  const ids = (await attachedMediaIds(db, 'post', [row.post.id])).get(row.post.id) ?? []
  const summaries = await mediaSummaries(db, ids)
  return {
    id: row.post.id,
    schoolId: idFromRow<SchoolId>(row.post.schoolId),
    ownerId: idFromRow<UserId>(row.post.ownerId),
    contentHtml: row.post.contentHtml,
    sponsored: row.post.sponsored,
    status: row.news.status,
    refusalReason: row.news.refusalReason,
    publishAt: row.news.publishAt.toISOString(),
    createdAt: row.post.createdAt.toISOString(),
    updatedAt: row.post.updatedAt.toISOString(),
    targets,
    attachments: ids.flatMap((id) => {
      const summary = summaries.get(id)
      return summary ? [summary] : []
    }),
  }
}

interface CleanInput {
  contentHtml: string
  searchText: string
  targets: ShareTarget[]
  mediaIds: string[]
  publishAt: Date | null | undefined
  schoolId: string
}

/**
 * Checks and normalises an input: HTML sanitised, targets in scope (news.targets.ts), one school
 * for the post and all its school and section targets, something to show (text or a file).
 */
async function cleanInput(
  db: Queryable,
  actor: Actor,
  input: PostInput,
  fixedSchoolId?: string,
): Promise<CleanInput> {
  const contentHtml = sanitizePostHtml(input.contentHtml)
  const searchText = plainText(contentHtml)
  const mediaIds = input.mediaIds ?? []
  if (searchText === '' && mediaIds.length === 0)
    throw new AppError('VALIDATION_ERROR', [
      { path: 'body.contentHtml', message: 'A post needs text or a file' },
    ])
  const targets = await checkShareTargets(db, actor, input.targets)

  const sectionSchools = await schoolsOfSections(
    db,
    targets.filter((t) => t.targetType === 'Section').map((t) => t.targetId),
  )
  const targetSchools = new Set<string>([
    ...targets.filter((t) => t.targetType === 'School').map((t) => t.targetId),
    ...sectionSchools.values(),
  ])
  const shareable = shareableStructure(actor).schoolIds
  let schoolId = fixedSchoolId ?? input.schoolId
  if (schoolId === undefined) {
    const current = actor.currentSchoolId
    schoolId =
      current && shareable.includes(current) && (targetSchools.size === 0 || targetSchools.has(current))
        ? current
        : ([...targetSchools][0] ?? (shareable.length === 1 ? shareable[0] : undefined))
  }
  if (!schoolId || !shareable.includes(schoolId)) {
    if (input.schoolId !== undefined) throw new AppError('NOT_FOUND')
    throw new AppError('VALIDATION_ERROR', [
      { path: 'body.schoolId', message: 'Choose the school of the post' },
    ])
  }
  // The news row has one school (its moderators, its managers): every target must be of it.
  if ([...targetSchools].some((id) => id !== schoolId))
    throw new AppError('VALIDATION_ERROR', [{ path: 'body.targets', message: 'Targets of one school only' }])
  return {
    contentHtml,
    searchText,
    targets,
    mediaIds,
    publishAt: input.publishAt == null ? input.publishAt : new Date(input.publishAt),
    schoolId,
  }
}

/** Delayed publication: a date in the future; a past or missing one means now. */
function publicationDate(requested: Date | null | undefined, now: Date): Date {
  return requested && requested.getTime() > now.getTime() ? requested : now
}

export async function createPost(
  tx: Tx,
  actor: Actor,
  now: Date,
  input: PostInput,
): Promise<{ post: Post; change: ModerationChange | null }> {
  const clean = await cleanInput(tx, actor, input)
  const status = initialNewsStatus(actor.userPermission)
  const [row] = await tx
    .insert(posts)
    .values({
      ownerId: actor.userId,
      schoolId: clean.schoolId,
      contentHtml: clean.contentHtml,
      // Spec 000 §2 /publicities: what a sponsor publishes is sponsor news.
      sponsored: actor.userPermission.profileType === 'SPONSOR',
    })
    .returning()
  const post = row!
  await attachMedia(tx, actor, { kind: 'post', attachedId: post.id, mediaIds: clean.mediaIds })
  // As albums do (docs/posts-and-moderation.md "Photo consent"); after attaching, so only the
  // actor's own files are looked at, and in the transaction, so a refusal leaves nothing.
  await checkPhotoConsent(tx, clean.mediaIds, clean.targets)
  const newsId = await indexNews(tx, {
    type: 'Post',
    referenceId: post.id,
    ownerId: actor.userId,
    schoolId: clean.schoolId,
    status,
    publishAt: publicationDate(clean.publishAt, now),
    searchText: clean.searchText,
    targets: clean.targets,
  })
  await audit(tx, actor, 'posts.create', { postId: post.id, newsId, status })
  const saved = (await findPostWithNews(tx, post.id))!
  return {
    post: await toPost(tx, saved),
    change: status === 'pending' ? { schoolId: clean.schoolId, ownerId: actor.userId } : null,
  }
}

/**
 * Status after an edit. A moderated author's edit waits again; an edit of a waiting or refused
 * post by anyone but a moderator waits too (nobody bypasses moderation by editing).
 */
function statusAfterEdit(actor: Actor, previous: NewsStatus): NewsStatus {
  if (initialNewsStatus(actor.userPermission) === 'pending') return 'pending'
  if ((previous === 'pending' || previous === 'refused') && !actor.userPermission.isModerator)
    return 'pending'
  return 'published'
}

export async function updatePost(
  tx: Tx,
  actor: Actor,
  now: Date,
  postId: string,
  input: PostInput,
): Promise<{ post: Post; change: ModerationChange | null }> {
  const row = await editablePost(tx, actor, postId, now)
  const clean = await cleanInput(tx, actor, input, input.schoolId ?? row.post.schoolId)
  if (clean.schoolId !== row.post.schoolId)
    throw new AppError('VALIDATION_ERROR', [{ path: 'body.schoolId', message: 'A post stays in its school' }])
  const status = statusAfterEdit(actor, row.news.status)
  // null: publish now (or keep the date already reached); a date: delay; absent: keep.
  const publishAt =
    clean.publishAt === undefined
      ? row.news.publishAt
      : clean.publishAt === null
        ? row.news.publishAt.getTime() > now.getTime()
          ? now
          : row.news.publishAt
        : publicationDate(clean.publishAt, now)

  await tx.update(posts).set({ contentHtml: clean.contentHtml, updatedAt: now }).where(eq(posts.id, postId))
  // Files kept stay as they are (they may be another user's, when a director edits); new ones
  // must be the editor's own uploads.
  const already = (await attachedMediaIds(tx, 'post', [postId])).get(postId) ?? []
  await detachMedia(tx, { kind: 'post', attachedId: postId, keepIds: clean.mediaIds })
  const added = clean.mediaIds.filter((id) => !already.includes(id))
  await attachMedia(tx, actor, { kind: 'post', attachedId: postId, mediaIds: added })
  // A re-save too: consent withheld since the post was shared keeps it from being shared again.
  await checkPhotoConsent(tx, clean.mediaIds, clean.targets)
  const newsId = await indexNews(tx, {
    type: 'Post',
    referenceId: postId,
    ownerId: row.news.ownerId,
    schoolId: row.post.schoolId,
    status,
    publishAt,
    searchText: clean.searchText,
    targets: clean.targets,
  })
  // A refused post edited waits again: the old verdict no longer applies.
  if (status !== row.news.status)
    await tx
      .update(news)
      .set({ refusalReason: null, moderatedById: null, moderatedAt: null })
      .where(eq(news.id, newsId))
  await audit(tx, actor, 'posts.update', { postId, newsId, status })
  const saved = (await findPostWithNews(tx, postId))!
  const changed = status !== row.news.status || status === 'pending'
  return {
    post: await toPost(tx, saved),
    change: changed ? { schoolId: row.post.schoolId, ownerId: row.news.ownerId } : null,
  }
}

export async function deletePost(
  tx: Tx,
  actor: Actor,
  now: Date,
  postId: string,
): Promise<ModerationChange | null> {
  const row = await editablePost(tx, actor, postId, now)
  await removePostRows(tx, postId)
  await audit(tx, actor, 'posts.delete', { postId, newsId: row.news.id })
  return row.news.status === 'pending' ? { schoolId: row.post.schoolId, ownerId: row.news.ownerId } : null
}

/** The post, its news item (targets, reactions) and the link of its files, without checks. */
export async function removePostRows(tx: Tx, postId: string): Promise<void> {
  await removeNews(tx, 'Post', postId)
  await detachMedia(tx, { kind: 'post', attachedId: postId })
  await tx.delete(posts).where(eq(posts.id, postId))
}
