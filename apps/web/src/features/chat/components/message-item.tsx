import { useState } from 'react'
import {
  Box,
  Button,
  Chip,
  IconButton,
  Link,
  Menu,
  MenuItem,
  Skeleton,
  Stack,
  ToggleButton,
  Typography,
} from '@mui/material'
import AddReactionOutlinedIcon from '@mui/icons-material/AddReactionOutlined'
import FavoriteIcon from '@mui/icons-material/Favorite'
import MoreVertIcon from '@mui/icons-material/MoreVert'
import SentimentDissatisfiedIcon from '@mui/icons-material/SentimentDissatisfied'
import SentimentSatisfiedAltIcon from '@mui/icons-material/SentimentSatisfiedAlt'
import ThumbUpIcon from '@mui/icons-material/ThumbUp'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { ChatMessage } from '@nido/domain/contracts/chat'
import type { MediaSummary } from '@nido/domain/contracts/media'
import { pickerReactions } from '@nido/domain/rules/reactions'
import type { ReactionType } from '@nido/domain/enums/content'
import { RelativeTime } from '@/ui/relative-time'
import { downloadMedia, mediaUrlQuery } from '@/ui/upload/media-url'
import { useToast } from '@/ui/toast'
import { reactionSummary } from '../cache'
import '../i18n'

/**
 * Spec 001 §9 "Reaction pickers use heart, thumbs up, smile" (sad is shown when given). Icons,
 * not emoji: every browser draws them, whatever fonts the device has.
 */
export const reactionIcon: Record<ReactionType, typeof FavoriteIcon> = {
  heart: FavoriteIcon,
  thumbsUp: ThumbUpIcon,
  smile: SentimentSatisfiedAltIcon,
  sad: SentimentDissatisfiedIcon,
}

function ReactionGlyph({ type }: { type: ReactionType }) {
  const Icon = reactionIcon[type]
  return <Icon aria-hidden sx={{ fontSize: 16, color: type === 'heart' ? '#c62828' : undefined }} />
}

interface Props {
  message: ChatMessage
  meId: string
  ownerName: string
  colorHex: string
  /** Group channels name the sender of each message. */
  showOwner: boolean
  canWrite: boolean
  /** Under my newest message: who has seen it (spec 001 §3 seenByUsers). */
  seenByNames: string[] | null
  onEdit: () => void
  onDelete: () => void
  onReact: (type: ReactionType) => void
  onShowSeenBy: () => void
}

