import { lazy, Suspense } from 'react'
import { useQuery } from '@tanstack/react-query'
import type { Me } from '@nido/domain/contracts/me'
import { isOneOf, mainSiteProfiles } from '@nido/domain/access/roles'
import { useSessionHealth } from './health'
import { inAppMessagesQuery, termsQuery } from './queries'
import { meQuery } from './session'

// The dialogs that belong to the session; the layouts mount this once. One at a time, by
// priority: a destroyed session first (nothing else matters), then the terms of use that must be
// accepted (spec 000 §6: nothing is usable before), then the in-app messages (spec 000 §4).
// Each dialog is its own chunk, fetched only when it has something to show (docs/web-weight.md):
// most visits show none of them.

const SessionDestroyedDialog = lazy(() =>
  import('./session-destroyed-dialog').then((m) => ({ default: m.SessionDestroyedDialog })),
)
const TermsDialog = lazy(() => import('./terms-dialog').then((m) => ({ default: m.TermsDialog })))
const InAppMessages = lazy(() => import('./in-app-messages').then((m) => ({ default: m.InAppMessages })))

export function SessionOverlays() {
  const { data: me } = useQuery(meQuery)
  const destroyed = useSessionHealth(Boolean(me))
  if (!me) return null
  if (destroyed)
    return (
      <Suspense fallback={null}>
        <SessionDestroyedDialog />
      </Suspense>
    )
  return <SignedInOverlays me={me} />
}

function SignedInOverlays({ me }: { me: Me }) {
  // The terms are the main site's (spec 000 §6): a super or group admin, who cannot use it, is
  // told so and shown the administration first, and is never stopped by them.
  const mainSite = isOneOf(me.meta.userPermission.profileType, mainSiteProfiles)
  const terms = useQuery({ ...termsQuery(me), enabled: mainSite })
  // An impersonating admin does not accept terms in the user's name.
  const mustAccept = Boolean(mainSite && terms.data && !terms.data.validatedCgu && !me.impersonatorId)
  const waiting = mainSite && !terms.data && terms.isPending
  // The query InAppMessages reads, asked here when it used to mount, so that its chunk is fetched
  // only when there is a message to show.
  const messages = useQuery({ ...inAppMessagesQuery(me), enabled: !mustAccept && !waiting })
  if (mustAccept)
    return (
      <Suspense fallback={null}>
        <TermsDialog me={me} />
      </Suspense>
    )
  if (waiting || !messages.data?.items.length) return null
  return (
    <Suspense fallback={null}>
      <InAppMessages me={me} />
    </Suspense>
  )
}
