import type { ModuleDefinition } from '../module'
import { usersRoutes } from './users.routes'

// Managing other people's accounts (docs/access-levels.md "Deactivating a user"). It holds no
// table of its own: the personal data it changes is the users row, declared by its owners.
export const usersModule = {
  name: 'users',
  routes: usersRoutes,
} satisfies ModuleDefinition
