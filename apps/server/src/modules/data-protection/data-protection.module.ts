import type { ModuleDefinition } from '../module'
import { dataProtectionRoutes } from './data-protection.routes'
import { dataProtectionPersonalData } from './data-protection.personal-data'

export const dataProtectionModule = {
  name: 'data-protection',
  routes: dataProtectionRoutes,
  personalData: dataProtectionPersonalData,
} satisfies ModuleDefinition
