import type { ActionRule } from './action-rule'
import { directorCoordinator, teacherDirectorCoordinator } from '../roles'

// Spec 000 §6 manager menu: templates and contract templates are director and coordinator's;
// a child's documents are part of the child's file (teachers read them with the file); writing
// and deciding on them is director and coordinator's; observers read only. The guardian side
// needs the manager on, not manager-lite, and the guardian to hold the child's contract (§6
// guardian manager menu): the flag is checked here, the rest by the service on the child.

const managers = { profiles: directorCoordinator, feature: 'manager', write: false } as const
const managersWrite = { profiles: directorCoordinator, feature: 'manager', write: true } as const
const staffRead = { profiles: teacherDirectorCoordinator, feature: 'manager', write: false } as const
const guardianRead = { profiles: ['GUARDIAN'], feature: 'manager', write: false } as const
const guardianWrite = { profiles: ['GUARDIAN'], feature: 'manager', write: true } as const

export const managerDocumentsActions = {
  'managerDocuments.templates': managers,
  'managerDocuments.createTemplate': managersWrite,
  'managerDocuments.updateTemplate': managersWrite,
  'managerDocuments.removeTemplate': managersWrite,
  'managerDocuments.childDocuments': staffRead,
  'managerDocuments.generate': managersWrite,
  'managerDocuments.schoolDocuments': staffRead,
  'managerDocuments.send': managersWrite,
  'managerDocuments.validate': managersWrite,
  'managerDocuments.refuse': managersWrite,
  'managerDocuments.remove': managersWrite,
  'managerDocuments.pdf': staffRead,
  'managerDocuments.guardianDocuments': guardianRead,
  'managerDocuments.upload': guardianWrite,
  'managerDocuments.cancel': guardianWrite,
  'managerDocuments.guardianPdf': guardianRead,
} as const satisfies Record<string, ActionRule>
