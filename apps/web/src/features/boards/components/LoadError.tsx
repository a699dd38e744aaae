import { useTranslation } from 'react-i18next'
import { ErrorBlock } from '@/ui/ErrorBlock'
import { useErrorText } from '@/ui/error-text'
import '../i18n'

/** A list or item that failed to load: the translated reason and a retry link (spec 001 §2). */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('boards')
  const errorText = useErrorText()
  return <ErrorBlock title={t('common.loadFailed')} reason={errorText(error)} onRetry={onRetry} />
}
