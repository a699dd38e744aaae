import { contracts } from '@nido/domain/contracts/index'
import { throughReadCache, type Route } from '../../platform/http'
import type { NewsKind } from './news.kinds'
import {
  listReactions,
  newsInScope,
  newsInScopeForUpdate,
  reactToNews,
  readFeed,
  readFilterOptions,
  readNewsItem,
} from './news.service'

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

  route(contracts.news.read, async ({ actor, requireFor, db, params }) => {
    const item = await requireFor('news.read', params.newsId, newsInScope)
    return readNewsItem(db, actor, item, kinds)
  })

  route(contracts.news.react, async ({ actor, requireFor, db, now, params, body }) => {
    return db.transaction(async (tx) => {
      const item = await requireFor('news.react', params.newsId, newsInScopeForUpdate, tx)
      return reactToNews(tx, actor, now, item, body.reaction)
    })
  })

  route(contracts.news.reactions, async ({ requireFor, db, params, query }) => {
    const item = await requireFor('news.reactions', params.newsId, newsInScope)
    return listReactions(db, item, query)
  })
}
