import { Box, Skeleton } from '@mui/material'
import PlayCircleIcon from '@mui/icons-material/PlayCircleOutlined'
import BrokenImageIcon from '@mui/icons-material/BrokenImageOutlined'
import { useQuery } from '@tanstack/react-query'
import type { MediaSize } from '@nido/domain/contracts/media'
import { mediaUrlQuery } from '@/ui/upload/media-url'

interface Props {
  userId: string
  mediaId: string
  type: 'VIDEO' | 'IMAGE' | 'DOCUMENT' | 'AUDIO'
  /** The accessible name of the picture. */
  alt: string
  size?: MediaSize
  height?: number | string
}

/** A square thumbnail: the photo's small size, or a play sign for a video. */
export function MediaThumb({ userId, mediaId, type, alt, size = 'thumb', height = 140 }: Props) {
  const video = type === 'VIDEO'
  const url = useQuery({ ...mediaUrlQuery(userId, mediaId, size), enabled: !video })
  const box = { width: '100%', height, borderRadius: 1, overflow: 'hidden', bgcolor: 'action.hover' }
  if (video)
    return (
      <Box
        role="img"
        aria-label={alt}
        sx={{ ...box, display: 'grid', placeItems: 'center', bgcolor: 'grey.900' }}
      >
        <PlayCircleIcon sx={{ color: 'common.white', fontSize: 48 }} />
      </Box>
    )
  if (url.isPending) return <Skeleton variant="rectangular" sx={box} />
  if (url.isError)
    return (
      <Box role="img" aria-label={alt} sx={{ ...box, display: 'grid', placeItems: 'center' }}>
        <BrokenImageIcon color="disabled" />
      </Box>
    )
  return (
    <Box
      component="img"
      src={url.data}
      alt={alt}
      loading="lazy"
      sx={{ ...box, objectFit: 'cover', display: 'block' }}
    />
  )
}
