import { FilesNav } from '@/features/manager-children/components/page-frame'
import SchoolContractsPage from '@/features/manager-contracts/pages/school-contracts-page'

// /manager/admin/contracts (docs/manager-contracts.md "Pages"): the school's contracts with the
// links between the manager's file lists (children, guardians, authorizations, contracts).
export default function ManagerSchoolContractsRoute() {
  return <SchoolContractsPage nav={<FilesNav />} />
}
