import { Checkbox, FormControl, FormControlLabel, FormGroup, FormLabel, MenuItem } from '@mui/material'
import type { ReactNode } from 'react'
import { useController, useWatch, type Control, type FieldError as FieldErrorType } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
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
import { bottleStepMl } from '@nido/domain/rules/daily-measures'
import { timeStepMinutes } from '@nido/domain/rules/daily-times'
import { FieldError } from '@/ui/form/field-error'
import { FormTextField } from '@/ui/form/text-field'
import { AudioRecorder } from './audio-recorder'
import type { EntryFields } from './entry-form'
import '../i18n'

// The fields of the chosen kind (spec 001 §3 sub-enumerations), between the time and the comment.

type Control_ = Control<EntryFields>
type ListField = 'activities' | 'items'

function Select({
  control,
  name,
  labelKey,
  group,
  options,
  noneLabel,
  fullWidth = true,
}: {
  control: Control_
  name: keyof EntryFields
  labelKey: string
  group: string
  options: readonly string[]
  /** A first choice with the empty value (the medication: "other"). */
  noneLabel?: string
  fullWidth?: boolean
}) {
  const { t } = useTranslation('dailyLog')
  return (
    <FormTextField control={control} name={name} select label={t(labelKey as 'title')} fullWidth={fullWidth}>
      {noneLabel !== undefined && <MenuItem value="">{noneLabel}</MenuItem>}
      {options.map((o) => (
        <MenuItem key={o} value={o}>
          {t(`values.${group}.${o}` as 'title')}
        </MenuItem>
      ))}
    </FormTextField>
  )
}

/** A group of controls under one legend, with the group's error below. */
function Fieldset({
  label,
  error,
  children,
}: {
  label: string
  error: FieldErrorType | undefined
  children: ReactNode
}) {
  return (
    <FormControl error={Boolean(error)} component="fieldset">
      <FormLabel component="legend">{label}</FormLabel>
      {children}
      <FieldError error={error} />
    </FormControl>
  )
}

function Checks({
  control,
  name,
  labelKey,
  group,
  options,
}: {
  control: Control_
  name: ListField
  labelKey: string
  group: string
  options: readonly string[]
}) {
  const { t } = useTranslation('dailyLog')
  const { field, fieldState } = useController({ control, name })
  return (
    <Fieldset label={t(labelKey as 'title')} error={fieldState.error}>
      <FormGroup row>
        {options.map((o) => (
          <FormControlLabel
            key={o}
            control={
              <Checkbox
                checked={field.value.includes(o)}
                onChange={(e) =>
                  field.onChange(e.target.checked ? [...field.value, o] : field.value.filter((x) => x !== o))
                }
              />
            }
            label={t(`values.${group}.${o}` as 'title')}
          />
        ))}
      </FormGroup>
    </Fieldset>
  )
}

function AudioField({ control }: { control: Control_ }) {
  const { t } = useTranslation('dailyLog')
  const { field, fieldState } = useController({ control, name: 'mediaId' })
  return (
    <Fieldset label={t('dialog.audio')} error={fieldState.error}>
      <AudioRecorder onChange={(mediaId) => field.onChange(mediaId)} />
    </Fieldset>
  )
}

export function EntryKindFields({ control }: { control: Control_ }) {
  const { t } = useTranslation('dailyLog')
  const kind = useWatch({ control, name: 'kind' })
  const select = (name: keyof EntryFields, labelKey: string, group: string, options: readonly string[]) => (
    <Select control={control} name={name} labelKey={labelKey} group={group} options={options} />
  )
  const checks = (name: ListField, labelKey: string, group: string, options: readonly string[]) => (
    <Checks control={control} name={name} labelKey={labelKey} group={group} options={options} />
  )
  switch (kind) {
    case 'meal':
      return (
        <>
          {select('mealType', 'dialog.mealType', 'mealType', mealTypes)}
          {select('quantity', 'dialog.quantity', 'mealQuantity', mealQuantities)}
        </>
      )
    case 'soup':
      return select('quantity', 'dialog.quantity', 'mealQuantity', mealQuantities)
    case 'bottle':
      return (
        <>
          {select('content', 'dialog.content', 'bottleContent', bottleContents)}
          <FormTextField
            control={control}
            name="quantityMl"
            type="number"
            label={t('dialog.quantityMl')}
            slotProps={{ htmlInput: { min: 0, max: limits.daily.bottleQuantityMaxMl, step: bottleStepMl } }}
            helperText={t('dialog.bottleMax', { max: limits.daily.bottleQuantityMaxMl })}
          />
        </>
      )
    case 'changes':
      return (
        <>
          {select('changeType', 'dialog.changeType', 'changeType', changeTypes)}
          {select('stool', 'dialog.stool', 'stool', stoolTypes)}
        </>
      )
    case 'heals':
      return select('careType', 'dialog.careType', 'careType', careTypes)
    case 'nap':
      return (
        <FormTextField
          control={control}
          name="endTime"
          type="time"
          label={t('dialog.endTime')}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: timeStepMinutes * 60 } }}
          helperText={t('dialog.stillAsleep')}
        />
      )
    case 'mood':
      return select('mood', 'dialog.mood', 'mood', dailyMoods)
    case 'activities':
      return checks('activities', 'dialog.activities', 'activity', dailyActivities)
    case 'drug':
      return (
        <Select
          control={control}
          name="medication"
          labelKey="dialog.medication"
          group="medication"
          options={medicationTypes}
          noneLabel={t('dialog.otherMedication')}
          fullWidth={false}
        />
      )
    case 'temperature':
      return (
        <FormTextField
          control={control}
          name="temperature"
          type="number"
          label={t('dialog.temperature')}
          slotProps={{ htmlInput: { step: 0.1 } }}
        />
      )
    case 'to-bring':
      return checks('items', 'dialog.items', 'toBring', toBringItems)
    case 'forgotten':
      return checks('items', 'dialog.items', 'clothing', clothingItems)
    case 'departure':
      return (
        <FormTextField
          control={control}
          name="pickedUpBy"
          label={t('dialog.pickedUpBy')}
          slotProps={{ htmlInput: { maxLength: limits.daily.pickupNameMaxLength } }}
        />
      )
    case 'audio-message':
      return <AudioField control={control} />
    default:
      return null
  }
}
