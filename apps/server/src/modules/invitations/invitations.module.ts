import type { ModuleDefinition } from '../module'
import { smsRetentionJob } from './invitations.retention'
import { invitationsRoutes } from './invitations.routes'

export const invitationsModule = {
  name: 'invitations',
  routes: invitationsRoutes,
  jobs: [smsRetentionJob],
} satisfies ModuleDefinition
