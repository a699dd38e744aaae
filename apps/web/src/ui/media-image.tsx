import { Box, Skeleton } from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { mediaUrlQuery } from '@/ui/upload/media-url'

/** A photo through a signed URL of the media routes (they check who may see it). */
export function MediaImage({
  userId,
  mediaId,
  alt,
  height = 200,
}: {
  userId: string
  mediaId: string
  alt: string
  height?: number
}) {
  const { data } = useQuery(mediaUrlQuery(userId, mediaId))
  if (!data) return <Skeleton variant="rectangular" height={height} />
  return (
    <Box
      component="img"
      src={data}
      alt={alt}
      sx={{ width: '100%', maxHeight: height * 2, objectFit: 'contain', borderRadius: 1 }}
    />
  )
}
