import { Box } from '@mui/material'
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined'
import { useQuery } from '@tanstack/react-query'
import { mediaUrlQuery } from '../queries'

// A photo of a card through the media work's signed URL (GET media url by id → { mediaUrl }). While
// it loads, or when the file cannot be read, a neutral placeholder keeps the card's layout.
export function MediaImage({
  mediaId,
  alt,
  height = 220,
}: {
  mediaId: string
  alt: string
  height?: number
}) {
  const url = useQuery(mediaUrlQuery(mediaId))
  if (url.data)
    return (
      <Box
        component="img"
        src={url.data.mediaUrl}
        alt={alt}
        loading="lazy"
        sx={{ display: 'block', width: '100%', maxHeight: height, objectFit: 'cover', borderRadius: 1 }}
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
