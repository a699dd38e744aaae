import { lazy } from 'react'
import MyChildrenPage from '@/features/my-children/pages/my-children-page'

// /my-children is composed here: the my-children feature's list with the child-keys feature's
// add-child dialog, offered when no child is linked yet (docs/my-children.md).
const AddChildDialog = lazy(() => import('@/features/child-keys/components/add-child-dialog'))

export default function MyChildrenRoute() {
  return <MyChildrenPage AddChildDialog={AddChildDialog} />
}
