import type { ModuleDefinition } from '../module'
import { termsRoutes } from './terms.routes'

export const termsModule = {
  name: 'terms',
  routes: termsRoutes,
} satisfies ModuleDefinition
