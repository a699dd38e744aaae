import { eq, getTableColumns } from 'drizzle-orm'
import { managerDocuments, managerDocumentTemplates } from '../../db/schema/index'
import type { PersonalData } from '../module'

// What manager-documents holds about people (docs/data-protection.md): a child's documents, their
// statuses and who decided. The generated PDFs' bytes are left out of the rows (their SHA-256
// stays; each PDF is downloadable from the child's file); the families' files are media, exported
// by the media module. Templates belong to the school, not to a person.
const { pdf: _pdf, ...documentColumns } = getTableColumns(managerDocuments)

export const managerDocumentsPersonalData: PersonalData = {
  child: [
    {
      table: managerDocuments,
      rows: ({ db }, id) =>
        db.select(documentColumns).from(managerDocuments).where(eq(managerDocuments.childId, id)),
    },
  ],
  excluded: [
    {
      table: managerDocumentTemplates,
      reason:
        'A template is the school’s text; its author is a work record, kept when they leave (set null).',
    },
  ],
}
