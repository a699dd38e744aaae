import { useImperativeHandle, useMemo, useState, type Ref } from 'react'
import {
  Box,
  Button,
  Card,
  CardContent,
  FormControlLabel,
  FormHelperText,
  Stack,
  Switch,
  Typography,
} from '@mui/material'
import AddIcon from '@mui/icons-material/Add'
import { useTranslation } from 'react-i18next'
import type { AllowedToBring } from '@nido/domain/contracts/daily'
import { limits } from '@nido/domain/limits'
import { ChildAvatar } from './child-avatar'
import { MorningWordCard } from './morning-word-card'
import { TimeField } from './time-field'
import {
  addCard,
  addableTypes,
  hasErrors,
  initialState,
  panelErrors,
  panelSave,
  removeCard,
  replaceCard,
  setAllFine,
  setDraft,
  type ErrorKey,
  type PanelConfig,
  type PanelInitial,
  type PanelSave,
} from './morning-word-state'
import '../i18n'

export interface PanelChild {
  id: string
  firstname: string
  lastname: string
  avatarMediaId: string | null
}

/** Why the panel closed without saving. */
export type DismissReason = 'cancel' | 'unchanged' | 'invalid'

export interface MorningWordFormHandle {
  /** Spec 001 §4 "On close: saves automatically unless cancelled or the form has errors." */
  requestClose: () => void
}

export interface MorningWordFormProps {
  child: PanelChild
  config: PanelConfig
  initial: PanelInitial
  /** `HH:mm` the arrival takes when the child has no times yet (spec 001 §4). */
  defaultArrival: string
  people: AllowedToBring | null
  busy: boolean
  onSave: (save: PanelSave) => void
  onDismiss: (reason: DismissReason) => void
  handleRef?: Ref<MorningWordFormHandle>
  titleId: string
}

/**
 * The morning-word panel (spec 001 §2): the child's avatar and name with the question of how the
 * child is, the optional 'no events' switch, the arrival and departure pickers (guardian panel),
 * one card per item type, an 'add' card for the remaining types, cancel and submit.
 */
export function MorningWordForm({
  child,
  config,
  initial,
  defaultArrival,
  people,
  busy,
  onSave,
  onDismiss,
  handleRef,
  titleId,
}: MorningWordFormProps) {
  const { t } = useTranslation('daily')
  const [state, setPanelState] = useState(() => initialState(initial, config, defaultArrival))
  // A warning shows once the user has done something (changed a field, tried to submit), never
  // on a form just opened: a parent opening the morning word is not told off before typing.
  const [acted, setActed] = useState(false)
  const setState: typeof setPanelState = (next) => {
    setActed(true)
    setPanelState(next)
  }
  const errors = useMemo(() => panelErrors(state, config), [state, config])
  const invalid = hasErrors(errors)
  const shown = acted ? errors : { ...errors, arrival: undefined, departure: undefined, cards: {} }
  const name = child.firstname
  const message = (key: ErrorKey | undefined) =>
    key ? t(`errors.${key}`, { max: limits.daily.bottleQuantityMaxMl }) : null

  const submit = () => {
    if (invalid) return onDismiss('invalid')
    const save = panelSave(state, initial, config)
    if (save) onSave(save)
    else onDismiss('unchanged')
  }
  useImperativeHandle(handleRef, () => ({ requestClose: submit }))

  const addable = addableTypes(state, config)
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        setActed(true)
        if (!invalid) submit()
      }}
      sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}
    >
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', p: 2, pb: 1 }}>
        <ChildAvatar
          userId={child.id}
          firstname={child.firstname}
          lastname={child.lastname}
          avatarMediaId={child.avatarMediaId}
          size={56}
        />
        <Box>
          <Typography id={titleId} variant="h6" component="h2">
            {child.firstname} {child.lastname}
          </Typography>
          <Typography color="text.secondary">{t('drawer.question', { name })}</Typography>
        </Box>
      </Stack>
      <Stack spacing={2} sx={{ flexGrow: 1, minHeight: 0, overflowY: 'auto', px: 2, py: 1 }}>
        {config.morningWordEnabled && config.allFineEnabled && (
          <Box>
            <FormControlLabel
              control={
                <Switch
                  checked={state.allFine}
                  onChange={(e) => setState((s) => setAllFine(s, e.target.checked))}
                  disabled={busy}
                />
              }
              label={t('drawer.allFine')}
            />
            <FormHelperText sx={{ mt: 0 }}>{t('drawer.allFineHelp')}</FormHelperText>
          </Box>
        )}
        {config.timePickers && (
          <Stack
            component="fieldset"
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ border: 0, p: 0, m: 0 }}
          >
            <Typography component="legend" variant="subtitle2" sx={{ mb: 1.5 }}>
              {t('drawer.times')}
            </Typography>
            <TimeField
              label={t('drawer.arrival')}
              value={state.arrival}
              onChange={(arrival) => setState((s) => ({ ...s, arrival }))}
              error={message(shown.arrival)}
              disabled={busy}
            />
            <TimeField
              label={t('drawer.departure')}
              value={state.departure}
              onChange={(departure) => setState((s) => ({ ...s, departure }))}
              error={message(shown.departure)}
              disabled={busy}
            />
          </Stack>
        )}
        {config.morningWordEnabled ? (
          <Stack spacing={2} role="group" aria-label={t('drawer.cards')}>
            {state.items.map((item) => (
              <MorningWordCard
                key={item.type}
                item={item}
                onChange={(next) => setState((s) => replaceCard(s, next))}
                onRemove={() => setState((s) => removeCard(s, item.type))}
                errors={shown.cards[item.type] ?? {}}
                drafts={state.drafts}
                onDraft={(field, text) => setState((s) => setDraft(s, field, text))}
                allFine={state.allFine}
                people={people}
                disabled={busy}
              />
            ))}
            {addable.length > 0 && (
              <Card
                variant="outlined"
                component="section"
                aria-label={t('drawer.add')}
                sx={{ borderStyle: 'dashed' }}
              >
                <CardContent>
                  <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
                    {t('drawer.add')}
                  </Typography>
                  <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
                    {addable.map((type) => (
                      <Button
                        key={type}
                        size="small"
                        variant="outlined"
                        startIcon={<AddIcon />}
                        onClick={() => setState((s) => addCard(s, type))}
                        disabled={busy}
                        aria-label={t('drawer.addType', { type: t(`types.${type}`) })}
                      >
                        {t(`types.${type}`)}
                      </Button>
                    ))}
                  </Stack>
                </CardContent>
              </Card>
            )}
          </Stack>
        ) : (
          !config.timePickers && <Typography color="text.secondary">{t('drawer.noMorningWord')}</Typography>
        )}
      </Stack>
      <Stack
        direction="row"
        spacing={1}
        sx={{ justifyContent: 'flex-end', p: 2, borderTop: 1, borderColor: 'divider' }}
      >
        <Button onClick={() => onDismiss('cancel')} disabled={busy}>
          {t('drawer.cancel')}
        </Button>
        <Button type="submit" variant="contained" disabled={busy || (acted && invalid)}>
          {t('drawer.submit')}
        </Button>
      </Stack>
    </Box>
  )
}
