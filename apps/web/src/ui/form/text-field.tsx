import { TextField, type TextFieldProps } from '@mui/material'
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form'
import { useFieldErrorText } from './field-error'

// A TextField bound to a react-hook-form field (docs/forms.md): its value, its change, its blur
// (for `touched`) and its error, translated, in place of the helper text while there is one.

type Props<T extends FieldValues> = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'error'> & {
  control: Control<T>
  name: FieldPath<T>
  /** Turns the input's text into the field's value (a number field's `Number`). */
  parse?: (text: string) => unknown
}

export function FormTextField<T extends FieldValues>({
  control,
  name,
  parse,
  helperText,
  ...props
}: Props<T>) {
  const { field, fieldState } = useController({ control, name })
  const errorText = useFieldErrorText()(fieldState.error)
  return (
    <TextField
      {...props}
      name={field.name}
      value={field.value ?? ''}
      onChange={(e) => field.onChange(parse ? parse(e.target.value) : e.target.value)}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={!!errorText}
      helperText={errorText ?? helperText}
    />
  )
}
