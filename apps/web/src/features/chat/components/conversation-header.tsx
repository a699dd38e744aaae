import { useState } from 'react'
import { IconButton, ListItemText, Menu, MenuItem, Stack, Typography } from '@mui/material'
import ArrowBackIcon from '@mui/icons-material/ArrowBack'
import GroupIcon from '@mui/icons-material/Group'
import MoreVertIcon from '@mui/icons-material/MoreVert'
import { useTranslation } from 'react-i18next'
import type { ChatChannel, ChatUser } from '@nido/domain/contracts/chat'
import { channelName } from '../cache'
import { ChannelAvatar } from './channel-avatar'
import '../i18n'

const fullName = (u: ChatUser | undefined) => (u ? `${u.firstname} ${u.lastname}` : '')

/**
 * A conversation's bar: back (mobile), the channel's avatar and name, its members (and blocking one
 * of them), and the channel's menu (edit, delete or leave) for those who may write.
 */
export function ConversationHeader({
  meId,
  channel,
  canWrite,
  onBack,
  onEdit,
  onBlock,
  onConfirmChannel,
}: {
  meId: string
  channel: ChatChannel
  canWrite: boolean
  onBack: (() => void) | null
  onEdit: (channel: ChatChannel) => void
  onBlock: (user: ChatUser) => void
  onConfirmChannel: (action: 'delete' | 'leave') => void
}) {
  const { t } = useTranslation('chat')
  const [membersMenu, setMembersMenu] = useState<HTMLElement | null>(null)
  const [channelMenu, setChannelMenu] = useState<HTMLElement | null>(null)
  const name = channelName(channel, meId)
  const others = channel.users.filter((u) => u.id !== meId)
  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{ alignItems: 'center', p: 1, borderBottom: 1, borderColor: 'divider' }}
    >
      {onBack && (
        <IconButton aria-label={t('actions.back')} onClick={onBack}>
          <ArrowBackIcon />
        </IconButton>
      )}
      <ChannelAvatar channel={channel} meId={meId} />
      <Typography variant="h6" component="h2" sx={{ flexGrow: 1, minWidth: 0 }} noWrap>
        {name}
      </Typography>
      <IconButton
        aria-label={t('actions.members')}
        aria-haspopup="menu"
        onClick={(e) => setMembersMenu(e.currentTarget)}
      >
        <GroupIcon />
      </IconButton>
      <Menu anchorEl={membersMenu} open={membersMenu !== null} onClose={() => setMembersMenu(null)}>
        {channel.users.map((u) => (
          <MenuItem key={u.id} disabled={u.id === meId} sx={{ opacity: u.id === meId ? 1 : undefined }}>
            <ListItemText primary={u.id === meId ? `${fullName(u)} (${t('message.you')})` : fullName(u)} />
          </MenuItem>
        ))}
        {canWrite &&
          others.map((u) => (
            <MenuItem
              key={`block-${u.id}`}
              onClick={() => {
                setMembersMenu(null)
                onBlock(u)
              }}
            >
              {t('actions.block', { name: fullName(u) })}
            </MenuItem>
          ))}
      </Menu>
      {canWrite && (
        <>
          <IconButton
            aria-label={t('actions.channelMenu')}
            aria-haspopup="menu"
            onClick={(e) => setChannelMenu(e.currentTarget)}
          >
            <MoreVertIcon />
          </IconButton>
          <Menu anchorEl={channelMenu} open={channelMenu !== null} onClose={() => setChannelMenu(null)}>
            {channel.canEdit && (
              <MenuItem
                onClick={() => {
                  setChannelMenu(null)
                  onEdit(channel)
                }}
              >
                {t('actions.editChannel')}
              </MenuItem>
            )}
            {channel.canEdit ? (
              <MenuItem
                onClick={() => {
                  setChannelMenu(null)
                  onConfirmChannel('delete')
                }}
              >
                {t('actions.deleteChannel')}
              </MenuItem>
            ) : (
              <MenuItem
                onClick={() => {
                  setChannelMenu(null)
                  onConfirmChannel('leave')
                }}
              >
                {t('actions.leaveChannel')}
              </MenuItem>
            )}
          </Menu>
        </>
      )}
    </Stack>
  )
}
