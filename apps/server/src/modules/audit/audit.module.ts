import type { ModuleDefinition } from '../module'
import { auditRoutes } from './audit.routes'

// The audit log viewer. The table itself is written by platform/audit.ts and declared as
// personal data by data-protection (the actor's own entries).
export const auditModule = {
  name: 'audit',
  routes: auditRoutes,
} satisfies ModuleDefinition
