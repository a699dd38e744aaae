import { TimePicker } from '@mui/x-date-pickers/TimePicker'
import { useTranslation } from 'react-i18next'
import { fallbackLanguage, parseLanguage } from '@nido/domain/i18n/languages'
import { timeStepMinutes } from '@nido/domain/rules/daily-times'
import { usesTwelveHourClock } from '@/ui/format'
import { dateToTime, timeToDate } from '../time'

interface Props {
  label: string
  value: string | null
  onChange: (value: string | null) => void
  /** A translated message shown under the field (spec 001 §5, inline). */
  error?: string | null
  disabled?: boolean
}

/**
 * A local `HH:mm` chosen on 5-minute steps (spec 001 §5 "time steps of 5 minutes for meal, sleep
 * and retrieval times", §9), with the 12-hour clock in English only (spec 000 §9). Needs the
 * PickersProvider above it.
 */
export function TimeField({ label, value, onChange, error, disabled }: Props) {
  const { i18n } = useTranslation()
  const language = parseLanguage(i18n.language) ?? fallbackLanguage
  return (
    <TimePicker
      label={label}
      value={timeToDate(value)}
      onChange={(date) => onChange(dateToTime(date))}
      minutesStep={timeStepMinutes}
      timeSteps={{ minutes: timeStepMinutes }}
      ampm={usesTwelveHourClock(language)}
      disabled={disabled ?? false}
      slotProps={{
        textField: {
          size: 'small',
          fullWidth: true,
          error: Boolean(error),
          ...(error ? { helperText: error } : {}),
        },
        field: { clearable: true },
      }}
    />
  )
}
