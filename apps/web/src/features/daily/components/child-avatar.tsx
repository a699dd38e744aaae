import { useQuery } from '@tanstack/react-query'
import { contracts } from '@nido/domain/contracts/index'
import { api } from '@/api/client'
import { PersonAvatar } from '@/ui/avatar'

interface Props {
  userId: string
  firstname: string
  lastname: string
  avatarMediaId: string | null
  size?: number
}

/**
 * Spec 000 §3 "avatar falls back to initials"; the image is fetched only when the person has one.
 * Decorative: the name is always written next to it.
 */
export function ChildAvatar({ userId, firstname, lastname, avatarMediaId, size = 40 }: Props) {
  const url = useQuery({
    queryKey: ['daily-avatar', userId, avatarMediaId],
    queryFn: () =>
      api(contracts.media.avatar, {
        params: { userId },
        query: { ...(avatarMediaId ? { maId: avatarMediaId } : {}), size: size > 50 ? '150' : '50' },
      }),
    enabled: avatarMediaId !== null,
    staleTime: 10 * 60_000,
    retry: false,
  })
  return (
    <PersonAvatar
      id={userId}
      firstname={firstname}
      lastname={lastname}
      src={url.data?.mediaUrl}
      size={size}
    />
  )
}
