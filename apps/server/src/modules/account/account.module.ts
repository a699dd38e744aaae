import type { ModuleDefinition } from '../module'
import { accountRoutes } from './account.routes'

export const accountModule = {
  name: 'account',
  routes: accountRoutes,
} satisfies ModuleDefinition
