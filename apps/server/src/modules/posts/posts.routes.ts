import { contracts } from '@nido/domain/contracts/index'
import type { Route } from '../../platform/http'
import type { Contributions } from '../module'
import { pushCountsChange } from '../notifications/index'
import { createPost, deletePost, readPost, updatePost } from './posts.service'
import { listSponsorNews } from './posts.sponsor'
import { shareTargetOptions } from './posts.targets'

export function postsRoutes(route: Route, rules: Contributions): void {
  route(contracts.posts.get, async ({ actor, db, now, params }) => {
    return readPost(db, actor, params.postId, now)
  })

  route(contracts.posts.create, async ({ actor, db, now, body, realtime }) => {
    const { post, change } = await db.transaction((tx) => createPost(tx, actor, now, body))
    await pushCountsChange(db, realtime, change)
    return post
  })

  route(contracts.posts.update, async ({ actor, db, now, params, body, realtime }) => {
    const { post, change } = await db.transaction((tx) => updatePost(tx, actor, now, params.postId, body))
    await pushCountsChange(db, realtime, change)
    return post
  })

  route(contracts.posts.delete, async ({ actor, db, now, params, realtime }) => {
    const change = await db.transaction((tx) => deletePost(tx, actor, now, params.postId))
    await pushCountsChange(db, realtime, change)
    return null
  })

  route(contracts.posts.targets, async ({ actor, db, query }) => {
    return shareTargetOptions(db, actor, query.schoolId)
  })

  route(contracts.posts.sponsorNews, async ({ actor, db, now, query }) => {
    return listSponsorNews(db, rules, actor, now, query)
  })
}
