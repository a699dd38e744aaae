import { useEffect, useId, useRef, type KeyboardEvent, type TouchEvent } from 'react'
import { Box, Button, Chip, CircularProgress, Dialog, IconButton, Stack, Typography } from '@mui/material'
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft'
import ChevronRightIcon from '@mui/icons-material/ChevronRight'
import CloseIcon from '@mui/icons-material/Close'
import DownloadIcon from '@mui/icons-material/Download'
import LocalOfferIcon from '@mui/icons-material/LocalOfferOutlined'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { MediaType } from '@nido/domain/enums/media'
import { downloadMedia, mediaUrlQuery } from '@/ui/upload/media-url'
import { useToast } from '@/ui/toast'
import '@/ui/i18n'
import { formatLongDateTime } from '@/ui/format'
import { currentLanguage } from '@/i18n/index'

export interface ViewerItem {
  id: string
  type: MediaType
  fileName: string
  /** What the photo shows in words (a post's: position, author, date); else position and file name. */
  alt?: string
  takenAt?: string | null
  children?: ReadonlyArray<{ id: string; firstname: string; lastname: string }>
}

/** A horizontal move longer than this (CSS pixels) is a swipe to the neighbour. */
const swipeMinPx = 50

interface Props {
  userId: string
  items: readonly ViewerItem[]
  /** The shown item, or null when the viewer is closed. */
  index: number | null
  onIndexChange: (index: number) => void
  onClose: () => void
  /** Staff: open the tag dialog for the shown item. */
  onTag?: (item: ViewerItem) => void
  /** A download button, when the actor may download (the media download action's rule). */
  download?: boolean
}

/**
 * The one media viewer (STYLE habit 13) of albums, a child's photos and the photos of posts: a
 * modal dialog (focus stays inside, Escape closes, focus returns to the thumbnail that opened it),
 * ←/→ and a swipe on touch screens move between items, every control has a name, and the
 * position ("3 of 12") is announced with the file name.
 */
