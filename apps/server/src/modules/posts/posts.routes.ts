import { contracts } from '@nido/domain/contracts/index'
import type { Route } from '../../platform/http'
import { pushCountsChange } from '../notifications/index'
import { registerPostMediaVisibility } from './posts.visibility'
import { createPost, deletePost, readPost, updatePost } from './posts.service'
import { listSponsorNews } from './posts.sponsor'
import { shareTargetOptions } from './posts.targets'

export function postsRoutes(route: Route): void {
  registerPostMediaVisibility()

  route(contracts.posts.get, async ({ authorize, db, now, params }) => {
    const actor = await authorize()
    return readPost(db, actor, params.postId, now)
  })

  route(contracts.posts.create, async ({ authorize, db, now, body, deps }) => {
    const actor = await authorize()
    const { post, change } = await db.transaction((tx) => createPost(tx, actor, now, body))
    await pushCountsChange(deps, change)
    return post
  })

  route(contracts.posts.update, async ({ authorize, db, now, params, body, deps }) => {
    const actor = await authorize()
    const { post, change } = await db.transaction((tx) => updatePost(tx, actor, now, params.postId, body))
    await pushCountsChange(deps, change)
    return post
  })

  route(contracts.posts.delete, async ({ authorize, db, now, params, deps }) => {
    const actor = await authorize()
    const change = await db.transaction((tx) => deletePost(tx, actor, now, params.postId))
    await pushCountsChange(deps, change)
    return null
  })

  route(contracts.posts.targets, async ({ authorize, db, query }) => {
    const actor = await authorize()
    return shareTargetOptions(db, actor, query.schoolId)
  })

  route(contracts.posts.sponsorNews, async ({ authorize, db, now, query }) => {
    const actor = await authorize()
    return listSponsorNews(db, actor, now, query)
  })
}
