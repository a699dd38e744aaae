import type { ModuleDefinition } from '../module'
import { postsNewsKind } from './posts.news'
import { postsRoutes } from './posts.routes'
import { visiblePostIds } from './posts.visibility'

export const postsModule = {
  name: 'posts',
  routes: postsRoutes,
  newsKinds: [postsNewsKind],
  mediaKinds: { post: visiblePostIds },
} satisfies ModuleDefinition
