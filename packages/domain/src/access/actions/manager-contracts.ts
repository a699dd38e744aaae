import type { ActionRule } from './action-rule'
import { directorCoordinator, teacherDirectorCoordinator } from '../roles'

// Spec 000 §6 manager menu: contracts are part of the child's file (teachers read them with the
// file), pricing and signing are director and coordinator's; observers read only. The guardian
// side needs the manager on, not manager-lite, and the guardian to hold the child's contract
// (§6 guardian manager menu): the flag is checked here, the rest by the service on the child.

const staffRead = { profiles: teacherDirectorCoordinator, feature: 'manager', write: false } as const
const pricingWrite = { profiles: directorCoordinator, feature: 'manager', write: true } as const
const guardianRead = { profiles: ['GUARDIAN'], feature: 'manager', write: false } as const
const guardianWrite = { profiles: ['GUARDIAN'], feature: 'manager', write: true } as const

export const managerContractsActions = {
  'managerContracts.list': staffRead,
  'managerContracts.schoolList': staffRead,
  'managerContracts.get': staffRead,
  'managerContracts.create': pricingWrite,
  'managerContracts.update': pricingWrite,
  'managerContracts.remove': pricingWrite,
  'managerContracts.reprice': pricingWrite,
  'managerContracts.decisions': staffRead,
  'managerContracts.submitEstimate': pricingWrite,
  'managerContracts.send': pricingWrite,
  'managerContracts.pdf': staffRead,
  'managerContracts.guardianList': guardianRead,
  'managerContracts.guardianGet': guardianRead,
  'managerContracts.acceptEstimate': guardianWrite,
  'managerContracts.sign': guardianWrite,
  'managerContracts.guardianPdf': guardianRead,
} as const satisfies Record<string, ActionRule>
