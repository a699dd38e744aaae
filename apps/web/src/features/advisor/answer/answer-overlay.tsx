import { lazy, Suspense } from 'react'
import { useQuery } from '@tanstack/react-query'
import { advisorPopupShown } from '@nido/domain/access/shell/shell'
import type { Me } from '@nido/domain/contracts/me'
import { accessContextQuery, toAccessContext } from '@/session/access'
import { inAppMessagesQuery } from '@/session/queries'
import { meQuery } from '@/session/session'
import { useTermsGate } from '@/session/terms-gate'
import { pendingSurveysQuery } from './queries'

// Spec 000 §6 "Advisor popup: guardian, child, teacher or director, advisor enabled, terms
// accepted, not observer" (shell advisorPopupShown, on the context the shell reads anyway). It
// comes after the session's own dialogs: never over the terms (session/terms-gate.ts), nor over
// unread in-app messages. Light, as the shell carries it: the popup is a chunk of its own, fetched
// only when a survey is pending. An impersonating administrator is not asked.

const AnswerPopup = lazy(() => import('./answer-popup').then((m) => ({ default: m.AnswerPopup })))

export function AnswerOverlay() {
  const { data: me } = useQuery(meQuery)
  return me && !me.impersonatorId ? <SignedInAnswerOverlay me={me} /> : null
}

function SignedInAnswerOverlay({ me }: { me: Me }) {
  const gate = useTermsGate(me)
  const messages = useQuery({ ...inAppMessagesQuery(me), enabled: gate.settled })
  const context = useQuery({ ...accessContextQuery(me), enabled: gate.settled })
  const shown = Boolean(
    gate.settled &&
    messages.data?.items.length === 0 &&
    context.data &&
    advisorPopupShown(toAccessContext(me, context.data)),
  )
  const pending = useQuery({ ...pendingSurveysQuery(me), enabled: shown })
  if (!shown || !pending.data?.surveys.length) return null
  return (
    <Suspense fallback={null}>
      <AnswerPopup me={me} pending={pending.data} />
    </Suspense>
  )
}
