import { Avatar } from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { avatarQuery } from '../queries'
import '../i18n'
import { PersonAvatar } from '@/ui/avatar'

/**
 * A child's picture, or their initials when there is none or it cannot be read (spec 000 §3).
 * `preview` shows a picture being sent before it is the child's.
 */
export function ChildAvatar({
  viewerId,
  child,
  size = 56,
  preview,
}: {
  viewerId: string
  child: { id: string; firstname: string; lastname: string; avatarMediaId: string | null }
  size?: number
  preview?: string | null
}) {
  const { t } = useTranslation('myChildren')
  const { data: url } = useQuery({ ...avatarQuery(viewerId, child.id, child.avatarMediaId), retry: false })
  const name = `${child.firstname} ${child.lastname}`
  const shown = preview ?? url
  if (shown)
    return <Avatar src={shown} alt={t('form.pictureAlt', { name })} sx={{ width: size, height: size }} />
  return (
    <PersonAvatar
      id={child.id}
      firstname={child.firstname}
      lastname={child.lastname}
      label={t('form.initials', { name })}
      size={size}
    />
  )
}
