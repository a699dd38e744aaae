import { Suspense, useSyncExternalStore } from 'react'
import { useShellSlots } from './slots'

// Spec 000 §6 "Advisor-guest coordinators can open the host answer dialog", from the menu's
// advisor-host entry (no route). The dialog lives outside the menu (the drawer closes when an entry
// is chosen) and is the advisor feature's chunk, given by app/shell-route.tsx and fetched when
// first opened.

let open = false
const listeners = new Set<() => void>()

function setOpen(next: boolean): void {
  open = next
  for (const listener of listeners) listener()
}

export function openAdvisorHostDialog(): void {
  setOpen(true)
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Mounted once by the layout; shows the dialog while it is open. */
export function AdvisorHostDialogHost() {
  const isOpen = useSyncExternalStore(subscribe, () => open)
  const { AdvisorHostDialog } = useShellSlots()
  if (!isOpen || !AdvisorHostDialog) return null
  return (
    <Suspense fallback={null}>
      <AdvisorHostDialog onClose={() => setOpen(false)} />
    </Suspense>
  )
}
