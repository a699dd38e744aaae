import {
  Box,
  Chip,
  LinearProgress,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material'
import AttachFileIcon from '@mui/icons-material/AttachFile'
import CheckCircleIcon from '@mui/icons-material/CheckCircle'
import FolderOutlinedIcon from '@mui/icons-material/FolderOutlined'
import PhotoLibraryOutlinedIcon from '@mui/icons-material/PhotoLibraryOutlined'
import { useTranslation } from 'react-i18next'
import type { NewsItem } from '@nido/domain/contracts/news'
import { sanitizeHtml } from '@/ui/safe-html'
import { FileName } from '@/ui/file-name'
import { formatDateTime } from '@/ui/format'
import { currentLanguage } from '@/i18n/index'
import { MediaImage } from '@/ui/media-image'
import { EventBody } from './event-body'
import { DailyBody } from './daily-body'
import { PostPhotos } from './post-photos'
import '../i18n'

// What a card shows for its type (spec 001 §3 News). Event and Daily have no module tables yet:
// their card shows the index's plain text.
export function NewsBody({ item }: { item: NewsItem }) {
  const { t } = useTranslation('news')
  if (item.post) {
    const images = item.post.attachments.filter((a) => a.type === 'IMAGE')
    const files = item.post.attachments.filter((a) => a.type !== 'IMAGE')
    return (
      <Stack spacing={1.5}>
        {/* Sanitised on the server when stored, and again here (defence in depth). */}
        <Box
          sx={{ '& p': { my: 0.5 }, overflowWrap: 'anywhere' }}
          dangerouslySetInnerHTML={{ __html: sanitizeHtml(item.post.contentHtml) }}
        />
        {images.length > 0 && <PostPhotos item={item} images={images} />}
        {files.length > 0 && (
          <List dense aria-label={t('card.attachments')} disablePadding>
            {files.map((a) => (
              <ListItem key={a.mediaId} disableGutters>
                <ListItemIcon sx={{ minWidth: 32 }}>
                  <AttachFileIcon fontSize="small" />
                </ListItemIcon>
                <ListItemText primary={<FileName name={a.fileName} />} />
              </ListItem>
            ))}
          </List>
        )}
      </Stack>
    )
  }
  if (item.gallery)
    return (
      <Stack spacing={1}>
        <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
          {item.gallery.title}
        </Typography>
        {item.gallery.description && <Typography variant="body2">{item.gallery.description}</Typography>}
        {item.gallery.coverMediaId && (
          <MediaImage mediaId={item.gallery.coverMediaId} alt={t('card.cover')} />
        )}
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: 'text.secondary' }}>
          <PhotoLibraryOutlinedIcon fontSize="small" />
          <Typography variant="body2">{t('card.photos', { count: item.gallery.mediaCount })}</Typography>
        </Stack>
      </Stack>
    )
  if (item.folder)
    return (
      <Stack spacing={1}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <FolderOutlinedIcon color="action" />
          <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
            {item.folder.title}
          </Typography>
        </Stack>
        {item.folder.description && <Typography variant="body2">{item.folder.description}</Typography>}
        <Stack direction="row" spacing={1}>
          <Chip size="small" label={t(`card.audience.${item.folder.audience}`)} />
          <Chip size="small" variant="outlined" label={t('card.files', { count: item.folder.fileCount })} />
        </Stack>
      </Stack>
    )
  if (item.poll) {
    const total = item.poll.options.reduce((sum, o) => sum + o.voteCount, 0)
    return (
      <Stack spacing={1}>
        <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
          {item.poll.question}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ color: 'text.secondary' }}>
          {item.poll.supportsMultiple && <Typography variant="caption">{t('card.pollMultiple')}</Typography>}
          {item.poll.closesAt && (
            <Typography variant="caption">
              {t('card.pollClosesAt', {
                date: formatDateTime(new Date(item.poll.closesAt), currentLanguage()),
              })}
            </Typography>
          )}
        </Stack>
        <List dense disablePadding>
          {item.poll.options.map((o) => {
            const mine = item.poll!.myOptionIds.includes(o.id)
            return (
              <ListItem key={o.id} disableGutters sx={{ display: 'block' }}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  {mine && (
                    <CheckCircleIcon color="primary" fontSize="small" titleAccess={t('card.pollMine')} />
                  )}
                  <Typography variant="body2" sx={{ flex: 1 }}>
                    {o.label}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {t('card.pollVotes', { count: o.voteCount })}
                  </Typography>
                </Stack>
                <LinearProgress
                  variant="determinate"
                  value={total ? (o.voteCount * 100) / total : 0}
                  aria-label={o.label}
                  sx={{ mt: 0.5, height: 6, borderRadius: 3 }}
                />
              </ListItem>
            )
          })}
        </List>
      </Stack>
    )
  }
  if (item.daily) return <DailyBody daily={item.daily} />
  if (item.event) return <EventBody event={item.event} />
  if (item.postalCard)
    return (
      <Stack spacing={1}>
        {item.postalCard.mediaId && (
          <MediaImage mediaId={item.postalCard.mediaId} alt={t('card.postalPhoto')} />
        )}
        <Typography sx={{ whiteSpace: 'pre-line' }}>{item.postalCard.message}</Typography>
      </Stack>
    )
  return <Typography sx={{ whiteSpace: 'pre-line' }}>{item.summary}</Typography>
}
