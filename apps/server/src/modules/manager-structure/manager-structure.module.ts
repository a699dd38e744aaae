import type { ModuleDefinition } from '../module'
import { managerStructureRoutes } from './manager-structure.routes'

// The manager's structure settings (docs/manager.md): no table of it names a user or a child.
export const managerStructureModule = {
  name: 'manager-structure',
  routes: managerStructureRoutes,
} satisfies ModuleDefinition
