import { Suspense, useSyncExternalStore } from 'react'
import { useSignedInMe } from '@/session/session'
import { useShellSlots } from './slots'

// Spec 000 §2: "invite a relative (opens a modal)" for the current child, from the desktop avatar
// menu and from the mobile drawer's account entries. The dialog lives outside both (the drawer
// closes when an entry is chosen), and is a chunk of its own, fetched when first opened (the
// invitations feature's, given by app/shell-route.tsx).

let open = false
const listeners = new Set<() => void>()

function setOpen(next: boolean): void {
  open = next
  for (const listener of listeners) listener()
}

export function openInviteDialog(): void {
  setOpen(true)
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Mounted once by the layout; shows the dialog while it is open and a child is chosen. */
export function InviteDialogHost() {
  const isOpen = useSyncExternalStore(subscribe, () => open)
  const me = useSignedInMe()
  const { InviteDialog } = useShellSlots()
  const childId = me.current.childId
  if (!isOpen || !childId || !InviteDialog) return null
  return (
    <Suspense fallback={null}>
      <InviteDialog userId={me.user.id} childId={childId} pro={false} onClose={() => setOpen(false)} />
    </Suspense>
  )
}

/** The invite entry is offered only with a current child to invite for. */
export function useInviteChildId(): string | null {
  return useSignedInMe().current.childId
}
