import { lazy } from 'react'
import Shell from '@/shell/shell'
import type { BuiltRoutes } from '@/shell/menus'
import type { ShellSlots } from '@/shell/slots'
import { MorningWordButton } from '@/features/daily/components/morning-word-button'
import { ChatButton } from '@/features/chat/components/chat-button'
import { NotificationButton } from '@/features/notifications/components/notification-button'
import { AnswerOverlay } from '@/features/advisor/answer/answer-overlay'

// The shell with what features put in it (ARCHITECTURE §2: the shell receives the top bar's
// feature buttons from app/; docs/decisions/0015). The buttons are light (their drawers and panels
// are their own chunks); the banner and the dialogs stay chunks of their own, fetched when shown.

// Only an impersonated session shows the banner: its chunk (and its texts) come only then.
const ImpersonationBanner = lazy(() =>
  import('@/features/impersonation/components/impersonation-banner').then((m) => ({
    default: m.ImpersonationBanner,
  })),
)
const InviteDialog = lazy(() => import('@/features/invitations/components/invite-dialog'))
const AddChildDialog = lazy(() => import('@/features/child-keys/components/add-child-dialog'))
const AdvisorHostDialog = lazy(() => import('@/features/advisor/answer/host-dialog'))

const slots: ShellSlots = {
  topBarActions: (
    <>
      <MorningWordButton />
      <ChatButton />
      <NotificationButton />
    </>
  ),
  impersonationBanner: <ImpersonationBanner />,
  InviteDialog,
  AddChildDialog,
  AdvisorHostDialog,
  overlays: <AnswerOverlay />,
}

export default function ShellRoute({ builtRoutes }: { builtRoutes: BuiltRoutes }) {
  return <Shell builtRoutes={builtRoutes} slots={slots} />
}
