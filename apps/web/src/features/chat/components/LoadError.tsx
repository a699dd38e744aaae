import { useTranslation } from 'react-i18next'
import { ErrorBlock } from '@/ui/ErrorBlock'
import { useErrorText } from '@/ui/error-text'
import '../i18n'

/** Something failed to load: the translated reason and a retry link (spec 001 §2 error block). */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('chat')
  const errorText = useErrorText()
  return <ErrorBlock title={t('loadFailed')} reason={errorText(error)} onRetry={onRetry} />
}
