import type { ModuleDefinition } from '../module'
import { childKeysRoutes } from './child-keys.routes'
import { childKeysPersonalData } from './child-keys.personal-data'

export const childKeysModule = {
  name: 'child-keys',
  routes: childKeysRoutes,
  personalData: childKeysPersonalData,
} satisfies ModuleDefinition
