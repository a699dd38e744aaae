import { FilesNav } from '@/features/manager-children/components/page-frame'
import SchoolDocumentsPage from '@/features/manager-documents/pages/school-documents-page'

// /manager/admin/documents and /manager/admin/children/documents (spec 000 §2): the school's
// documents with the links between the manager's file lists (children, guardians, contracts…).
export default function ManagerSchoolDocumentsRoute() {
  return <SchoolDocumentsPage nav={<FilesNav />} />
}
