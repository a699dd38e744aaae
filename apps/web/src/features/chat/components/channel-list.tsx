import { ErrorBlock } from '@/ui/error-block'
import { useDeferredValue, useState } from 'react'
import {
  Badge,
  Box,
  Button,
  CircularProgress,
  InputAdornment,
  List,
  ListItem,
  ListItemAvatar,
  ListItemButton,
  ListItemText,
  TextField,
} from '@mui/material'
import SearchIcon from '@mui/icons-material/Search'
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { ChatChannel } from '@nido/domain/contracts/chat'
import { RelativeTime } from '@/ui/relative-time'
import { channelName, matchesChannelSearch } from '../cache'
import { channelsQuery } from '../queries'
import { ChannelAvatar } from './channel-avatar'
import '../i18n'
import { EmptyState } from '@/ui/empty-state'

interface Props {
  meId: string
  selectedId: string | null
  onSelect: (channelId: string) => void
}

/**
 * Spec 001 §2 channel list with its search box: unseen counts, last message, colour. The search
 * filters what is loaded at once and asks the server (`q`) for the rest (spec 001 §5).
 */
export function ChannelList({ meId, selectedId, onSelect }: Props) {
  const { t } = useTranslation('chat')
  const [search, setSearch] = useState('')
  const q = useDeferredValue(search.trim())
  const query = useInfiniteQuery({ ...channelsQuery(meId, q), placeholderData: keepPreviousData })
  const channels = (query.data?.pages.flatMap((p) => p.items) ?? []).filter((c) =>
    matchesChannelSearch(c, meId, search),
  )

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, height: '100%' }}>
      <TextField
        type="search"
        size="small"
        label={t('list.search')}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        sx={{ m: 1 }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      <Box sx={{ overflowY: 'auto', flexGrow: 1, minHeight: 0 }}>
        {query.isPending ? (
          <CircularProgress aria-label={t('loading')} sx={{ m: 2 }} />
        ) : query.isError ? (
          <ErrorBlock title={t('loadFailed')} error={query.error} onRetry={() => void query.refetch()} />
        ) : channels.length === 0 ? (
          <EmptyState compact text={search.trim() ? t('list.noMatch') : t('list.empty')} />
        ) : (
          <List aria-label={t('list.label')} disablePadding>
            {channels.map((channel) => (
              <ChannelRow
                key={channel.id}
                channel={channel}
                meId={meId}
                selected={channel.id === selectedId}
                onSelect={() => onSelect(channel.id)}
              />
            ))}
          </List>
        )}
        {query.hasNextPage && (
          <Button
            sx={{ m: 1 }}
            disabled={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {t('list.more')}
          </Button>
        )}
      </Box>
    </Box>
  )
}

function ChannelRow({
  channel,
  meId,
  selected,
  onSelect,
}: {
  channel: ChatChannel
  meId: string
  selected: boolean
  onSelect: () => void
}) {
  const { t } = useTranslation('chat')
  const name = channelName(channel, meId)
  const last = channel.lastMessage
  const preview = !last
    ? t('list.noMessage')
    : last.deleted
      ? t('list.deleted')
      : (last.text ?? last.mediaAttachment?.fileName ?? t('list.attachment'))
  const secondary = last && last.ownerUserId === meId ? t('list.you', { text: preview }) : preview
  const unseen = channel.unseenCount > 0
  return (
    <ListItem disablePadding>
      <ListItemButton
        selected={selected}
        onClick={onSelect}
        aria-current={selected ? 'true' : undefined}
        aria-label={unseen ? `${name}, ${t('list.unseen', { count: channel.unseenCount })}` : name}
      >
        <ListItemAvatar>
          <Badge badgeContent={channel.unseenCount} max={99} color="error" overlap="circular">
            <ChannelAvatar channel={channel} meId={meId} />
          </Badge>
        </ListItemAvatar>
        <ListItemText
          primary={name}
          secondary={
            <>
              <Box
                component="span"
                sx={{ display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
              >
                {secondary}
              </Box>
              <Box component="span" sx={{ fontSize: 12 }}>
                <RelativeTime value={channel.lastActivityAt} />
              </Box>
            </>
          }
          slotProps={{
            primary: { noWrap: true, sx: { fontWeight: unseen ? 700 : 400 } },
            secondary: { component: 'span' },
          }}
        />
      </ListItemButton>
    </ListItem>
  )
}
