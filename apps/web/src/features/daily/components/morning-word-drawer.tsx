import { ErrorBlock } from '@/ui/error-block'
import { useId, useRef, type RefObject } from 'react'
import { Box, CircularProgress, Drawer } from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { CheckIn, MorningWord } from '@nido/domain/contracts/daily'
import { useErrorText } from '@/ui/error-text'
import { useToast } from '@/ui/toast'
import { allowedToBringQuery, checkInQuery, morningWordQuery, useSaveDrawer } from '../queries'
import { defaultArrival } from '../time'
import {
  MorningWordForm,
  type DismissReason,
  type MorningWordFormHandle,
  type PanelChild,
} from './morning-word-form'
import type { PanelConfig, PanelSave } from './morning-word-state'
import { PickersProvider } from './pickers-provider'
import '../i18n'
import { now } from '@/session/clock'

/** Spec 001 §9 "Drawer width 550". */
export const drawerWidth = 550

export interface MorningWordDrawerProps {
  userId: string
  open: boolean
  onClose: () => void
  child: PanelChild
  config: PanelConfig
  /** The school's time zone: the default arrival is "now" there (spec 001 §4). */
  timezone: string | null
  /** Today's check-in and morning word when the caller has them (the guardian's current call). */
  preset?: { checkIn: CheckIn; morningWord: MorningWord } | undefined
}

/**
 * Spec 001 §2 morning-word drawer: width 550, right side, temporary. Opened by a guardian from the
 * top bar for the current child and by staff from the board for any child of their sections.
 */
export function MorningWordDrawer(props: MorningWordDrawerProps) {
  const { open, onClose, child } = props
  const { t } = useTranslation('daily')
  const titleId = useId()
  const formRef = useRef<MorningWordFormHandle>(null)
  const busyRef = useRef(false)
  return (
    <Drawer
      anchor="right"
      variant="temporary"
      open={open}
      // A temporary drawer is modal: above the top bar, which sits over docked drawers.
      sx={{ zIndex: (theme) => theme.zIndex.modal }}
      // Spec 001 §4: closing (backdrop, Escape) saves unless cancelled or invalid; never mid-save.
      onClose={() => {
        if (busyRef.current) return
        if (formRef.current) formRef.current.requestClose()
        else onClose()
      }}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': titleId,
          sx: { width: { xs: '100%', sm: drawerWidth } },
        },
      }}
    >
      {open && (
        <PickersProvider>
          <DrawerContent
            key={child.id}
            {...props}
            titleId={titleId}
            formRef={formRef}
            busyRef={busyRef}
            loadingLabel={t('common.loading')}
          />
        </PickersProvider>
      )}
    </Drawer>
  )
}

function DrawerContent({
  userId,
  child,
  config,
  timezone,
  preset,
  onClose,
  titleId,
  formRef,
  busyRef,
  loadingLabel,
}: MorningWordDrawerProps & {
  titleId: string
  formRef: RefObject<MorningWordFormHandle | null>
  busyRef: RefObject<boolean>
  loadingLabel: string
}) {
  const { t } = useTranslation('daily')
  const toast = useToast()
  const errorText = useErrorText()
  const wordQuery = useQuery({ ...morningWordQuery(userId, child.id), enabled: !preset })
  const checkQuery = useQuery({ ...checkInQuery(userId, child.id), enabled: !preset && config.timePickers })
  const wantsPeople = config.morningWordEnabled && config.allowedItems.includes('Departure')
  const peopleQuery = useQuery({ ...allowedToBringQuery(userId, child.id), enabled: wantsPeople })
  const save = useSaveDrawer(userId)
  busyRef.current = save.isPending

  const morningWord = preset?.morningWord ?? wordQuery.data
  const checkIn = preset?.checkIn ?? (config.timePickers ? checkQuery.data : null)
  const failed = (!preset && wordQuery.isError) || (!preset && config.timePickers && checkQuery.isError)
  if (failed)
    return (
      <Box sx={{ p: 2 }}>
        <ErrorBlock
          title={t('common.loadFailed')}
          error={wordQuery.error ?? checkQuery.error}
          onRetry={() => void Promise.all([wordQuery.refetch(), checkQuery.refetch()])}
        />
      </Box>
    )
  if (!morningWord || checkIn === undefined)
    return (
      <Box sx={{ p: 4, display: 'flex', justifyContent: 'center' }}>
        <CircularProgress aria-label={loadingLabel} />
      </Box>
    )

  const onSave = (body: PanelSave) =>
    save.mutate(
      { childId: child.id, ...body },
      {
        // Spec 001 §8 "Check-in submit: success toast; failure error toast with unable-to-submit text."
        onSuccess: () => {
          toast.success(t('drawer.success'))
          onClose()
        },
        // The panel stays open so nothing typed is lost; closing it again tries again.
        onError: (error) => toast.error(`${t('drawer.failure')} — ${errorText(error)}`),
      },
    )
  const onDismiss = (reason: DismissReason) => {
    if (reason === 'invalid') toast.error(t('drawer.notSavedInvalid'))
    onClose()
  }
  return (
    <MorningWordForm
      handleRef={formRef}
      titleId={titleId}
      child={child}
      config={config}
      initial={{
        allFine: morningWord.allFine,
        items: morningWord.items,
        arrival: checkIn?.arrival ?? null,
        departure: checkIn?.departure ?? null,
        pickup: checkIn?.pickup ?? null,
        morningWordExists: morningWord.exists,
      }}
      defaultArrival={defaultArrival(now(), timezone)}
      people={peopleQuery.data ?? null}
      busy={save.isPending}
      onSave={onSave}
      onDismiss={onDismiss}
    />
  )
}
