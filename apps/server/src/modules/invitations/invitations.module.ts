import type { ModuleDefinition } from '../module'
import { invitationsRoutes } from './invitations.routes'

export const invitationsModule = {
  name: 'invitations',
  routes: invitationsRoutes,
} satisfies ModuleDefinition
