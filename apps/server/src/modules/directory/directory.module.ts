import type { ModuleDefinition } from '../module'
import { directoryPersonalData } from './directory.personal-data'
import { directoryRoutes } from './directory.routes'

// docs/directory-import.md: families and staff in and out of a spreadsheet (CSV).
export const directoryModule = {
  name: 'directory',
  routes: directoryRoutes,
  personalData: directoryPersonalData,
} satisfies ModuleDefinition
