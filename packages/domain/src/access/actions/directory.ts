import type { ActionRule } from './action-rule'
import { directorCoordinator } from '../roles'

// docs/directory-import.md. Spec 000 §6 "Management section: needs management enabled": the
// directors and coordinators of a school bring its families and staff in from a spreadsheet and
// take them out again (the service checks every school named, 404 or UNKNOWN_SCHOOL outside them).
// Families are governed by child access, staff by team access (spec 000 §5, docs/access-levels.md);
// an import, dry run included, is a write (observers refused), an export a read.

const managers = { profiles: directorCoordinator, feature: 'management' } as const

export const directoryActions = {
  'directory.importFamilies': { ...managers, accessLevel: 'child', write: true },
  'directory.exportFamilies': { ...managers, accessLevel: 'child', write: false },
  'directory.importStaff': { ...managers, accessLevel: 'team', write: true },
  'directory.exportStaff': { ...managers, accessLevel: 'team', write: false },
} as const satisfies Record<string, ActionRule>
