import { useQuery } from '@tanstack/react-query'
import type { Me } from '@nido/domain/contracts/me'
import { useSessionHealth } from './health'
import { InAppMessages } from './InAppMessages'
import { termsQuery } from './queries'
import { SessionDestroyedDialog } from './SessionDestroyedDialog'
import { meQuery } from './session'
import { TermsDialog } from './TermsDialog'

// The dialogs that belong to the session; the layouts mount this once. One at a time, by
// priority: a destroyed session first (nothing else matters), then the terms of use that must be
// accepted (spec 000 §6: nothing is usable before), then the in-app messages (spec 000 §4).
export function SessionOverlays() {
  const { data: me } = useQuery(meQuery)
  const destroyed = useSessionHealth(Boolean(me))
  if (!me) return null
  if (destroyed) return <SessionDestroyedDialog />
  return <SignedInOverlays me={me} />
}

function SignedInOverlays({ me }: { me: Me }) {
  const terms = useQuery(termsQuery(me))
  // An impersonating admin does not accept terms in the user's name.
  if (terms.data && !terms.data.validatedCgu && !me.impersonatorId) return <TermsDialog me={me} />
  if (!terms.data && terms.isPending) return null
  return <InAppMessages me={me} />
}
