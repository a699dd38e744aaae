import type { ModuleDefinition } from '../module'
import { twoFactorRoutes } from './two-factor.routes'
import { twoFactorPersonalData } from './two-factor.personal-data'

export const twoFactorModule = {
  name: 'two-factor',
  routes: twoFactorRoutes,
  personalData: twoFactorPersonalData,
} satisfies ModuleDefinition
