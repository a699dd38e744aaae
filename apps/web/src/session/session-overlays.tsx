import { lazy, Suspense } from 'react'
import { useQuery } from '@tanstack/react-query'
import type { Me } from '@nido/domain/contracts/me'
import { useSessionHealth } from './health'
import { inAppMessagesQuery } from './queries'
import { meQuery } from './session'
import { useTermsGate } from './terms-gate'

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
  const { mustAccept, waiting } = useTermsGate(me)
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
