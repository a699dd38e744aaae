import { rateTableRows } from '../../db/schema/index'
import type { ModuleDefinition } from '../module'
import { rateTablesRoutes } from './rate-tables.routes'

// The dated rate tables of the manager's cost engine (docs/manager-pricing.md "Tables").
export const rateTablesModule = {
  name: 'rate-tables',
  routes: rateTablesRoutes,
  personalData: {
    excluded: [
      {
        table: rateTableRows,
        reason:
          'edited_by names the administrator who last changed a public rate figure; the audit log holds the history',
      },
    ],
  },
} satisfies ModuleDefinition
