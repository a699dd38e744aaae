import type { ModuleDefinition } from '../module'
import { galleriesRoutes } from './galleries.routes'
import { visibleGalleries } from './galleries.visibility'

export const galleriesModule = {
  name: 'galleries',
  routes: galleriesRoutes,
  mediaKinds: { gallery: visibleGalleries },
} satisfies ModuleDefinition
