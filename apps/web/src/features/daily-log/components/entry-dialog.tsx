import { useState, type ReactNode } from 'react'
import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material'
import { useTranslation } from 'react-i18next'
import type { DailyEntry, EntryDataInput, EntryInput } from '@nido/domain/contracts/daily-log'
import { dailyEntryKinds, type DailyEntryKind } from '@nido/domain/enums/daily'
import {
  bottleContents,
  careTypes,
  changeTypes,
  clothingItems,
  dailyActivities,
  dailyMoods,
  mealQuantities,
  mealTypes,
  medicationTypes,
  stoolTypes,
  toBringItems,
} from '@nido/domain/enums/daily-log'
import { limits } from '@nido/domain/limits'
import { bottleQuantityError, bottleStepMl, temperatureError } from '@nido/domain/rules/daily-measures'
import { isOnTimeStep, roundToTimeStep, timeStepMinutes } from '@nido/domain/rules/daily-times'
import { entryCommentMaxLength } from '@nido/domain/rules/daily-log'
import { AudioRecorder } from './audio-recorder'

/** What the form needs of an entry it changes. */
type EditedEntry = Pick<DailyEntry, 'kind' | 'time' | 'comment' | 'data'>
import '../i18n'

// Issue 7 item 1: the form of an entry of any kind (spec 001 §3 sub-enumerations) with its time on
// 5-minute steps (§9), the bottle quantity in 10 mL steps up to the limit and the temperature
// rule (§5), the same rules the server applies.

interface Fields {
  kind: DailyEntryKind
  time: string
  comment: string
  mealType: string
  quantity: string
  content: string
  quantityMl: string
  changeType: string
  stool: string
  careType: string
  endTime: string
  mood: string
  activities: string[]
  medication: string
  temperature: string
  items: string[]
  pickedUpBy: string
  mediaId: string | null
}

function nowTime(): string {
  const now = new Date()
  const hhmm = `${String(now.getHours()).padStart(2, '0')}:${String(now.getMinutes()).padStart(2, '0')}`
  return roundToTimeStep(hhmm)
}

function initialFields(entry: EditedEntry | null): Fields {
  const base: Fields = {
    kind: 'meal',
    time: nowTime(),
    comment: '',
    mealType: 'Lunch',
    quantity: 'Good',
    content: 'Milk',
    quantityMl: '',
    changeType: 'Changes',
    stool: 'Normal',
    careType: 'Drp',
    endTime: '',
    mood: 'Joyful',
    activities: [],
    medication: '',
    temperature: '',
    items: [],
    pickedUpBy: '',
    mediaId: null,
  }
  if (!entry) return base
  const d = entry.data
  const f: Fields = { ...base, kind: entry.kind, time: entry.time, comment: entry.comment }
  if (d.kind === 'meal') Object.assign(f, { mealType: d.mealType, quantity: d.quantity })
  if (d.kind === 'bottle') Object.assign(f, { content: d.content, quantityMl: String(d.quantityMl) })
  if (d.kind === 'soup') f.quantity = d.quantity
  if (d.kind === 'changes') Object.assign(f, { changeType: d.changeType, stool: d.stool })
  if (d.kind === 'heals') f.careType = d.careType
  if (d.kind === 'nap') f.endTime = d.endTime ?? ''
  if (d.kind === 'mood') f.mood = d.mood
  if (d.kind === 'activities') f.activities = d.activities
  if (d.kind === 'drug') f.medication = d.medication ?? ''
  if (d.kind === 'temperature') f.temperature = String(d.value)
  if (d.kind === 'to-bring' || d.kind === 'forgotten') f.items = d.items
  if (d.kind === 'departure') f.pickedUpBy = d.pickedUpBy
  if (d.kind === 'audio-message') f.mediaId = d.mediaId
  return f
}

