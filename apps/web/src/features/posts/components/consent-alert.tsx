import { Alert } from '@mui/material'
import { useTranslation } from 'react-i18next'
import { ApiError } from '@/api/client'
import '../i18n'

// docs/posts-and-moderation.md "Photo consent": a post whose photo tags a child without photo
// consent is refused (PHOTO_CONSENT_WITHHELD, details.children); the form says so under its files,
// naming the children, so the author knows which photo to take out or whom to share with.

interface NamedChild {
  firstname: string
  lastname: string
}

/** The children a PHOTO_CONSENT_WITHHELD refusal names, "Chloé Privé, Léo Martin"; null otherwise. */
export function consentWithheldNames(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.errorCode !== 'PHOTO_CONSENT_WITHHELD') return null
  const details = error.details
  const list =
    typeof details === 'object' && details !== null && 'children' in details ? details.children : null
  if (!Array.isArray(list)) return ''
  return list
    .filter(
      (c): c is NamedChild =>
        typeof c === 'object' && c !== null && typeof (c as NamedChild).firstname === 'string',
    )
    .map((c) => `${c.firstname} ${c.lastname}`)
    .join(', ')
}

/** The refusal under the post's files; nothing for any other error. */
export function ConsentAlert({ names }: { names: string | null }) {
  const { t } = useTranslation('posts')
  if (names === null) return null
  return (
    <Alert severity="error" role="alert">
      {t('edit.consentWithheld', { names })}
    </Alert>
  )
}
