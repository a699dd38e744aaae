import type { ModuleDefinition } from '../module'
import { termsRoutes } from './terms.routes'
import { termsPersonalData } from './terms.personal-data'

export const termsModule = {
  name: 'terms',
  routes: termsRoutes,
  personalData: termsPersonalData,
} satisfies ModuleDefinition