/** The entry to send, or the field keys in error. */
function build(f: Fields): { entry: EntryInput; errors: Record<string, string> } {
  const errors: Record<string, string> = {}
  if (!/^\d\d:\d\d$/.test(f.time) || !isOnTimeStep(f.time)) errors.time = 'dialog.timeStep'
  let data: EntryDataInput
  switch (f.kind) {
    case 'meal':
      data = { kind: 'meal', mealType: f.mealType as 'Lunch', quantity: f.quantity as 'Good' }
      break
    case 'bottle': {
      const value = f.quantityMl === '' ? null : Number(f.quantityMl)
      if (bottleQuantityError(value) !== null) errors.quantityMl = 'dialog.bottleMax'
      data = { kind: 'bottle', content: f.content as 'Milk', quantityMl: Math.trunc(value ?? 0) }
      break
    }
    case 'soup':
      data = { kind: 'soup', quantity: f.quantity as 'Good' }
      break
    case 'changes':
      data = { kind: 'changes', changeType: f.changeType as 'Changes', stool: f.stool as 'Normal' }
      break
    case 'heals':
      data = { kind: 'heals', careType: f.careType as 'Drp' }
      break
    case 'nap':
      if (f.endTime && !isOnTimeStep(f.endTime)) errors.endTime = 'dialog.timeStep'
      data = { kind: 'nap', endTime: f.endTime || null }
      break
    case 'note':
    case 'incident':
      if (!f.comment.trim()) errors.comment = 'dialog.commentRequired'
      data = { kind: f.kind }
      break
    case 'audio-message':
      if (!f.mediaId) errors.mediaId = 'audio.required'
      data = { kind: 'audio-message', mediaId: f.mediaId ?? '' }
      break
    case 'mood':
      data = { kind: 'mood', mood: f.mood as 'Joyful' }
      break
    case 'activities':
      if (f.activities.length === 0) errors.activities = 'dialog.pickOne'
      data = { kind: 'activities', activities: f.activities as ['Music'] }
      break
    case 'drug':
      if (!f.medication && !f.comment.trim()) errors.comment = 'dialog.commentRequired'
      data = { kind: 'drug', medication: (f.medication || null) as 'Liniment' | null }
      break
    case 'temperature': {
      const value = Number(f.temperature)
      const error = f.temperature === '' ? 'temperatureCelsius' : temperatureError(value)
      if (error) errors.temperature = `dialog.${error}`
      data = { kind: 'temperature', value }
      break
    }
    case 'to-bring':
    case 'forgotten':
      if (f.items.length === 0) errors.items = 'dialog.pickOne'
      data =
        f.kind === 'to-bring'
          ? { kind: 'to-bring', items: f.items as ['Diapers'] }
          : { kind: 'forgotten', items: f.items as ['Coat'] }
      break
    case 'departure':
      data = { kind: 'departure', pickedUpBy: f.pickedUpBy.trim() }
      break
  }
  return { entry: { time: f.time, comment: f.comment.trim(), data }, errors }
}

