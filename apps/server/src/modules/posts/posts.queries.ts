import { and, eq, inArray } from 'drizzle-orm'
import type { Queryable } from '../../db/client'
import { news, newsTargets, posts, sections } from '../../db/schema/index'

// SQL of the posts module. A post's status, publication date and targets live in its row of the
// news index (ARCHITECTURE §6); the posts row holds the content.

export async function findPostWithNews(db: Queryable, postId: string) {
  const [row] = await db
    .select({ post: posts, news })
    .from(posts)
    .innerJoin(news, and(eq(news.type, 'Post'), eq(news.referenceId, posts.id)))
    .where(eq(posts.id, postId))
  return row
}

export async function targetsOfNews(db: Queryable, newsId: string) {
  return db
    .select({ targetType: newsTargets.targetType, targetId: newsTargets.targetId })
    .from(newsTargets)
    .where(eq(newsTargets.newsId, newsId))
    .orderBy(newsTargets.targetType, newsTargets.targetId)
}

/** The school of each given section. */
export async function schoolsOfSections(db: Queryable, sectionIds: readonly string[]) {
  if (sectionIds.length === 0) return new Map<string, string>()
  const rows = await db
    .select({ id: sections.id, schoolId: sections.schoolId })
    .from(sections)
    .where(inArray(sections.id, [...sectionIds]))
  return new Map(rows.map((r) => [r.id, r.schoolId]))
}
