import { platformRetentionJobs } from '../../platform/retention'
import type { ModuleDefinition } from '../module'
import { exportRetentionJob } from './data-protection.retention'
import { dataProtectionRoutes } from './data-protection.routes'
import { dataProtectionPersonalData } from './data-protection.personal-data'

export const dataProtectionModule = {
  name: 'data-protection',
  routes: dataProtectionRoutes,
  personalData: dataProtectionPersonalData,
  // docs/retention.md: data protection runs the clean-ups of the platform's own tables too.
  jobs: [exportRetentionJob, ...platformRetentionJobs],
} satisfies ModuleDefinition
