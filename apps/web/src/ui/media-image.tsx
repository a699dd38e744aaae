import { Box } from '@mui/material'
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined'
import { useQuery } from '@tanstack/react-query'
import { useSignedInMe } from '@/session/session'
import { mediaUrlQuery } from './upload/media-url'

/**
 * A photo through its signed URL (the media routes check who may see it; ui/upload/media-url.ts).
 * While it loads, or when the file cannot be read, a neutral placeholder keeps the layout and
 * carries the name. `fit` is how the photo fills its box: cropped (`cover`, the newsfeed's cards)
 * or whole (`contain`, a postal card opened).
 */
export function MediaImage({
  mediaId,
  alt,
  height = 220,
  fit = 'cover',
}: {
  mediaId: string
  alt: string
  height?: number
  fit?: 'cover' | 'contain'
}) {
  const me = useSignedInMe()
  const url = useQuery({ ...mediaUrlQuery(me.user.id, mediaId), retry: false })
  if (url.data)
    return (
      <Box
        component="img"
        src={url.data}
        alt={alt}
        loading="lazy"
        sx={{ display: 'block', width: '100%', maxHeight: height, objectFit: fit, borderRadius: 1 }}
      />
    )
  return (
    <Box
      role="img"
      aria-label={alt}
      sx={{
        height: Math.min(height, 160),
        borderRadius: 1,
        bgcolor: 'action.hover',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        color: 'text.secondary',
      }}
    >
      <ImageOutlinedIcon fontSize="large" />
    </Box>
  )
}
