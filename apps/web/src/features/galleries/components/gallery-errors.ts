import { useTranslation } from 'react-i18next'
import { ApiError } from '@/api/client'
import { useToast } from '@/ui/toast'
import '../i18n'

interface NamedChild {
  firstname: string
  lastname: string
}

function namedChildren(details: unknown): NamedChild[] {
  if (typeof details !== 'object' || details === null || !('children' in details)) return []
  const list = details.children
  if (!Array.isArray(list)) return []
  return list.filter(
    (c): c is NamedChild =>
      typeof c === 'object' && c !== null && typeof (c as NamedChild).firstname === 'string',
  )
}

/**
 * Error toasts of this feature: PHOTO_CONSENT_WITHHELD names the children, every
 * other code is shown as spec 000 §8 says.
 */
export function useGalleryErrorToast(): (error: unknown) => void {
  const { t } = useTranslation('galleries')
  const toast = useToast()
  return (error) => {
    if (error instanceof ApiError && error.errorCode === 'PHOTO_CONSENT_WITHHELD') {
      const names = namedChildren(error.details)
        .map((c) => `${c.firstname} ${c.lastname}`)
        .join(', ')
      if (names) {
        toast.error(t('errors.consentWithheld', { names }))
        return
      }
    }
    toast.apiError(error)
  }
}
