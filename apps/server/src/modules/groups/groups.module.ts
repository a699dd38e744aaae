import type { ModuleDefinition } from '../module'
import { groupsRoutes } from './groups.routes'

// Administration, groups (docs/administration.md "Groups"). A group holds nothing about a person.
export const groupsModule = {
  name: 'groups',
  routes: groupsRoutes,
} satisfies ModuleDefinition
