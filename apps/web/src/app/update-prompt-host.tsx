import { lazy, Suspense, useState, useSyncExternalStore } from 'react'
import { subscribeWaiting, waitingWorker } from './service-worker'

// The prompt's code (MUI's Snackbar) comes only when a new version waits (docs/web-weight.md).
const UpdatePrompt = lazy(() => import('./update-prompt'))

export function UpdatePromptHost() {
  const waiting = useSyncExternalStore(subscribeWaiting, waitingWorker)
  const [dismissed, setDismissed] = useState<ServiceWorker | null>(null)
  if (!waiting || waiting === dismissed) return null
  return (
    <Suspense fallback={null}>
      <UpdatePrompt onClose={() => setDismissed(waiting)} />
    </Suspense>
  )
}
