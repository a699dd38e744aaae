import type { ModuleDefinition } from '../module'
import { advisorPersonalData } from './advisor.personal-data'
import { advisorRoutes } from './advisor.routes'

export const advisorModule = {
  name: 'advisor',
  routes: advisorRoutes,
  personalData: advisorPersonalData,
} satisfies ModuleDefinition
