import { and, eq, lte } from 'drizzle-orm'
import { news, newsReactions, newsTargets } from '../../db/schema/index'
import type { PersonalData } from '../module'

// The feed's rows about people (docs/data-protection.md): the items a user published, their
// reactions, and the items addressed to a child by name (a User target), as the family sees
// them: published, and live by the export's time.
export const newsPersonalData: PersonalData = {
  user: [
    { table: news, rows: ({ db }, id) => db.select().from(news).where(eq(news.ownerId, id)) },
    {
      table: newsReactions,
      rows: ({ db }, id) => db.select().from(newsReactions).where(eq(newsReactions.userId, id)),
    },
  ],
  child: [
    {
      table: newsTargets,
      rows: ({ db, now }, id) =>
        db
          .select({
            newsId: news.id,
            type: news.type,
            referenceId: news.referenceId,
            publishAt: news.publishAt,
            text: news.searchText,
          })
          .from(newsTargets)
          .innerJoin(news, eq(news.id, newsTargets.newsId))
          .where(
            and(
              eq(newsTargets.targetType, 'User'),
              eq(newsTargets.targetId, id),
              eq(news.status, 'published'),
              lte(news.publishAt, now),
            ),
          )
          .orderBy(news.publishAt),
    },
  ],
}
