import { useDeferredValue, useId, useState } from 'react'
import {
  Autocomplete,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormHelperText,
  Radio,
  RadioGroup,
  Step,
  StepLabel,
  Stepper,
  Switch,
  TextField,
  Tooltip,
  Typography,
  FormControl,
  FormLabel,
} from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useUnsavedChangesDialog } from '@/ui/form/unsaved-changes'
import type { ChatChannel, ChatUser } from '@nido/domain/contracts/chat'
import { chatColors, type ChatColor } from '@nido/domain/enums/chat'
import { useToast } from '@/ui/toast'
import { chatPalette } from '../colors'
import { recipientsQuery, useSaveChannel } from '../queries'
import '../i18n'

interface Props {
  meId: string
  /** Null: a new channel; else the channel edited (spec 001 §4 sub-state channel edition). */
  channel: ChatChannel | null
  onClose: () => void
  onSaved: (channel: ChatChannel) => void
}

/**
 * Spec 001 §4 "Creation step: disabled to participants", then options: the participants come from
 * the recipients search (who I may message, spec 001 §5), then title, colour of ten and the
 * "answers only visible by owner" option. Editing a channel reuses the same two steps.
 */
export function ChannelForm({ meId, channel, onClose, onSaved }: Props) {
  const { t } = useTranslation('chat')
  const toast = useToast()
  const id = useId()
  const [step, setStep] = useState(0)
  const [members, setMembers] = useState<ChatUser[]>(() => channel?.users.filter((u) => u.id !== meId) ?? [])
  const [input, setInput] = useState('')
  const q = useDeferredValue(input.trim())
  const recipients = useQuery(recipientsQuery(meId, q))
  const [title, setTitle] = useState(channel?.title ?? '')
  const [color, setColor] = useState<ChatColor>(channel?.color ?? 'blue')
  const [ownerOnly, setOwnerOnly] = useState(channel?.chatChannelOptions.answersOnlyVisibleByOwner ?? false)
  const save = useSaveChannel(meId)

  // STYLE habit 13 (docs/forms.md): picked members or a changed title are not lost to a stray Escape.
  const initialIds = channel?.users.filter((u) => u.id !== meId).map((u) => u.id) ?? []
  const dirty =
    members.map((u) => u.id).join() !== initialIds.join() ||
    title !== (channel?.title ?? '') ||
    color !== (channel?.color ?? 'blue') ||
    ownerOnly !== (channel?.chatChannelOptions.answersOnlyVisibleByOwner ?? false)
  const { requestClose, confirmDialog } = useUnsavedChangesDialog(dirty && !save.isPending, onClose)

  function submit() {
    const memberIds = members.map((u) => u.id)
    const common = { title: title.trim() || null, color, answersOnlyVisibleByOwner: ownerOnly }
    save.mutate(
      channel ? { id: channel.id, update: { ...common, memberIds } } : { create: { ...common, memberIds } },
      {
        onSuccess: (saved) => {
          toast.success(t(channel ? 'form.saved' : 'form.created'))
          onSaved(saved)
        },
        onError: (e) => toast.apiError(e),
      },
    )
  }

  const options = recipients.data?.items ?? []
  return (
    <Dialog open onClose={requestClose} fullWidth maxWidth="sm" aria-labelledby={`${id}-title`}>
      <DialogTitle id={`${id}-title`}>{t(channel ? 'form.editTitle' : 'form.createTitle')}</DialogTitle>
      <DialogContent>
        <Stepper activeStep={step} sx={{ mb: 3 }}>
          <Step>
            <StepLabel>{t('form.stepParticipants')}</StepLabel>
          </Step>
          <Step>
            <StepLabel>{t('form.stepOptions')}</StepLabel>
          </Step>
        </Stepper>
        {step === 0 ? (
          <Autocomplete
            multiple
            options={options}
            value={members}
            onChange={(_, value) => setMembers(value)}
            inputValue={input}
            onInputChange={(_, value) => setInput(value)}
            // The server already searched (accent and case insensitive): no second filter here.
            filterOptions={(x) => x}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            getOptionLabel={(u) => `${u.firstname} ${u.lastname}`}
            loading={recipients.isFetching}
            noOptionsText={t('form.noRecipient')}
            loadingText={t('loading')}
            renderInput={(params) => (
              <TextField
                {...params}
                autoFocus
                label={t('form.participants')}
                helperText={t('form.participantsHelp')}
              />
            )}
          />
        ) : (
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
            <TextField
              label={t('form.title')}
              value={title}
              onChange={(e) => setTitle(e.target.value)}
              helperText={t('form.titleHelp')}
              slotProps={{ htmlInput: { maxLength: 100 } }}
            />
            <FormControl>
              <FormLabel id={`${id}-color`}>{t('form.color')}</FormLabel>
              <RadioGroup
                row
                aria-labelledby={`${id}-color`}
                value={color}
                onChange={(e) => setColor(e.target.value as ChatColor)}
              >
                {chatColors.map((c) => (
                  <Tooltip key={c} title={t(`colors.${c}`)}>
                    <Radio
                      value={c}
                      slotProps={{ input: { 'aria-label': t(`colors.${c}`) } }}
                      sx={{ color: chatPalette[c], '&.Mui-checked': { color: chatPalette[c] } }}
                    />
                  </Tooltip>
                ))}
              </RadioGroup>
            </FormControl>
            <Box>
              <FormControlLabel
                control={<Switch checked={ownerOnly} onChange={(e) => setOwnerOnly(e.target.checked)} />}
                label={t('form.answersOnlyVisibleByOwner')}
              />
              <FormHelperText>{t('form.answersHelp')}</FormHelperText>
            </Box>
            <Typography variant="body2" color="text.secondary">
              {t('form.participants')}: {members.map((u) => `${u.firstname} ${u.lastname}`).join(', ')}
            </Typography>
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={requestClose}>{t('actions.cancel')}</Button>
        {step === 1 && <Button onClick={() => setStep(0)}>{t('form.back')}</Button>}
        {step === 0 ? (
          <Button variant="contained" disabled={members.length === 0} onClick={() => setStep(1)}>
            {t('form.next')}
          </Button>
        ) : (
          <Button variant="contained" disabled={save.isPending || members.length === 0} onClick={submit}>
            {t(channel ? 'form.save' : 'form.create')}
          </Button>
        )}
      </DialogActions>
      {confirmDialog}
    </Dialog>
  )
}