export function MessageItem(props: Props) {
  const { message, meId, ownerName, colorHex, showOwner, canWrite, seenByNames } = props
  const { t } = useTranslation('chat')
  const [menu, setMenu] = useState<HTMLElement | null>(null)
  const [picker, setPicker] = useState<HTMLElement | null>(null)
  const mine = message.ownerUserId === meId
  const reactions = reactionSummary(message, meId)
  const label = mine ? t('message.you') : ownerName
  return (
    <Box
      component="li"
      aria-label={label}
      sx={{ display: 'flex', flexDirection: 'column', alignItems: mine ? 'flex-end' : 'flex-start', mb: 1.5 }}
    >
      {showOwner && !mine && (
        <Typography variant="caption" color="text.secondary" sx={{ ml: 1 }}>
          {ownerName}
        </Typography>
      )}
      <Stack
        direction={mine ? 'row-reverse' : 'row'}
        spacing={0.5}
        sx={{ alignItems: 'center', maxWidth: '85%' }}
      >
        <Box
          sx={{
            px: 1.5,
            py: 1,
            borderRadius: 2,
            bgcolor: mine ? colorHex : 'action.selected',
            color: mine ? '#fff' : 'text.primary',
            minWidth: 0,
            overflowWrap: 'anywhere',
          }}
        >
          {message.deleted ? (
            <Typography sx={{ fontStyle: 'italic' }}>{t('message.deleted')}</Typography>
          ) : (
            <>
              {message.mediaAttachment && (
                <Attachment
                  meId={meId}
                  media={message.mediaAttachment}
                  ownerName={ownerName}
                  inverse={mine}
                />
              )}
              {message.text && <Typography sx={{ whiteSpace: 'pre-wrap' }}>{message.text}</Typography>}
            </>
          )}
        </Box>
        {mine && !message.deleted && canWrite && (
          <>
            <IconButton
              size="small"
              aria-label={t('message.actions')}
              aria-haspopup="menu"
              onClick={(e) => setMenu(e.currentTarget)}
            >
              <MoreVertIcon fontSize="small" />
            </IconButton>
            <Menu anchorEl={menu} open={menu !== null} onClose={() => setMenu(null)}>
              {message.text !== null && (
                <MenuItem
                  onClick={() => {
                    setMenu(null)
                    props.onEdit()
                  }}
                >
                  {t('message.edit')}
                </MenuItem>
              )}
              <MenuItem
                onClick={() => {
                  setMenu(null)
                  props.onDelete()
                }}
              >
                {t('message.delete')}
              </MenuItem>
            </Menu>
          </>
        )}
      </Stack>
      <Typography variant="caption" color="text.secondary" sx={{ mx: 1 }}>
        <RelativeTime value={message.createdAt} />
        {message.editedAt && !message.deleted && ` · ${t('message.edited')}`}
      </Typography>
      {!message.deleted && (reactions.length > 0 || canWrite) && (
        <Stack direction="row" spacing={0.5} sx={{ mx: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          {/* The reactions given, with their counts; touching one toggles mine (spec 001 §4). */}
          {reactions.map((r) => {
            const name = t('message.reactionCount', { reaction: t(`reactions.${r.type}`), count: r.count })
            return canWrite ? (
              <ToggleButton
                key={r.type}
                value={r.type}
                size="small"
                selected={r.mine}
                aria-label={name}
                onChange={() => props.onReact(r.type)}
                sx={{ py: 0, px: 0.75, minWidth: 0, borderRadius: 4, fontSize: 13, lineHeight: 1.6 }}
              >
                <ReactionGlyph type={r.type} />
                <Box component="span" sx={{ ml: 0.5 }}>
                  {r.count}
                </Box>
              </ToggleButton>
            ) : (
              <Chip
                key={r.type}
                size="small"
                icon={<ReactionGlyph type={r.type} />}
                label={r.count}
                aria-label={name}
              />
            )
          })}
          {canWrite && (
            <>
              <IconButton
                size="small"
                aria-label={t('message.addReaction')}
                aria-haspopup="menu"
                onClick={(e) => setPicker(e.currentTarget)}
              >
                <AddReactionOutlinedIcon sx={{ fontSize: 18 }} />
              </IconButton>
              {/* Spec 001 §9: the picker offers heart, thumbs up and smile. */}
              <Menu anchorEl={picker} open={picker !== null} onClose={() => setPicker(null)}>
                {pickerReactions.map((type) => (
                  <MenuItem
                    key={type}
                    selected={reactions.some((r) => r.type === type && r.mine)}
                    onClick={() => {
                      setPicker(null)
                      props.onReact(type)
                    }}
                  >
                    <ReactionGlyph type={type} />
                    <Box component="span" sx={{ ml: 1 }}>
                      {t('message.react', { reaction: t(`reactions.${type}`) })}
                    </Box>
                  </MenuItem>
                ))}
              </Menu>
            </>
          )}
        </Stack>
      )}
      {seenByNames && seenByNames.length > 0 && (
        <Stack direction="row" spacing={1} sx={{ mx: 1, alignItems: 'center' }}>
          <Typography variant="caption" color="text.secondary">
            {t('message.seenBy', { names: seenByNames.join(', ') })}
          </Typography>
          <Link component="button" type="button" variant="caption" onClick={props.onShowSeenBy}>
            {t('message.showSeenBy')}
          </Link>
        </Stack>
      )}
    </Box>
  )
}

/** One attachment (spec 001 §3 mediaAttachment): a photo in place, any other file to download. */
function Attachment({
  meId,
  media,
  ownerName,
  inverse,
}: {
  meId: string
  media: MediaSummary
  ownerName: string
  inverse: boolean
}) {
  const { t } = useTranslation('chat')
  const toast = useToast()
  const image = media.type === 'IMAGE'
  const url = useQuery({ ...mediaUrlQuery(meId, media.id, 'large'), enabled: image })
  if (image) {
    if (!url.data) return <Skeleton variant="rectangular" width={200} height={140} />
    return (
      <Box
        component="img"
        src={url.data}
        alt={t('message.image', { name: ownerName })}
        sx={{ display: 'block', maxWidth: '100%', maxHeight: 260, borderRadius: 1, mb: 0.5 }}
      />
    )
  }
  return (
    <Button
      size="small"
      variant="outlined"
      color="inherit"
      sx={{ mb: 0.5, textTransform: 'none', color: inverse ? '#fff' : undefined }}
      aria-label={t('message.attachment', { name: media.fileName })}
      onClick={() => void downloadMedia(media.id).catch((e: unknown) => toast.apiError(e, 'GET'))}
    >
      {media.fileName}
    </Button>
  )
}
