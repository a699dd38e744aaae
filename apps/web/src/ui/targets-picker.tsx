import { Autocomplete, Chip, TextField } from '@mui/material'

// Spec 000 §3 share targets, spec 001 §3 sharingList: one grouped multiple choice (schools,
// sections, people or children) with a chip per chosen target. Presentational only: the field
// that uses it fetches the options, writes the texts and maps its value to keys and back.

export interface TargetOption {
  /** Unique among the options, stable across renders (e.g. `Section:<id>`). */
  key: string
  label: string
  /** The heading the option is listed under. */
  group: string
}

interface Props {
  options: readonly TargetOption[]
  /** The keys chosen, in the order their chips show. */
  value: readonly string[]
  onChange: (keys: string[]) => void
  onBlur?: (() => void) | undefined
  /** The field's label, also the combobox's accessible name. */
  label: string
  /** Shown under the field when there is no error. */
  helperText?: string | undefined
  error?: string | undefined
  loading?: boolean | undefined
  /** The chip text of a chosen key no option has (a target no longer offered). */
  unknownLabel: string
}

export function TargetsPicker({
  options,
  value,
  onChange,
  onBlur,
  label,
  helperText,
  error,
  loading,
  unknownLabel,
}: Props) {
  const selected = value.map(
    (key) => options.find((o) => o.key === key) ?? { key, label: unknownLabel, group: '' },
  )
  return (
    <Autocomplete
      multiple
      loading={loading ?? false}
      options={options}
      groupBy={(o) => o.group}
      value={selected}
      isOptionEqualToValue={(a, b) => a.key === b.key}
      getOptionLabel={(o) => o.label}
      onChange={(_, next) => onChange(next.map((o) => o.key))}
      onBlur={onBlur}
      renderValue={(items, getItemProps) =>
        items.map((item, index) => {
          const { key, ...props } = getItemProps({ index })
          return <Chip key={key} label={item.label} size="small" {...props} />
        })
      }
      renderInput={(params) => (
        <TextField {...params} label={label} error={!!error} helperText={error ?? helperText} />
      )}
    />
  )
}
