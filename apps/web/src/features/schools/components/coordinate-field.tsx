import { useState } from 'react'
import { TextField } from '@mui/material'
import { useController, type Control } from 'react-hook-form'
import type { SchoolFields } from '@nido/domain/contracts/schools'
import { useFieldErrorText } from '@/ui/form/field-error'

// A latitude or longitude typed as text ("48.85", "48,85"): the field holds the number, or null
// when empty; the text is kept as typed so "48." can become "48.8".
export function CoordinateField({
  control,
  name,
  label,
}: {
  control: Control<SchoolFields>
  name: 'latitude' | 'longitude'
  label: string
}) {
  const { field, fieldState } = useController({ control, name })
  const [text, setText] = useState(field.value === null ? '' : String(field.value))
  const errorText = useFieldErrorText()(fieldState.error)
  return (
    <TextField
      name={field.name}
      label={label}
      value={text}
      inputMode="decimal"
      fullWidth
      onChange={(e) => {
        setText(e.target.value)
        const trimmed = e.target.value.trim().replace(',', '.')
        field.onChange(trimmed === '' ? null : Number(trimmed))
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={!!errorText}
      helperText={errorText}
    />
  )
}
