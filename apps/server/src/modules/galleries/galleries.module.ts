import type { ModuleDefinition } from '../module'
import { galleriesNewsKind } from './galleries.news'
import { galleriesRoutes } from './galleries.routes'
import { managedGalleries, visibleGalleries } from './galleries.visibility'
import { galleriesPersonalData } from './galleries.personal-data'

export const galleriesModule = {
  name: 'galleries',
  routes: galleriesRoutes,
  newsKinds: [galleriesNewsKind],
  mediaKinds: { gallery: visibleGalleries },
  mediaManagers: { gallery: managedGalleries },
  personalData: galleriesPersonalData,
} satisfies ModuleDefinition
