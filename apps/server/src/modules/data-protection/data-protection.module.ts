import type { ModuleDefinition } from '../module'
import { dataProtectionRoutes } from './data-protection.routes'

export const dataProtectionModule = {
  name: 'data-protection',
  routes: dataProtectionRoutes,
} satisfies ModuleDefinition
