import { useRef, type KeyboardEvent } from 'react'
import { Box, ButtonBase, Typography } from '@mui/material'
import StarIcon from '@mui/icons-material/Star'
import StarBorderIcon from '@mui/icons-material/StarBorder'
import { useTranslation } from 'react-i18next'
import './i18n'

// Spec 001 §4 rating widgets: stars 1–5 and the 0–10 scale (11 buttons). A radio group for
// screen readers and the keyboard (arrows move and choose, Space or Enter on the chosen value
// clears it, as a click does): spec 001 §4 "clicking the same value clears it".

interface Props {
  kind: 'stars' | 'scale'
  value: number | null
  onToggle: (value: number) => void
  labelledBy: string
}

export function RatingInput({ kind, value, onToggle, labelledBy }: Props) {
  const { t } = useTranslation('advisorAnswer')
  const values = kind === 'stars' ? [1, 2, 3, 4, 5] : [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]
  const refs = useRef<Array<HTMLButtonElement | null>>([])
  const focusable = value !== null && values.includes(value) ? value : values[0]!

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key]
    const edge = { Home: 0, End: values.length - 1 }[event.key]
    if (step === undefined && edge === undefined) return
    event.preventDefault()
    const next = edge ?? (index + step! + values.length) % values.length
    refs.current[next]?.focus()
    // Radio groups choose on arrow keys; a value already chosen stays.
    if (values[next] !== value) onToggle(values[next]!)
  }

  return (
    <Box>
      <Box
        role="radiogroup"
        aria-labelledby={labelledBy}
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: kind === 'stars' ? 0.5 : 0.75,
          justifyContent: 'center',
        }}
      >
        {values.map((v, index) => {
          const checked = value === v
          const lit = kind === 'stars' && value !== null && value >= v
          return (
            <ButtonBase
              key={v}
              ref={(el) => {
                refs.current[index] = el
              }}
              role="radio"
              aria-checked={checked}
              aria-label={t(kind === 'stars' ? 'starValue' : 'scaleValue', { value: v })}
              tabIndex={v === focusable ? 0 : -1}
              onClick={() => onToggle(v)}
              onKeyDown={(e) => onKeyDown(e, index)}
              focusRipple
              sx={
                kind === 'stars'
                  ? { borderRadius: '50%', p: 0.5, color: lit ? 'warning.dark' : 'text.secondary' }
                  : {
                      width: 36,
                      height: 36,
                      borderRadius: 1,
                      border: 1,
                      borderColor: checked ? 'primary.main' : 'divider',
                      bgcolor: checked ? 'primary.main' : 'transparent',
                      color: checked ? 'primary.contrastText' : 'text.primary',
                      fontWeight: 600,
                    }
              }
            >
              {kind === 'stars' ? (
                lit ? (
                  <StarIcon fontSize="large" aria-hidden />
                ) : (
                  <StarBorderIcon fontSize="large" aria-hidden />
                )
              ) : (
                v
              )}
            </ButtonBase>
          )
        })}
      </Box>
      {kind === 'scale' && (
        <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 0.5 }} aria-hidden>
          <Typography variant="caption" color="text.secondary">
            {t('scaleLow')}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {t('scaleHigh')}
          </Typography>
        </Box>
      )}
    </Box>
  )
}
