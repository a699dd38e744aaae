import { useState } from 'react'
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Step,
  StepLabel,
  Stepper,
} from '@mui/material'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { CalendarEvent } from '@nido/domain/contracts/calendar'
import { formResolver } from '@/ui/form/resolver'
import { setServerErrors } from '@/ui/form/server-errors'
import { useUnsavedChangesDialog } from '@/ui/form/unsaved-changes'
import { useToast } from '@/ui/toast'
import { useSaveEvent } from '../queries'
import {
  firstStepFields,
  initialEventForm,
  serverFields,
  toInput,
  zEventForm,
  type EventForm,
} from './event-form'
import { EventOptionsFields } from './event-options-fields'
import { EventWhenFields } from './event-when-fields'
import '../i18n'

// Spec 001 §4 Calendar: "creation step: disabled to options" — the first step holds what every
// event needs (title, when), the second the options (description, colour, alert, repeat,
// sharing, time zone). Editing an event reuses the same form. The form follows docs/forms.md:
// react-hook-form with the contract's rules (event-form.ts), server errors on their fields, and a
// question before unsaved changes are dropped.

interface Props {
  userId: string
  /** The event to edit, or null for a new one. */
  event: CalendarEvent | null
  /** A new event's day (`YYYY-MM-DD`), from a click on the calendar. */
  day: string | null
  /** The school's zone (new events), else the browser's. */
  defaultZone: string
  onClose: () => void
}

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone

export function EventDialog({ userId, event, day, defaultZone, onClose }: Props) {
  const { t } = useTranslation('calendar')
  const toast = useToast()
  const save = useSaveEvent(userId, event?.id ?? null)
  const form = useForm<EventForm>({
    defaultValues: initialEventForm(event, day, defaultZone || browserZone()),
    resolver: formResolver(zEventForm),
  })
  const [step, setStep] = useState(0)
  const { requestClose, confirmDialog } = useUnsavedChangesDialog(form.formState.isDirty, onClose)

  async function next() {
    if (await form.trigger(firstStepFields)) setStep(1)
  }

  const submit = form.handleSubmit(
    (values) => {
      const input = toInput(values)
      if (!input) return
      save.mutate(input, {
        onSuccess: () => {
          toast.success(t(event ? 'form.saved' : 'form.created'))
          onClose()
        },
        onError: (e) => {
          if (!setServerErrors(e, form.setError, serverFields(values.allDay))) return toast.apiError(e)
          // A refused title or time is on the first step: show it there.
          if (firstStepFields.some((f) => form.getFieldState(f).error)) setStep(0)
        },
      })
    },
    (errors) => {
      if (firstStepFields.some((f) => errors[f])) setStep(0)
    },
  )

  return (
    <Dialog open onClose={requestClose} fullWidth maxWidth="sm" aria-labelledby="calendar-event-dialog">
      <DialogTitle id="calendar-event-dialog">{t(event ? 'form.editTitle' : 'form.newTitle')}</DialogTitle>
      <DialogContent>
        <Stepper activeStep={step} sx={{ mb: 3 }}>
          <Step>
            <StepLabel>{t('form.stepEvent')}</StepLabel>
          </Step>
          <Step>
            <StepLabel>{t('form.stepOptions')}</StepLabel>
          </Step>
        </Stepper>
        {step === 0 ? (
          <EventWhenFields control={form.control} />
        ) : (
          <EventOptionsFields userId={userId} control={form.control} />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={requestClose}>{t('form.cancel')}</Button>
        {step === 1 && <Button onClick={() => setStep(0)}>{t('form.back')}</Button>}
        {step === 0 ? (
          <Button variant="contained" onClick={() => void next()}>
            {t('form.next')}
          </Button>
        ) : (
          <Button variant="contained" disabled={save.isPending} onClick={() => void submit()}>
            {t('form.save')}
          </Button>
        )}
      </DialogActions>
      {confirmDialog}
    </Dialog>
  )
}
