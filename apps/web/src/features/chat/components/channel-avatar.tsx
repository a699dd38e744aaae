import { Avatar } from '@mui/material'
import type { ChatChannel } from '@nido/domain/contracts/chat'
import { chatColorHex } from '../colors'
import { channelName } from '../cache'

/** The channel's colour (spec 001 §3, ten options) with its initials; decorative next to its name. */
export function ChannelAvatar({ channel, meId }: { channel: ChatChannel; meId: string }) {
  const initials = channelName(channel, meId)
    .split(/[\s,]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase() ?? '')
    .join('')
  return (
    <Avatar
      aria-hidden
      sx={{ bgcolor: chatColorHex(channel.color), color: '#fff', width: 40, height: 40, fontSize: 16 }}
    >
      {initials}
    </Avatar>
  )
}
