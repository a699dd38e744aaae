import type { ActionRule } from './action-rule'
import type { ProfileType } from '../../enums/people'

// Spec 000 §6 manager menu: "teacher, director, coordinator for dashboard …"; "Director and
// coordinator for … structure, openings, … pricing"; "Coordinator only for group settings". None
// of these is restricted by manager-lite or to non-observers there, so observers read them and,
// as everywhere, never write (FORBIDDEN_OBSERVER). All need the manager module on in the current
// school. Which school and group: the current school's, in the actor's tree (the service).

const pros = ['TEACHER', 'DIRECTOR', 'COORDINATOR'] as const
const dc = ['DIRECTOR', 'COORDINATOR'] as const
const read = { profiles: dc, write: false, feature: 'manager' } as const
const write = { profiles: dc, write: true, feature: 'manager' } as const

export const managerStructureActions = {
  'managerStructure.occupation': { profiles: pros, write: false, feature: 'manager' },
  'managerStructure.get': read,
  'managerStructure.update': write,
  'managerStructure.openings': read,
  'managerStructure.updateOpenings': write,
  'managerStructure.closings': read,
  'managerStructure.createClosing': write,
  'managerStructure.updateClosing': write,
  'managerStructure.deleteClosing': write,
  'managerStructure.serviceOptions': read,
  'managerStructure.createServiceOption': write,
  'managerStructure.updateServiceOption': write,
  'managerStructure.archiveServiceOption': write,
  'managerStructure.groupSettings': { profiles: ['COORDINATOR'], write: false, feature: 'manager' },
  'managerStructure.updateGroupSettings': { profiles: ['COORDINATOR'], write: true, feature: 'manager' },
} as const satisfies Record<string, ActionRule & { profiles: readonly ProfileType[] }>
