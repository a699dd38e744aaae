import { Checkbox, FormControl, FormControlLabel, FormGroup, FormLabel } from '@mui/material'
import { useController, type Control } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { ChildSectionRef, SectionChoice } from '@nido/domain/contracts/children-and-parents'
import { FieldError } from '@/ui/form/field-error'
import type { ChildForm } from './child-forms'
import '../i18n'

// The child's sections (spec 000 §3 childSectionIds): the active sections of the actor's scope,
// plus those the child is already in (an archived one stays ticked until taken out).

interface Props {
  control: Control<ChildForm>
  choices: SectionChoice[]
  current: ChildSectionRef[]
  disabled: boolean
}

export function SectionsField({ control, choices, current, disabled }: Props) {
  const { t } = useTranslation('childrenAndParents')
  const { field, fieldState } = useController({ control, name: 'sectionIds' })
  const options = [
    ...choices.map((s) => ({ id: s.id, label: `${s.name} · ${s.schoolName}` })),
    ...current.filter((s) => !choices.some((c) => c.id === s.id)).map((s) => ({ id: s.id, label: s.name })),
  ]
  const toggle = (id: string, on: boolean) =>
    field.onChange(on ? [...field.value, id] : field.value.filter((v) => v !== id))
  return (
    <FormControl component="fieldset" error={!!fieldState.error} margin="dense" disabled={disabled}>
      <FormLabel component="legend">{t('fields.sections')}</FormLabel>
      <FormGroup>
        {options.map((o) => (
          <FormControlLabel
            key={o.id}
            control={
              <Checkbox
                checked={field.value.includes(o.id)}
                onChange={(e) => toggle(o.id, e.target.checked)}
              />
            }
            label={o.label}
          />
        ))}
      </FormGroup>
      <FieldError error={fieldState.error} />
    </FormControl>
  )
}
