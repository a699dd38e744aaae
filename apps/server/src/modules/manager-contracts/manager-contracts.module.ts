import type { ModuleDefinition } from '../module'
import { managerContractsPersonalData } from './manager-contracts.personal-data'
import { managerContractsRoutes } from './manager-contracts.routes'

// Spec 000 §2 manager contracts, 001 §3 "Contract (cost calculation)" (docs/manager-contracts.md).
export const managerContractsModule = {
  name: 'manager-contracts',
  routes: managerContractsRoutes,
  personalData: managerContractsPersonalData,
} satisfies ModuleDefinition
