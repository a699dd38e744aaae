import type { ActionRule } from './action-rule'
import { directorCoordinator, teacherDirectorCoordinator } from '../roles'

// Spec 000 §6 manager menu: "teacher, director, coordinator for … child list"; observers read
// only. Household resources feed the price (pricing is director and coordinator's, §6), so only
// they read and write them (decision 0050). The guardian side needs the manager on, not
// manager-lite, and the guardian to hold the child's contract (§6 guardian manager menu): the
// flag is checked here, the rest by the service on the child (manager-children.ts rules).

const staffRead = { profiles: teacherDirectorCoordinator, feature: 'manager', write: false } as const
const staffWrite = { profiles: teacherDirectorCoordinator, feature: 'manager', write: true } as const
const pricingRead = { profiles: directorCoordinator, feature: 'manager', write: false } as const
const pricingWrite = { profiles: directorCoordinator, feature: 'manager', write: true } as const
const guardianRead = { profiles: ['GUARDIAN'], feature: 'manager', write: false } as const
const guardianWrite = { profiles: ['GUARDIAN'], feature: 'manager', write: true } as const

export const managerChildrenActions = {
  'managerChildren.list': staffRead,
  'managerChildren.get': staffRead,
  'managerChildren.saveFile': staffWrite,
  'managerChildren.setContractHolder': pricingWrite,
  'managerChildren.addPickupPerson': staffWrite,
  'managerChildren.updatePickupPerson': staffWrite,
  'managerChildren.removePickupPerson': staffWrite,
  'managerChildren.authorizations': staffRead,
  'managerChildren.decideAuthorization': staffWrite,
  'managerChildren.authorizationTable': staffRead,
  'managerChildren.guardians': pricingRead,
  'managerChildren.resources': pricingRead,
  'managerChildren.addResource': pricingWrite,
  'managerChildren.scopeMetadata': {
    profiles: [...teacherDirectorCoordinator, 'GUARDIAN'],
    feature: 'manager',
    write: false,
  },
  'managerChildren.guardianAuthorizations': guardianRead,
  'managerChildren.guardianDecide': guardianWrite,
  'managerChildren.guardianAbout': guardianRead,
} as const satisfies Record<string, ActionRule>
