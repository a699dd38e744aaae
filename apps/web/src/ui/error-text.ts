import { useTranslation } from 'react-i18next'
import { isKnownErrorCode } from './error-codes'
import { ApiError } from '../api/client'

// Spec 000 §8: the text comes from the answer's errorCode, translated; a code this build does not
// know shows the server's own message (already in the user's language), else a generic one.
export function useErrorText(): (error: unknown) => string {
  const { t } = useTranslation('errors')
  return (error) => {
    if (error instanceof ApiError) {
      if (isKnownErrorCode(error.errorCode)) return t(error.errorCode, { defaultValue: error.message })
      if (error.message) return error.message
    }
    return t('INTERNAL_ERROR')
  }
}
