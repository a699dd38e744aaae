import { contracts } from '@nido/domain/contracts/index'
import { throughReadCache, type Route } from '../../platform/http'
import type { NewsKind } from './news.kinds'
import { listReactions, reactToNews, readFeed, readFilterOptions, readNewsItem } from './news.service'

/** `kinds`: what each content module tells the feed about its cards (news.kinds.ts, decision 0012). */
export function newsRoutes(route: Route, kinds: readonly NewsKind[]): void {
  // The feed is the most asked read of all (every opening of the app): served from the read cache
  // while nothing changed (decision 0007). The session fixes the actor and its chosen scope.
  route(contracts.news.feed, async (ctx) => {
    const { actor, db, now, query } = ctx
    return throughReadCache(ctx, 'feeds', `${actor.sessionId} ${JSON.stringify(query)}`, () =>
      readFeed(db, actor, now, query, kinds),
    )
  })

  route(contracts.news.filterOptions, async ({ actor, db }) => {
    return readFilterOptions(db, actor)
  })

  route(contracts.news.read, async ({ actor, db, now, params }) => {
    return readNewsItem(db, actor, now, params.newsId, kinds)
  })

  route(contracts.news.react, async ({ actor, db, now, params, body }) => {
    return db.transaction((tx) => reactToNews(tx, actor, now, params.newsId, body.reaction))
  })

  route(contracts.news.reactions, async ({ actor, db, now, params, query }) => {
    return listReactions(db, actor, now, params.newsId, query)
  })
}
