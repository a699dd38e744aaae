import type { ModuleDefinition } from '../module'
import { externalIdentityRoutes } from './external-identity.routes'

export const externalIdentityModule = {
  name: 'external-identity',
  routes: externalIdentityRoutes,
} satisfies ModuleDefinition
