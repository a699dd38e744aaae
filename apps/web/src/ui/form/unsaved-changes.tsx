import { useRef, useState, type ReactNode } from 'react'
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
 * away on purpose (after a save, after a delete). A reload or a closed tab is not asked about:
 * the browser's `beforeunload` prompt would also stop scripted navigations (decision 0016).
 */
export function useUnsavedChangesPage(dirty: boolean): { allowLeave: () => void; confirmDialog: ReactNode } {
  const guard = useRef(dirty)
  guard.current = dirty
  // Once allowed, for good: a render between allowLeave() and the navigation must not re-arm it.
  const allowed = useRef(false)
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      guard.current &&
      !allowed.current &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  )
  return {
    allowLeave: () => {
      allowed.current = true
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
