import { lazy } from 'react'
import ManagerChildPage from '@/features/manager-children/pages/child-page'

// /manager/admin/children/{id}[/child|/authorizations|/contracts|/documents] is composed here: the
// child's page of the manager-children feature with the contracts tab of the manager-contracts
// feature (docs/manager-contracts.md) and the documents tab of the manager-documents feature,
// each loaded when its tab is opened.
const ChildContracts = lazy(() => import('@/features/manager-contracts/components/child-contracts'))
const ChildDocuments = lazy(() => import('@/features/manager-documents/components/child-documents'))

export default function ManagerChildRoute() {
  return <ManagerChildPage ContractsTab={ChildContracts} DocumentsTab={ChildDocuments} />
}
