import type { ModuleDefinition } from '../module'
import { myChildrenRoutes } from './my-children.routes'

// Spec 000 §2 /my-children (docs/my-children.md). It holds no table of its own: what it writes
// (guardianships, a child's gender and picture) is declared for the data export by the modules
// that own those rows (account, media).
export const myChildrenModule = {
  name: 'my-children',
  routes: myChildrenRoutes,
} satisfies ModuleDefinition
