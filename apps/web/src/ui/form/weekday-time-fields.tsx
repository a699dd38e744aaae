import { MenuItem } from '@mui/material'
import type { Control, FieldPath, FieldValues } from 'react-hook-form'
import { weekdays, type Weekday } from '@nido/domain/enums/structure'
import { FormTextField } from './text-field'

// A weekday and a time range, the row of every weekly schedule form (a school's openings, the
// manager's openings and capacity by time slot): the caller names the three fields and gives the
// labels in its own namespace.

export function WeekdayTimeFields<T extends FieldValues>({
  control,
  names,
  labels,
  dayName,
  disabled,
}: {
  control: Control<T>
  names: { weekday: FieldPath<T>; from: FieldPath<T>; to: FieldPath<T> }
  labels: { weekday: string; from: string; to: string }
  dayName: (day: Weekday) => string
  disabled?: boolean
}) {
  return (
    <>
      <FormTextField
        control={control}
        name={names.weekday}
        label={labels.weekday}
        select
        parse={Number}
        sx={{ minWidth: 160 }}
        disabled={disabled}
      >
        {weekdays.map((d) => (
          <MenuItem key={d} value={d}>
            {dayName(d)}
          </MenuItem>
        ))}
      </FormTextField>
      {(['from', 'to'] as const).map((end) => (
        <FormTextField
          key={end}
          control={control}
          name={names[end]}
          label={labels[end]}
          type="time"
          slotProps={{ inputLabel: { shrink: true } }}
          disabled={disabled}
        />
      ))}
    </>
  )
}
