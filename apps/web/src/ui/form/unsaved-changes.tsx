import { useEffect, useRef, useState, type ReactNode } from 'react'
import { useBlocker } from 'react-router'
import { useTranslation } from 'react-i18next'
import { ConfirmDialog } from '@/ui/confirm-dialog'
import './i18n'

// STYLE habit 13: a form with unsaved changes asks before it closes (docs/forms.md). Dialogs route
// their Cancel, Escape and backdrop through `requestClose`; pages block in-app navigation with the
// router's blocker. Both ask with the one ConfirmDialog of ui/.

function UnsavedDialog({
  open,
  onDiscard,
  onKeep,
}: {
  open: boolean
  onDiscard: () => void
  onKeep: () => void
}) {
  const { t } = useTranslation('form')
  return (
    <ConfirmDialog
      open={open}
      title={t('unsaved.title')}
      text={t('unsaved.text')}
      confirm={t('unsaved.discard')}
      onConfirm={onDiscard}
      onClose={onKeep}
    />
  )
}

/** A dialog's close: straight through when nothing changed, else after the question. */
export function useUnsavedChangesDialog(
  dirty: boolean,
  close: () => void,
): { requestClose: () => void; confirmDialog: ReactNode } {
  const [asking, setAsking] = useState(false)
  return {
    requestClose: () => (dirty ? setAsking(true) : close()),
    confirmDialog: (
      <UnsavedDialog
        open={asking}
        onDiscard={() => {
          setAsking(false)
          close()
        }}
        onKeep={() => setAsking(false)}
      />
    ),
  }
}

/**
 * A page's form: leaving for another route asks while `dirty`. `allowLeave()` before navigating
 * away on purpose (after a save, after a delete). A reload or a closed tab asks through the
 * browser's own prompt.
 */
export function useUnsavedChangesPage(dirty: boolean): { allowLeave: () => void; confirmDialog: ReactNode } {
  const guard = useRef(dirty)
  guard.current = dirty
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      guard.current &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  )
  useEffect(() => {
    if (!dirty) return
    const ask = (event: BeforeUnloadEvent) => event.preventDefault()
    window.addEventListener('beforeunload', ask)
    return () => window.removeEventListener('beforeunload', ask)
  }, [dirty])
  return {
    allowLeave: () => {
      guard.current = false
    },
    confirmDialog: (
      <UnsavedDialog
        open={blocker.state === 'blocked'}
        onDiscard={() => blocker.proceed?.()}
        onKeep={() => blocker.reset?.()}
      />
    ),
  }
}
