import { Box, Stack, TextField } from '@mui/material'
import { useController, type Control } from 'react-hook-form'
import { useFieldErrorText } from '@/ui/form/field-error'
import type { BrandForm } from './brand-form'

// A colour as #rrggbb: the browser's colour picker beside the text, both bound to one field.
export function ColorField({
  control,
  name,
  label,
  pickerLabel,
}: {
  control: Control<BrandForm>
  name: 'primaryColor' | 'secondaryColor'
  label: string
  pickerLabel: string
}) {
  const { field, fieldState } = useController({ control, name })
  const errorText = useFieldErrorText()(fieldState.error)
  const valid = /^#[0-9a-fA-F]{6}$/.test(field.value)
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Box
        component="input"
        type="color"
        aria-label={pickerLabel}
        value={valid ? field.value.toLowerCase() : '#000000'}
        onChange={(e: React.ChangeEvent<HTMLInputElement>) => field.onChange(e.target.value.toUpperCase())}
        sx={{
          width: 56,
          height: 56,
          p: 0.5,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: 'transparent',
        }}
      />
      <TextField
        label={label}
        name={field.name}
        value={field.value}
        onChange={(e) => field.onChange(e.target.value)}
        onBlur={field.onBlur}
        inputRef={field.ref}
        error={!!errorText}
        helperText={errorText ?? '#RRGGBB'}
        fullWidth
      />
    </Stack>
  )
}
