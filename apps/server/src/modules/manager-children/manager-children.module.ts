import type { ModuleDefinition } from '../module'
import { visibleResourceProofs } from './manager-children.media'
import { managerChildrenPersonalData } from './manager-children.personal-data'
import { managerChildrenRoutes } from './manager-children.routes'

// Spec 000 §2 manager child and guardian files (docs/manager-children.md).
export const managerChildrenModule = {
  name: 'manager-children',
  routes: managerChildrenRoutes,
  personalData: managerChildrenPersonalData,
  mediaKinds: { 'household-resource': visibleResourceProofs },
} satisfies ModuleDefinition
