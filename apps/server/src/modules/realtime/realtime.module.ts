import type { ModuleDefinition } from '../module'
import { realtimeRoutes } from './realtime.routes'

export const realtimeModule = {
  name: 'realtime',
  routes: realtimeRoutes,
} satisfies ModuleDefinition
