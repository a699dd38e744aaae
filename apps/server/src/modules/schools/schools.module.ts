import type { ModuleDefinition } from '../module'
import { schoolsRoutes } from './schools.routes'

// Administration, schools (docs/administration.md "Schools"). A school's row holds no personal
// data: its public contact fields are the school's own.
export const schoolsModule = {
  name: 'schools',
  routes: schoolsRoutes,
} satisfies ModuleDefinition
