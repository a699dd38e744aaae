import type { ModuleDefinition } from '../module'
import { sectionsRoutes } from './sections.routes'

// Spec 000 §2 /sections (docs/sections.md). The tables it writes (staff_assignments,
// child_sections) are declared for the data export by the account module, which owns the person.
export const sectionsModule = {
  name: 'sections',
  routes: sectionsRoutes,
} satisfies ModuleDefinition
