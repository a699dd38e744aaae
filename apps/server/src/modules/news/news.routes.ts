import { contracts } from '@nido/domain/contracts/index'
import type { Route } from '../../platform/http'
import { listReactions, reactToNews, readFeed, readFilterOptions, readNewsItem } from './news.service'

export function newsRoutes(route: Route): void {
  route(contracts.news.feed, async ({ authorize, db, now, query }) => {
    const actor = await authorize()
    return readFeed(db, actor, now, query)
  })

  route(contracts.news.filterOptions, async ({ authorize, db }) => {
    const actor = await authorize()
    return readFilterOptions(db, actor)
  })

  route(contracts.news.read, async ({ authorize, db, now, params }) => {
    const actor = await authorize()
    return readNewsItem(db, actor, now, params.newsId)
  })

  route(contracts.news.react, async ({ authorize, db, now, params, body }) => {
    const actor = await authorize()
    return db.transaction((tx) => reactToNews(tx, actor, now, params.newsId, body.reaction))
  })

  route(contracts.news.reactions, async ({ authorize, db, now, params, query }) => {
    const actor = await authorize()
    return listReactions(db, actor, now, params.newsId, query)
  })
}
