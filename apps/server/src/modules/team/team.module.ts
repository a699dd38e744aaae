import type { ModuleDefinition } from '../module'
import { teamRoutes } from './team.routes'

// Spec 000 §2 /team (docs/team.md). The tables it writes (users, staff_assignments) are declared
// for the data export by the account module, which owns the person.
export const teamModule = {
  name: 'team',
  routes: teamRoutes,
} satisfies ModuleDefinition
