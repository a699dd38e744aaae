import { and, eq, sql } from 'drizzle-orm'
import { news, newsReactions } from '../../db/schema/index'
import { AppError } from '@nido/domain/errors'
import { isFeatureOn } from '@nido/domain/enums/features'
import type { NewsItem, NewsFilterOptions } from '@nido/domain/contracts/news'
import type { NewsType, ReactionType } from '@nido/domain/enums/content'
import { mayReadNewsType, readableNewsTypes } from '@nido/domain/access/news-types'
import { defaultNewsTypes, feedStatusParts, foldSearchText } from '@nido/domain/rules/feed-filter'
import { applyReactionDelta, toggleReaction, type ReactionCounts } from '@nido/domain/rules/reactions'
import type { z } from 'zod'
import type { zFeedQuery } from '@nido/domain/contracts/news'
import type { ChildId, NewsId, SectionId } from '@nido/domain/ids'
import type { InScope } from '../../platform/http'
import type { Queryable } from '../../db/client'
import type { Actor } from '../../platform/actor'
import { audit } from '../../platform/audit'
import { currentSchoolFeatures, flagSchoolId } from '../../platform/features'
import { newsAudience, targetInAudience, type NewsAudience } from './news.audience'
import { loadFeedItems, loadNewsItems } from './news.details'
import { feedPageSql } from './news.feed-query'
import type { NewsKind } from './news.kinds'
import { beforeKey, decodeTimeKey, encodeTimeKey, keysetPage } from '../../platform/keyset'
import { personSummary } from '../../platform/people'
import { queryRows } from '../../db/rows'
import { uuidArray } from '../../db/sql'

type FeedQuery = z.output<typeof zFeedQuery>

/**
 * Spec 000 §6 menu rule: the newsfeed is for guardians always, for the others when communication
 * is on. Returns whether the current school has the daily module on (spec 001 §6 defaults).
 */
async function checkFeedAccess(db: Queryable, actor: Actor): Promise<{ dailyEnabled: boolean }> {
  const features = await currentSchoolFeatures(db, actor)
  if (actor.userPermission.profileType !== 'GUARDIAN' && !isFeatureOn(features.communication))
    throw new AppError('FORBIDDEN_BY_FEATURE_SETTINGS')
  return { dailyEnabled: isFeatureOn(features.daily) }
}

/**
 * The audience narrowed by the people filters of spec 001 §3 (our reading where it is silent):
 * childrenIds keeps, of a guardian's or child's audience, only those children and their sections
 * and schools; sectionIds keeps only items shared with those sections. Ids outside the actor's
 * audience are dropped, never trusted.
 */
async function narrowedAudience(
  db: Queryable,
  actor: Actor,
  audience: NewsAudience,
  query: FeedQuery,
): Promise<{ audience: NewsAudience; narrowed: boolean }> {
  let result = audience
  let narrowed = false
  const family = ['GUARDIAN', 'CHILD'].includes(actor.userPermission.profileType)
  if (family && query.childrenIds && query.childrenIds.length > 0) {
    const children = query.childrenIds.filter((id) => actor.familyScope.childIds.includes(id))
    const rows =
      children.length === 0
        ? []
        : (
            await queryRows<{ section_id: string; school_id: string }>(
              db,
              sql`
              select cs.section_id, sc.school_id from child_sections cs
              join sections sc on sc.id = cs.section_id
              where cs.child_id = any(${uuidArray(children)})`,
            )
          ).rows
    result = {
      userIds: [actor.userId, ...children],
      sectionIds: [...new Set(rows.map((r) => r.section_id))].filter((id) => result.sectionIds.includes(id)),
      schoolIds: [...new Set(rows.map((r) => r.school_id))].filter((id) => result.schoolIds.includes(id)),
    }
    narrowed = true
  }
  if (query.sectionIds && query.sectionIds.length > 0) {
    const wanted = new Set(query.sectionIds)
    result = { userIds: [], sectionIds: result.sectionIds.filter((id) => wanted.has(id)), schoolIds: [] }
    narrowed = true
  }
  return { audience: result, narrowed }
}

