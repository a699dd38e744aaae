import type { ModuleDefinition } from '../module'
import { visibleInputDocuments } from './manager-documents.media'
import { managerDocumentsPersonalData } from './manager-documents.personal-data'
import { managerDocumentsRoutes } from './manager-documents.routes'

// Spec 000 §2 manager templates and documents, §3 template modes and statuses
// (docs/manager-documents.md).
export const managerDocumentsModule = {
  name: 'manager-documents',
  routes: managerDocumentsRoutes,
  personalData: managerDocumentsPersonalData,
  mediaKinds: { 'input-document': visibleInputDocuments },
} satisfies ModuleDefinition
