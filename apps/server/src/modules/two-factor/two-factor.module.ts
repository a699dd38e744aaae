import type { ModuleDefinition } from '../module'
import { twoFactorRoutes } from './two-factor.routes'

export const twoFactorModule = {
  name: 'two-factor',
  routes: twoFactorRoutes,
} satisfies ModuleDefinition