export async function readFeed(
  db: Queryable,
  actor: Actor,
  now: Date,
  query: FeedQuery,
  kinds: readonly NewsKind[],
): Promise<{ items: NewsItem[]; nextCursor: string | null }> {
  // A date PostgreSQL cannot hold (year 0) or a reversed range is a bad request, never a 500.
  for (const date of [query.startDate, query.endDate])
    if (date && (date < '1900-01-01' || date > '2999-12-31')) throw new AppError('VALIDATION_ERROR')
  const { dailyEnabled } = await checkFeedAccess(db, actor)
  const status = feedStatusParts(query.publishedStatus ?? 'PUBLISHED')
  const { audience, narrowed } = await narrowedAudience(db, actor, newsAudience(actor), query)
  const currentSchoolId = flagSchoolId(actor)
  const search = query.newsContent ? foldSearchText(query.newsContent) : ''
  const statement = feedPageSql({
    actorId: actor.userId,
    now,
    audience,
    published: status.published,
    ownerDelayed: status.ownerDelayed,
    ownerAll: status.ownerAll,
    ownerInAudience: narrowed,
    // Spec 000 §6: a profile kept out of a module (sponsors: albums, folders, postal cards) does
    // not get its items through the feed either, whatever types the filter asks for.
    types: readableNewsTypes(
      actor.userPermission.profileType,
      query.newsTypes ?? defaultNewsTypes({ profileType: actor.userPermission.profileType, dailyEnabled }),
    ),
    // crossSchool off (the default): only the school chosen in the scope selector (spec 000 §4).
    schoolId: query.crossSchool ? null : currentSchoolId,
    startDate: query.startDate ?? null,
    endDate: query.endDate ?? null,
    timezoneSchoolId: currentSchoolId,
    search: search === '' ? null : search,
    ownerIds: query.teacherIds && query.teacherIds.length > 0 ? query.teacherIds : null,
    // A cursor that is not ours serves the first page (docs/news-feed.md).
    cursor: decodeTimeKey(query.cursor, 'ignore'),
    // One more than the page tells whether there is a next page.
    limit: query.limit + 1,
  })
  if (!statement) return { items: [], nextCursor: null }
  // The feed hits and their cards' index rows in one statement (news.details.ts loadFeedItems).
  const hits = await loadFeedItems(db, actor, statement, kinds)
  const page = keysetPage(hits, query.limit, (last) => encodeTimeKey(last.cursor))
  return { items: page.rows.map((h) => h.item), nextCursor: page.nextCursor }
}

/** The index row of an item the actor may read, or nothing (ARCHITECTURE §4: a 404, so ids cannot be probed). */
async function visibleNewsRow(db: Queryable, actor: Actor, now: Date, newsId: string, lock: boolean) {
  const result = await queryRows<{
    id: string
    type: NewsType
    status: string
    reaction_counts: ReactionCounts | string
  }>(
    db,
    sql`
    select n.id, n.type, n.status, n.reaction_counts from news n
    where n.id = ${newsId} and (n.owner_id = ${actor.userId}
      or (n.status = 'published' and n.publish_at <= ${now.toISOString()}::timestamptz
        and ${targetInAudience(sql`n.id`, newsAudience(actor))}))
    ${lock ? sql`for update of n` : sql``}`,
  )
  const row = result.rows[0]
  // Spec 000 §6: an item of a module the profile is kept out of (a sponsor and an album) is not theirs to see.
  if (!row || !mayReadNewsType(actor.userPermission.profileType, row.type)) return undefined
  return {
    ...row,
    reactionCounts: (typeof row.reaction_counts === 'string'
      ? JSON.parse(row.reaction_counts)
      : row.reaction_counts) as ReactionCounts,
  }
}

export type VisibleNews = NonNullable<Awaited<ReturnType<typeof visibleNewsRow>>>

/**
 * The item as the actor may see it, for `requireFor` (decision 0013). The feed's flag rule comes
 * first, as the feed's own (guardians always, the others with communication on: 403), so a
 * school without communication answers FORBIDDEN_BY_FEATURE_SETTINGS before any id is looked up.
 */
export const newsInScope: InScope<NewsId, VisibleNews> = async (db, actor, id, now) => {
  await checkFeedAccess(db, actor)
  return visibleNewsRow(db, actor, now, id, false)
}

/** The same, its row locked for a reaction (two clicks at once cannot lose a count). */
export const newsInScopeForUpdate: InScope<NewsId, VisibleNews> = async (db, actor, id, now) => {
  await checkFeedAccess(db, actor)
  return visibleNewsRow(db, actor, now, id, true)
}

export async function readNewsItem(
  db: Queryable,
  actor: Actor,
  row: VisibleNews,
  kinds: readonly NewsKind[],
): Promise<NewsItem> {
  const [item] = await loadNewsItems(db, actor, [row.id], kinds)
  if (!item) throw new AppError('NOT_FOUND')
  return item
}

/**
 * Spec 001 §4: the same reaction again removes it, a different one replaces it; the counts in
 * news.reaction_counts move in the same transaction (the news row is locked, so two clicks at
 * once cannot lose a count).
 */
