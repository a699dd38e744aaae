import type { ModuleDefinition } from '../module'
import { galleriesNewsKind } from './galleries.news'
import { galleriesRoutes } from './galleries.routes'
import { managedGalleries, visibleGalleries } from './galleries.visibility'

export const galleriesModule = {
  name: 'galleries',
  routes: galleriesRoutes,
  newsKinds: [galleriesNewsKind],
  mediaKinds: { gallery: visibleGalleries },
  mediaManagers: { gallery: managedGalleries },
} satisfies ModuleDefinition
