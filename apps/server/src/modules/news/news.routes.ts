import { contracts } from '@nido/domain/contracts/index'
import type { Route } from '../../platform/http'
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
  // The feed is the most asked read of all (every opening of the app). Not kept in the read cache:
  // under a school day's load its pages were never asked twice within their life (decision 0036).
  route(contracts.news.feed, async ({ actor, db, now, query }) => {
    return readFeed(db, actor, now, query, kinds)
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
