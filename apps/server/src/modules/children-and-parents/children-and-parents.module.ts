import type { ModuleDefinition } from '../module'
import { childrenAndParentsPersonalData } from './children-and-parents.personal-data'
import { childrenAndParentsRoutes } from './children-and-parents.routes'

// Spec 000 §2 /children-and-parents (docs/children-and-parents.md).
export const childrenAndParentsModule = {
  name: 'children-and-parents',
  routes: childrenAndParentsRoutes,
  personalData: childrenAndParentsPersonalData,
} satisfies ModuleDefinition
