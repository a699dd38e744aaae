import { Badge, IconButton } from '@mui/material'
import ChatIcon from '@mui/icons-material/Chat'
import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { Link as RouterLink } from 'react-router'
import { useTranslation } from 'react-i18next'
import { chatUserProfiles } from '@nido/domain/rules/chat-availability'
import type { Me } from '@nido/domain/contracts/me'
import { meQuery } from '@/session/session'
import { LazyTooltip } from '@/ui/lazy-tooltip'
import { totalUnseen } from '../cache'
import { useChannelListLive } from '../live-channels'
import { channelsQuery, scopeQuery } from '../queries'

/**
 * Top-bar chat button: a link to /chat with the number of unseen messages,
 * 99+ from 100 (spec 000 §9). Shown to the profiles that have a chat, once the chat user scope
 * says it is available here (spec 001 §8); the count follows the realtime events.
 */
export function ChatButton() {
  const { data: me } = useQuery(meQuery)
  if (!me || !(chatUserProfiles as readonly string[]).includes(me.meta.userPermission.profileType))
    return null
  return <ChatLink me={me} />
}

function ChatLink({ me }: { me: Me }) {
  const scope = useQuery(scopeQuery(me.user.id))
  if (!scope.isSuccess) return null
  return <ChatBadge userId={me.user.id} />
}

function ChatBadge({ userId }: { userId: string }) {
  const { t } = useTranslation('shell')
  // The same list the chat screen shows first (one cache entry): the sum of its unseen counts.
  const channels = useInfiniteQuery(channelsQuery(userId))
  useChannelListLive(userId)
  const total = totalUnseen(channels.data?.pages.flatMap((p) => p.items) ?? [])
  const label = total > 0 ? t('topBar.chatUnread', { count: total }) : t('topBar.chat')
  return (
    <LazyTooltip title={label}>
      <IconButton color="inherit" component={RouterLink} to="/chat" aria-label={label}>
        <Badge badgeContent={total} max={99} color="error" data-testid="chat-badge">
          <ChatIcon />
        </Badge>
      </IconButton>
    </LazyTooltip>
  )
}
