import { lazy } from 'react'
import ChildrenWithoutGuardianPage from '@/features/data-protection/pages/children-without-guardian-page'

// The children without a guardian are composed here: the data-protection feature's list with the
// invitations feature's dialog, which links a guardian again (docs/invitations.md).
const InviteDialog = lazy(() => import('@/features/invitations/components/invite-dialog'))

export default function ChildrenWithoutGuardianRoute() {
  return <ChildrenWithoutGuardianPage InviteDialog={InviteDialog} />
}
