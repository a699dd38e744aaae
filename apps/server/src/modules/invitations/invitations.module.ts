import type { ModuleDefinition } from '../module'
import { smsRetentionJob } from './invitations.retention'
import { invitationsRoutes } from './invitations.routes'
import { invitationsPersonalData } from './invitations.personal-data'

export const invitationsModule = {
  name: 'invitations',
  routes: invitationsRoutes,
  personalData: invitationsPersonalData,
  jobs: [smsRetentionJob],
} satisfies ModuleDefinition
