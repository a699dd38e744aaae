import {
  Box,
  Button,
  Card,
  CardActionArea,
  CardContent,
  Chip,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material'
import AddIcon from '@mui/icons-material/Add'
import ChildCareIcon from '@mui/icons-material/ChildCareOutlined'
import PhotoLibraryIcon from '@mui/icons-material/PhotoLibraryOutlined'
import { useInfiniteQuery, useSuspenseQuery } from '@tanstack/react-query'
import { Link as RouterLink, Navigate } from 'react-router'
import { useTranslation } from 'react-i18next'
import type { GallerySummary } from '@nido/domain/contracts/galleries'
import { meQuery } from '@/session/session'
import { ErrorBlock } from '@/ui/error-block'
import { RelativeTime } from '@/ui/relative-time'
import { mayCreateAlbum, maySeeChildPhotos } from '../access'
import { InfiniteSentinel } from '../components/infinite-sentinel'
import { MediaThumb } from '../components/media-thumb'
import { albumsQuery } from '../queries'
import '../i18n'
import { EmptyState } from '@/ui/empty-state'

// Spec 000 §2 /galleries: the albums the user may see, newest first, loaded page by page as the
// list scrolls (keyset pages of the API).
export default function GalleriesPage() {
  const { data: me } = useSuspenseQuery(meQuery)
  const { t } = useTranslation('galleries')
  const albums = useInfiniteQuery(albumsQuery(me?.user.id ?? ''))
  if (!me) return <Navigate to="/login" replace />
  const items = albums.data?.pages.flatMap((p) => p.items) ?? []
  return (
    <Box sx={{ mt: 2, mb: 4 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2 }} useFlexGap>
        <Typography variant="h4" component="h1" sx={{ flex: 1 }}>
          {t('list.title')}
        </Typography>
        {maySeeChildPhotos(me) && (
          <Button component={RouterLink} to="/galleries/photos-of-my-child" startIcon={<ChildCareIcon />}>
            {t('list.childPhotos')}
          </Button>
        )}
        {mayCreateAlbum(me) && (
          <Button component={RouterLink} to="/galleries/edit/new" variant="contained" startIcon={<AddIcon />}>
            {t('list.new')}
          </Button>
        )}
      </Stack>
      {albums.isPending ? (
        <AlbumGrid>
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} variant="rectangular" height={220} aria-hidden />
          ))}
        </AlbumGrid>
      ) : albums.isError ? (
        <ErrorBlock title={t('list.loadError')} onRetry={() => void albums.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState text={t('list.empty')} />
      ) : (
        <>
          <AlbumGrid>
            {items.map((album) => (
              <AlbumCard key={album.id} userId={me.user.id} album={album} />
            ))}
          </AlbumGrid>
          <InfiniteSentinel
            hasMore={albums.hasNextPage}
            loading={albums.isFetchingNextPage}
            onMore={() => void albums.fetchNextPage()}
          />
        </>
      )}
    </Box>
  )
}

function AlbumGrid({ children }: { children: React.ReactNode }) {
  return (
    <Box
      component="ul"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
        gap: 2,
        p: 0,
        m: 0,
        listStyle: 'none',
      }}
    >
      {children}
    </Box>
  )
}

function AlbumCard({ userId, album }: { userId: string; album: GallerySummary }) {
  const { t } = useTranslation('galleries')
  return (
    <li>
      <Card variant="outlined" sx={{ height: '100%' }}>
        <CardActionArea component={RouterLink} to={`/galleries/edit/${album.id}`} aria-label={album.title}>
          {album.coverMediaId ? (
            <MediaThumb userId={userId} mediaId={album.coverMediaId} type="IMAGE" alt="" height={140} />
          ) : (
            <Box sx={{ height: 140, display: 'grid', placeItems: 'center', bgcolor: 'action.hover' }}>
              <PhotoLibraryIcon color="disabled" fontSize="large" />
            </Box>
          )}
          <CardContent>
            <Typography variant="subtitle1" component="h2" noWrap>
              {album.title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('list.count', { count: album.itemCount })} · <RelativeTime value={album.createdAt} />
            </Typography>
            {album.owner && (
              <Typography variant="body2" color="text.secondary" noWrap>
                {album.owner.firstname} {album.owner.lastname}
              </Typography>
            )}
            {album.status !== 'published' && (
              <Chip size="small" sx={{ mt: 0.5 }} label={t(`status.${album.status}`)} />
            )}
          </CardContent>
        </CardActionArea>
      </Card>
    </li>
  )
}