export function MediaViewer({ userId, items, index, onIndexChange, onClose, onTag, download }: Props) {
  const { t } = useTranslation('ui')
  const toast = useToast()
  const touchX = useRef<number | null>(null)
  const titleId = useId()
  const item = index === null ? undefined : items[index]
  const count = items.length
  const previous = () => index !== null && index > 0 && onIndexChange(index - 1)
  const next = () => index !== null && index < count - 1 && onIndexChange(index + 1)

  const onKeyDown = (event: KeyboardEvent) => {
    // Arrow keys inside a video's own controls keep their meaning (seek).
    if ((event.target as HTMLElement).tagName === 'VIDEO') return
    if (event.key === 'ArrowLeft') {
      event.preventDefault()
      previous()
    } else if (event.key === 'ArrowRight') {
      event.preventDefault()
      next()
    } else if (event.key === 'Home') {
      event.preventDefault()
      onIndexChange(0)
    } else if (event.key === 'End') {
      event.preventDefault()
      onIndexChange(count - 1)
    }
  }

  const onTouchStart = (event: TouchEvent) => {
    touchX.current = event.touches.length === 1 ? (event.touches[0]?.clientX ?? null) : null
  }
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchX.current
    const end = event.changedTouches[0]?.clientX
    touchX.current = null
    if (start === null || end === undefined || Math.abs(end - start) < swipeMinPx) return
    if (end < start) next()
    else previous()
  }

  // The neighbours' URLs are fetched ahead, so moving on shows the next photo at once.
  const prefetchNext = useQuery({
    ...mediaUrlQuery(userId, items[(index ?? 0) + 1]?.id ?? '', 'large'),
    enabled: index !== null && items[index + 1]?.type === 'IMAGE',
  })
  void prefetchNext

  return (
    <Dialog
      open={item !== undefined}
      onClose={onClose}
      fullWidth
      maxWidth="lg"
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      slotProps={{ paper: { sx: { bgcolor: 'grey.900', color: 'common.white' } } }}
    >
      {item && (
        <Stack sx={{ p: 1.5, minHeight: '70vh' }} spacing={1}>
          <Stack sx={{ alignItems: 'center' }} direction="row" spacing={1}>
            <Typography id={titleId} component="h2" variant="subtitle1" sx={{ flex: 1, minWidth: 0 }} noWrap>
              {t('viewer.title', { position: (index ?? 0) + 1, count, name: item.fileName })}
            </Typography>
            {onTag && (
              <Button
                color="inherit"
                startIcon={<LocalOfferIcon />}
                onClick={() => onTag(item)}
                disabled={item.type !== 'IMAGE' && item.type !== 'VIDEO'}
              >
                {t('viewer.tag')}
              </Button>
            )}
            {download && (
              <Button
                color="inherit"
                startIcon={<DownloadIcon />}
                onClick={() => void downloadMedia(item.id).catch((e: unknown) => toast.apiError(e, 'GET'))}
              >
                {t('viewer.download')}
              </Button>
            )}
            <IconButton color="inherit" onClick={onClose} aria-label={t('viewer.close')}>
              <CloseIcon />
            </IconButton>
          </Stack>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flex: 1, minHeight: 0 }}>
            <IconButton
              color="inherit"
              onClick={previous}
              disabled={index === 0}
              aria-label={t('viewer.previous')}
              size="large"
            >
              <ChevronLeftIcon fontSize="large" />
            </IconButton>
            <Box
              sx={{ flex: 1, display: 'grid', placeItems: 'center', minHeight: '60vh', touchAction: 'pan-y' }}
              onTouchStart={onTouchStart}
              onTouchEnd={onTouchEnd}
              data-testid="media-viewer-stage"
            >
              <ViewerMedia key={item.id} userId={userId} item={item} position={(index ?? 0) + 1} />
            </Box>
            <IconButton
              color="inherit"
              onClick={next}
              disabled={index === count - 1}
              aria-label={t('viewer.next')}
              size="large"
            >
              <ChevronRightIcon fontSize="large" />
            </IconButton>
          </Stack>
          <Stack sx={{ alignItems: 'center', flexWrap: 'wrap' }} direction="row" spacing={1} useFlexGap>
            {item.takenAt && (
              <Typography variant="body2" sx={{ opacity: 0.8 }}>
                {t('viewer.takenAt', {
                  date: formatLongDateTime(new Date(item.takenAt), currentLanguage()),
                })}
              </Typography>
            )}
            {item.children && item.children.length > 0 && (
              <Box
                component="ul"
                aria-label={t('viewer.children')}
                sx={{ display: 'flex', gap: 0.5, p: 0, m: 0, listStyle: 'none' }}
              >
                {item.children.map((c) => (
                  <li key={c.id}>
                    <Chip size="small" color="primary" label={`${c.firstname} ${c.lastname}`} />
                  </li>
                ))}
              </Box>
            )}
          </Stack>
        </Stack>
      )}
    </Dialog>
  )
}

function ViewerMedia({ userId, item, position }: { userId: string; item: ViewerItem; position: number }) {
  const { t } = useTranslation('ui')
  const size = item.type === 'VIDEO' ? 'original' : 'large'
  const url = useQuery(mediaUrlQuery(userId, item.id, size))
  const label = item.alt ?? t('viewer.mediaAlt', { position, name: item.fileName })
  if (url.isPending) return <CircularProgress color="inherit" aria-label={t('viewer.loading')} />
  if (url.isError) return <Typography role="alert">{t('viewer.loadError')}</Typography>
  if (item.type === 'VIDEO')
    return (
      <Box
        component="video"
        src={url.data}
        controls
        aria-label={label}
        sx={{ maxWidth: '100%', maxHeight: '70vh' }}
      />
    )
  return (
    <Box
      component="img"
      src={url.data}
      alt={label}
      draggable={false}
      sx={{ maxWidth: '100%', maxHeight: '70vh', objectFit: 'contain' }}
    />
  )
}

/** Keeps the index valid when items are removed while the viewer is open. */
export function useClampIndex(index: number | null, count: number, set: (i: number | null) => void) {
  useEffect(() => {
    if (index !== null && index >= count) set(count > 0 ? count - 1 : null)
  }, [index, count, set])
}
