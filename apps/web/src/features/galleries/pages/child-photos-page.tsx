import { useState } from 'react'
import {
  Alert,
  Box,
  Button,
  ButtonBase,
  FormControlLabel,
  FormHelperText,
  Paper,
  Skeleton,
  Stack,
  Switch,
  Typography,
} from '@mui/material'
import ArrowBackIcon from '@mui/icons-material/ArrowBack'
import DownloadIcon from '@mui/icons-material/Download'
import { useInfiniteQuery, useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { Link as RouterLink, Navigate } from 'react-router'
import { useTranslation } from 'react-i18next'
import { contracts } from '@nido/domain/contracts/index'
import type { ChildPhoto } from '@nido/domain/contracts/galleries'
import type { Me } from '@nido/domain/contracts/me'
import { api } from '@/api/client'
import { meQuery } from '@/session/session'
import { ErrorBlock } from '@/ui/error-block'
import { useToast } from '@/ui/toast'
import { mayDownloadMedia, maySeeChildPhotos } from '../access'
import { MediaViewer, type ViewerItem } from '@/ui/media-viewer'
import { InfiniteSentinel } from '../components/infinite-sentinel'
import { MediaThumb } from '../components/media-thumb'
import { childArchiveUrl, childPhotosQuery, consentQuery, useSetConsent } from '../queries'
import '../i18n'
import { EmptyState } from '@/ui/empty-state'
import { formatDate } from '@/ui/format'
import { currentLanguage } from '@/i18n/index'

// "Photos of my child" for the current child (spec 000 §4 scope selector): every
// photo and video of an album or post in which the child is tagged and that the guardian may see,
// the download of all of them with their dates, and the photo consent switch.
export default function ChildPhotosPage() {
  const { data: me } = useSuspenseQuery(meQuery)
  const { t } = useTranslation('galleries')
  if (!me) return <Navigate to="/login" replace />
  if (!maySeeChildPhotos(me)) return <Navigate to="/galleries" replace />
  const childId = me.current.childId
  return (
    <Box sx={{ mt: 2, mb: 4 }}>
      <Button component={RouterLink} to="/galleries" startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
        {t('edit.back')}
      </Button>
      {childId ? (
        <ChildPhotos key={childId} me={me} childId={childId} />
      ) : (
        <Alert severity="info">{t('child.noChild')}</Alert>
      )}
    </Box>
  )
}

function useChildName(me: Me, childId: string): string | null {
  const meta = useQuery({
    queryKey: ['session', me.user.id, 'galleries', 'child-name', childId],
    queryFn: () => api(contracts.scope.metadata, { body: { userIds: [childId] } }),
    staleTime: 10 * 60_000,
  })
  const child = meta.data?.users.find((u) => u.id === childId)
  return child ? child.firstname : null
}

function ChildPhotos({ me, childId }: { me: Me; childId: string }) {
  const { t } = useTranslation('galleries')
  const name = useChildName(me, childId)
  const photos = useInfiniteQuery(childPhotosQuery(me.user.id, childId))
  const [index, setIndex] = useState<number | null>(null)
  const items: ChildPhoto[] = photos.data?.pages.flatMap((p) => p.items) ?? []
  const viewerItems: ViewerItem[] = items.map((p) => ({
    id: p.id,
    type: p.type,
    fileName: p.fileName,
    takenAt: p.takenAt,
    children: [],
  }))
  const dateOf = (p: ChildPhoto) => formatDate(new Date(p.takenAt ?? p.createdAt), currentLanguage())
  return (
    <>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2 }} useFlexGap>
        <Typography variant="h4" component="h1" sx={{ flex: 1 }}>
          {name ? t('child.titleNamed', { name }) : t('child.title')}
        </Typography>
        {items.length > 0 && (
          <Button
            component="a"
            href={childArchiveUrl(childId)}
            download
            variant="outlined"
            startIcon={<DownloadIcon />}
          >
            {t('child.download')}
          </Button>
        )}
      </Stack>
      <ConsentSwitch me={me} childId={childId} name={name} />
      {photos.isPending ? (
        <Skeleton variant="rectangular" height={200} aria-label={t('loading')} />
      ) : photos.isError ? (
        <ErrorBlock title={t('child.loadError')} onRetry={() => void photos.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState text={t('child.empty')} />
      ) : (
        <>
          <Box
            component="ul"
            aria-label={t('child.photos')}
            sx={{
              display: 'grid',
              gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
              gap: 1.5,
              p: 0,
              m: 0,
              listStyle: 'none',
            }}
          >
            {items.map((p, i) => (
              <li key={p.id}>
                <ButtonBase
                  onClick={() => setIndex(i)}
                  aria-label={t('view.open', { position: i + 1, name: p.fileName })}
                  sx={{ display: 'block', width: '100%', borderRadius: 1 }}
                >
                  <MediaThumb userId={me.user.id} mediaId={p.id} type={p.type} alt="" />
                </ButtonBase>
                <Typography variant="caption" component="p" noWrap>
                  {dateOf(p)}
                </Typography>
                <Typography variant="caption" component="p" color="text.secondary" noWrap>
                  {p.source.type === 'Gallery'
                    ? t('child.fromAlbum', { title: p.source.title })
                    : t('child.fromPost', { title: p.source.title })}
                </Typography>
              </li>
            ))}
          </Box>
          <InfiniteSentinel
            hasMore={photos.hasNextPage}
            loading={photos.isFetchingNextPage}
            onMore={() => void photos.fetchNextPage()}
          />
        </>
      )}
      <MediaViewer
        userId={me.user.id}
        items={viewerItems}
        index={index}
        onIndexChange={setIndex}
        onClose={() => setIndex(null)}
        download={mayDownloadMedia(me)}
      />
    </>
  )
}

/** The referent guardians give or withhold photo consent for their child. */
function ConsentSwitch({ me, childId, name }: { me: Me; childId: string; name: string | null }) {
  const { t } = useTranslation('galleries')
  const toast = useToast()
  const consent = useQuery(consentQuery(me.user.id, childId))
  const update = useSetConsent(me.user.id, childId)
  if (consent.isPending) return <Skeleton variant="rectangular" height={72} sx={{ mb: 2 }} />
  if (consent.isError) return null
  const given = !consent.data.withheld
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
      <FormControlLabel
        control={
          <Switch
            checked={given}
            disabled={!consent.data.canChange || update.isPending}
            onChange={(event) =>
              update.mutate(!event.target.checked, {
                onSuccess: (saved) =>
                  toast.success(saved.withheld ? t('consent.withheldDone') : t('consent.givenDone')),
                onError: (error) => toast.apiError(error),
              })
            }
          />
        }
        label={t('consent.label', { name: name ?? t('consent.yourChild') })}
      />
      <FormHelperText>
        {consent.data.canChange ? t('consent.help') : t('consent.referentOnly')}
      </FormHelperText>
    </Paper>
  )
}
