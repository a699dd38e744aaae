import { Box, Button, IconButton } from '@mui/material'
import BackspaceIcon from '@mui/icons-material/Backspace'
import { useTranslation } from 'react-i18next'
import '../i18n'

interface Props {
  onDigit: (digit: string) => void
  onErase: () => void
  onClear: () => void
  disabled?: boolean
}

const digits = ['1', '2', '3', '4', '5', '6', '7', '8', '9']

/**
 * A big keypad for a shared tablet (spec 000 §2 /daily/check-in/pro): finger-sized keys, each a
 * real button named by its digit, so it also works with a keyboard and a screen reader.
 */
export function Keypad({ onDigit, onErase, onClear, disabled }: Props) {
  const { t } = useTranslation('daily')
  const key = { minHeight: 72, fontSize: 28 }
  return (
    <Box
      role="group"
      aria-label={t('pro.keypad')}
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1.5, maxWidth: 360 }}
    >
      {digits.map((digit) => (
        <Button key={digit} variant="outlined" sx={key} disabled={disabled} onClick={() => onDigit(digit)}>
          {digit}
        </Button>
      ))}
      <Button variant="text" sx={{ ...key, fontSize: 16 }} disabled={disabled} onClick={onClear}>
        {t('pro.clearShort')}
      </Button>
      <Button variant="outlined" sx={key} disabled={disabled} onClick={() => onDigit('0')}>
        0
      </Button>
      <IconButton aria-label={t('pro.erase')} sx={key} disabled={disabled} onClick={onErase}>
        <BackspaceIcon fontSize="large" />
      </IconButton>
    </Box>
  )
}
