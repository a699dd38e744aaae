import type { ModuleDefinition } from '../module'
import { accountRoutes } from './account.routes'
import { accountPersonalData } from './account.personal-data'

export const accountModule = {
  name: 'account',
  routes: accountRoutes,
  personalData: accountPersonalData,
} satisfies ModuleDefinition
