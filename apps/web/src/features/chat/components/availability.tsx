import { Alert, AlertTitle } from '@mui/material'
import { useTranslation } from 'react-i18next'
import '../i18n'

export const unavailableCodes = [
  'CANNOT_USE_CHAT',
  'CHAT_DISABLED_AND_LOCKED',
  'CHAT_NOT_ENABLED_BY_SCOPE',
] as const
export type Unavailable = (typeof unavailableCodes)[number]

export function isUnavailable(code: string): code is Unavailable {
  return (unavailableCodes as readonly string[]).includes(code)
}

/**
 * Spec 001 §4 availability and §8: the chat user scope answers why chat is off — unusable for this
 * account, disabled and locked, or not enabled in the current scope — each with its own screen.
 */
export function Availability({ code }: { code: Unavailable }) {
  const { t } = useTranslation('chat')
  return (
    <Alert severity={code === 'CHAT_NOT_ENABLED_BY_SCOPE' ? 'info' : 'warning'} role="status" sx={{ mt: 2 }}>
      <AlertTitle component="h2">{t(`availability.${code}.title`)}</AlertTitle>
      {t(`availability.${code}.text`)}
    </Alert>
  )
}