export function EntryDialog({
  open,
  entry,
  childCount,
  pending,
  onClose,
  onSubmit,
}: {
  open: boolean
  /** The entry to change, or null for a new one. */
  entry: EditedEntry | null
  childCount: number
  pending: boolean
  onClose: () => void
  onSubmit: (entry: EntryInput) => void
}) {
  const { t } = useTranslation('dailyLog')
  const [fields, setFields] = useState<Fields>(() => initialFields(entry))
  const [submitted, setSubmitted] = useState(false)
  const set = (patch: Partial<Fields>) => setFields((f) => ({ ...f, ...patch }))
  const { entry: value, errors } = build(fields)
  const error = (key: string) =>
    submitted && errors[key]
      ? t(errors[key] as 'title', { max: limits.daily.bottleQuantityMaxMl })
      : undefined
  const label = (group: string, v: string) => t(`values.${group}.${v}` as 'title')

  const select = (key: keyof Fields, labelKey: string, group: string, options: readonly string[]) => (
    <TextField
      select
      label={t(labelKey as 'title')}
      value={fields[key]}
      onChange={(e) => set({ [key]: e.target.value })}
      fullWidth
    >
      {options.map((o) => (
        <MenuItem key={o} value={o}>
          {label(group, o)}
        </MenuItem>
      ))}
    </TextField>
  )

  const checks = (
    key: 'activities' | 'items',
    labelKey: string,
    group: string,
    options: readonly string[],
  ) => (
    <FormControl error={Boolean(error(key))} component="fieldset">
      <FormLabel component="legend">{t(labelKey as 'title')}</FormLabel>
      <FormGroup row>
        {options.map((o) => (
          <FormControlLabel
            key={o}
            control={
              <Checkbox
                checked={fields[key].includes(o)}
                onChange={(e) =>
                  set({
                    [key]: e.target.checked ? [...fields[key], o] : fields[key].filter((x) => x !== o),
                  })
                }
              />
            }
            label={label(group, o)}
          />
        ))}
      </FormGroup>
      {error(key) && <FormHelperText>{error(key)}</FormHelperText>}
    </FormControl>
  )

  let kindFields: ReactNode = null
  switch (fields.kind) {
    case 'meal':
      kindFields = (
        <>
          {select('mealType', 'dialog.mealType', 'mealType', mealTypes)}
          {select('quantity', 'dialog.quantity', 'mealQuantity', mealQuantities)}
        </>
      )
      break
    case 'soup':
      kindFields = select('quantity', 'dialog.quantity', 'mealQuantity', mealQuantities)
      break
    case 'bottle':
      kindFields = (
        <>
          {select('content', 'dialog.content', 'bottleContent', bottleContents)}
          <TextField
            type="number"
            label={t('dialog.quantityMl')}
            value={fields.quantityMl}
            onChange={(e) => set({ quantityMl: e.target.value })}
            slotProps={{ htmlInput: { min: 0, max: limits.daily.bottleQuantityMaxMl, step: bottleStepMl } }}
            error={Boolean(error('quantityMl'))}
            helperText={t('dialog.bottleMax', { max: limits.daily.bottleQuantityMaxMl })}
          />
        </>
      )
      break
    case 'changes':
      kindFields = (
        <>
          {select('changeType', 'dialog.changeType', 'changeType', changeTypes)}
          {select('stool', 'dialog.stool', 'stool', stoolTypes)}
        </>
      )
      break
    case 'heals':
      kindFields = select('careType', 'dialog.careType', 'careType', careTypes)
      break
    case 'nap':
      kindFields = (
        <TextField
          type="time"
          label={t('dialog.endTime')}
          value={fields.endTime}
          onChange={(e) => set({ endTime: e.target.value })}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: timeStepMinutes * 60 } }}
          error={Boolean(error('endTime'))}
          helperText={error('endTime') ?? t('dialog.stillAsleep')}
        />
      )
      break
    case 'mood':
      kindFields = select('mood', 'dialog.mood', 'mood', dailyMoods)
      break
    case 'activities':
      kindFields = checks('activities', 'dialog.activities', 'activity', dailyActivities)
      break
    case 'drug':
      kindFields = (
        <TextField
          select
          label={t('dialog.medication')}
          value={fields.medication}
          onChange={(e) => set({ medication: e.target.value })}
        >
          <MenuItem value="">{t('dialog.otherMedication')}</MenuItem>
          {medicationTypes.map((m) => (
            <MenuItem key={m} value={m}>
              {label('medication', m)}
            </MenuItem>
          ))}
        </TextField>
      )
      break
    case 'temperature':
      kindFields = (
        <TextField
          type="number"
          label={t('dialog.temperature')}
          value={fields.temperature}
          onChange={(e) => set({ temperature: e.target.value })}
          slotProps={{ htmlInput: { step: 0.1 } }}
          error={Boolean(error('temperature'))}
          helperText={error('temperature')}
        />
      )
      break
    case 'to-bring':
      kindFields = checks('items', 'dialog.items', 'toBring', toBringItems)
      break
    case 'forgotten':
      kindFields = checks('items', 'dialog.items', 'clothing', clothingItems)
      break
    case 'departure':
      kindFields = (
        <TextField
          label={t('dialog.pickedUpBy')}
          value={fields.pickedUpBy}
          onChange={(e) => set({ pickedUpBy: e.target.value })}
          slotProps={{ htmlInput: { maxLength: limits.daily.pickupNameMaxLength } }}
        />
      )
      break
    case 'audio-message':
      kindFields = (
        <FormControl error={Boolean(error('mediaId'))} component="fieldset">
          <FormLabel component="legend">{t('dialog.audio')}</FormLabel>
          <AudioRecorder onChange={(mediaId) => set({ mediaId })} />
          {error('mediaId') && <FormHelperText>{error('mediaId')}</FormHelperText>}
        </FormControl>
      )
      break
    default:
      kindFields = null
  }

  const submit = () => {
    setSubmitted(true)
    if (Object.keys(errors).length === 0) onSubmit(value)
  }

  return (
    <Dialog open={open} onClose={pending ? undefined : onClose} fullWidth maxWidth="sm">
      <DialogTitle>{entry ? t('dialog.titleEdit') : t('dialog.titleNew', { count: childCount })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            select
            label={t('dialog.kind')}
            value={fields.kind}
            onChange={(e) => set({ kind: e.target.value as DailyEntryKind })}
            disabled={Boolean(entry)}
          >
            {dailyEntryKinds.map((k) => (
              <MenuItem key={k} value={k}>
                {t(`kinds.${k}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            type="time"
            label={t('dialog.time')}
            value={fields.time}
            onChange={(e) => set({ time: e.target.value })}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: timeStepMinutes * 60 } }}
            error={Boolean(error('time'))}
            helperText={error('time')}
          />
          {kindFields}
          <TextField
            label={t('dialog.comment')}
            value={fields.comment}
            onChange={(e) => set({ comment: e.target.value })}
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: entryCommentMaxLength } }}
            error={Boolean(error('comment'))}
            helperText={error('comment')}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pending}>
          {t('cancel')}
        </Button>
        <Button variant="contained" onClick={submit} disabled={pending}>
          {t('save')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
