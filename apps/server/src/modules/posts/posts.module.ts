import type { ModuleDefinition } from '../module'
import { postsNewsKind } from './posts.news'
import { postsRoutes } from './posts.routes'
import { managedPostIds, visiblePostIds } from './posts.visibility'
import { postsPersonalData } from './posts.personal-data'

export const postsModule = {
  name: 'posts',
  routes: postsRoutes,
  newsKinds: [postsNewsKind],
  mediaKinds: { post: visiblePostIds },
  mediaManagers: { post: managedPostIds },
  personalData: postsPersonalData,
} satisfies ModuleDefinition
