import type { ActionRule } from './action-rule'
import { directorCoordinator } from '../roles'

// Spec 000 §6 "Management section: needs management enabled … Team manager, groups and
// invitations: coordinator, director" and the /sections entry of the menu (shell/menu.ts): the
// sections of a school are managed by its directors and coordinators, over the schools of their
// scope (the service checks the school, 404 outside it). Teachers, families, sponsors and admins
// are refused. Observers read the lists but change nothing (spec 000 §6 "Observers are read-only").
// Section access (spec 000 §5, docs/access-levels.md): ReadOnly reads them, Disabled hides them.

const managers = { profiles: directorCoordinator, feature: 'management', accessLevel: 'section' } as const

export const sectionsActions = {
  'sections.list': { ...managers, write: false },
  'sections.members': { ...managers, write: false },
  'sections.candidates': { ...managers, write: false },
  'sections.create': { ...managers, write: true },
  'sections.rename': { ...managers, write: true },
  'sections.archive': { ...managers, write: true },
  'sections.assignStaff': { ...managers, write: true },
  'sections.unassignStaff': { ...managers, write: true },
  'sections.assignChild': { ...managers, write: true },
  'sections.unassignChild': { ...managers, write: true },
} as const satisfies Record<string, ActionRule>
