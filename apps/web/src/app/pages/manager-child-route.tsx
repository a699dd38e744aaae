import { lazy } from 'react'
import ManagerChildPage from '@/features/manager-children/pages/child-page'

// /manager/admin/children/{id}[/child|/authorizations|/contracts] is composed here: the child's
// page of the manager-children feature with the contracts tab of the manager-contracts feature
// (docs/manager-contracts.md), loaded when that tab is opened.
const ChildContracts = lazy(() => import('@/features/manager-contracts/components/child-contracts'))

export default function ManagerChildRoute() {
  return <ManagerChildPage ContractsTab={ChildContracts} />
}
