import type { ActionRule } from './action-rule'
import { directorCoordinator } from '../roles'

// Spec 000 §6 "Management section: needs management enabled … Children and parents: coordinator,
// director, teacher" (docs/children-and-parents.md). Teachers see the children of their sections
// and their parents but change nothing (decision 0031): creating a child, linking a guardian,
// renewing a key or archiving is the school's managers' work, as the sections are. Observers read
// only (spec 000 §6). Every action is about children: child access governs them all (spec 000 §5,
// docs/access-levels.md): ReadOnly reads, Disabled hides.

const readers = {
  profiles: ['TEACHER', ...directorCoordinator],
  feature: 'management',
  accessLevel: 'child',
  write: false,
} as const
const writers = {
  profiles: directorCoordinator,
  feature: 'management',
  accessLevel: 'child',
  write: true,
} as const

export const childrenAndParentsActions = {
  'childrenAndParents.list': readers,
  'childrenAndParents.get': readers,
  'childrenAndParents.sectionChoices': readers,
  'childrenAndParents.create': writers,
  'childrenAndParents.update': writers,
  'childrenAndParents.addGuardian': writers,
  'childrenAndParents.updateGuardian': writers,
  'childrenAndParents.unlinkGuardian': writers,
  'childrenAndParents.renewKey': writers,
  'childrenAndParents.archive': writers,
  'childrenAndParents.restore': writers,
} as const satisfies Record<string, ActionRule>
