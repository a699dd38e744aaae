import type { ModuleDefinition } from '../module'
import { childKeysRoutes } from './child-keys.routes'

export const childKeysModule = {
  name: 'child-keys',
  routes: childKeysRoutes,
} satisfies ModuleDefinition