export async function reactToNews(
  tx: Queryable,
  actor: Actor,
  now: Date,
  row: VisibleNews,
  chosen: ReactionType,
): Promise<{ currentReaction: ReactionType | null; reactionCounts: ReactionCounts }> {
  const newsId = row.id
  // Only items others can see take reactions (not one's own delayed or pending item).
  if (row.status !== 'published') throw new AppError('NOT_FOUND')
  const mine = await queryRows<{ type: ReactionType }>(
    tx,
    sql`select type from news_reactions where news_id = ${newsId} and user_id = ${actor.userId}`,
  )
  const current = mine.rows[0]?.type ?? null
  const { next, delta } = toggleReaction(current, chosen)
  const mineWhere = and(eq(newsReactions.newsId, newsId), eq(newsReactions.userId, actor.userId))
  if (next === null) await tx.delete(newsReactions).where(mineWhere)
  else if (current === null)
    await tx
      .insert(newsReactions)
      .values({ newsId, userId: actor.userId, type: next, createdAt: now, updatedAt: now })
  // A replaced reaction counts as new: it moves to the front of the peek.
  else await tx.update(newsReactions).set({ type: next, createdAt: now, updatedAt: now }).where(mineWhere)
  const reactionCounts = applyReactionDelta(row.reactionCounts, delta)
  await tx.update(news).set({ reactionCounts, updatedAt: now }).where(eq(news.id, newsId))
  await audit(tx, actor, 'news.react', { newsId, reaction: next })
  return { currentReaction: next, reactionCounts }
}

export async function listReactions(
  db: Queryable,
  row: VisibleNews,
  query: { cursor?: string; limit: number; reaction?: ReactionType },
) {
  const newsId = row.id
  const cursor = decodeTimeKey(query.cursor, 'ignore')
  const result = await queryRows<{
    id: string
    type: ReactionType
    created_at: string | Date
    at_text: string
    user_id: string
    firstname: string
    lastname: string
    avatar_media_id: string | null
  }>(
    db,
    sql`
    select r.id, r.type, r.created_at, r.created_at::text as at_text, u.id as user_id, u.firstname, u.lastname,
      u.avatar_media_id
    from news_reactions r join users u on u.id = r.user_id
    where r.news_id = ${newsId}
      ${query.reaction ? sql`and r.type = ${query.reaction}` : sql``}
      ${cursor ? sql`and ${beforeKey(sql`r.created_at`, sql`r.id`, cursor)}` : sql``}
    order by r.created_at desc nulls last, r.id desc
    limit ${query.limit + 1}`,
  )
  const page = keysetPage(result.rows, query.limit, (last) =>
    encodeTimeKey({ at: last.at_text, id: last.id }),
  )
  return {
    items: page.rows.map((r) => ({
      user: personSummary({ ...r, id: r.user_id }),
      reaction: r.type,
      reactedAt: new Date(r.created_at).toISOString(),
    })),
    nextCursor: page.nextCursor,
  }
}

/**
 * What the filter panel offers in the current school: a guardian's or child's children, the
 * sections of the audience, and the staff who may write there (teachers, directors, coordinators).
 */
export async function readFilterOptions(db: Queryable, actor: Actor): Promise<NewsFilterOptions> {
  const { dailyEnabled } = await checkFeedAccess(db, actor)
  const audience = newsAudience(actor)
  const schoolId = flagSchoolId(actor)
  const family = ['GUARDIAN', 'CHILD'].includes(actor.userPermission.profileType)
  const childIds = family ? actor.familyScope.childIds : []
  const [children, sections, teachers] = await Promise.all([
    queryRows<{ id: ChildId; firstname: string; lastname: string }>(
      db,
      sql`
      select id, firstname, lastname from users where id = any(${uuidArray(childIds)})
      order by firstname, lastname, id`,
    ),
    queryRows<{ id: SectionId; name: string }>(
      db,
      sql`
      select id, name from sections where id = any(${uuidArray(audience.sectionIds)})
        ${schoolId ? sql`and school_id = ${schoolId}` : sql``}
      order by name, id`,
    ),
    queryRows<{ id: string; firstname: string; lastname: string }>(
      db,
      sql`
      select distinct u.id, u.firstname, u.lastname from staff_assignments sa
      join users u on u.id = sa.user_id
      left join sections sc on sc.id = sa.section_id
      where u.profile_type in ('TEACHER', 'DIRECTOR', 'COORDINATOR') and u.status = 'Active'
        and (sa.section_id = any(${uuidArray(audience.sectionIds)}) or sa.school_id = ${schoolId ?? null}::uuid)
        ${schoolId ? sql`and coalesce(sc.school_id, sa.school_id) = ${schoolId}` : sql``}
      order by u.firstname, u.lastname, u.id
      limit 200`,
    ),
  ])
  return {
    children: children.rows,
    sections: sections.rows,
    teachers: teachers.rows,
    dailyEnabled,
  }
}
