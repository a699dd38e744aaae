import type { ModuleDefinition } from '../module'
import { postsRoutes } from './posts.routes'
import { visiblePostIds } from './posts.visibility'

export const postsModule = {
  name: 'posts',
  routes: postsRoutes,
  mediaKinds: { post: visiblePostIds },
} satisfies ModuleDefinition
