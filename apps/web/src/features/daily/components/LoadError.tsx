import { useTranslation } from 'react-i18next'
import { ErrorBlock } from '@/ui/ErrorBlock'
import { useErrorText } from '@/ui/error-text'
import '../i18n'

/** A board, a form or a setting that failed to load: the translated reason and a retry link. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('daily')
  const errorText = useErrorText()
  return <ErrorBlock title={t('common.loadFailed')} reason={errorText(error)} onRetry={onRetry} />
}
