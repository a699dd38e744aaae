import type { ModuleDefinition } from '../module'
import { brandsRoutes } from './brands.routes'

export const brandsModule = {
  name: 'brands',
  routes: brandsRoutes,
} satisfies ModuleDefinition
