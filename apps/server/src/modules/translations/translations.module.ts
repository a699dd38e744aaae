import type { ModuleDefinition } from '../module'
import { translationsRoutes } from './translations.routes'

export const translationsModule = {
  name: 'translations',
  routes: translationsRoutes,
} satisfies ModuleDefinition
