import { lazy, Suspense, useState } from 'react'
import { Box, ButtonBase } from '@mui/material'
import { useTranslation } from 'react-i18next'
import { actionRules } from '@nido/domain/access/actions'
import type { NewsAttachment, NewsItem } from '@nido/domain/contracts/news'
import { currentLanguage } from '@/i18n/index'
import { formatDate } from '@/ui/format'
import { MediaImage } from '@/ui/media-image'
import type { ViewerItem } from '@/ui/media-viewer'
import { useSignedInMe } from '@/session/session'
import '../i18n'

// A post's photos on its card open the one media viewer of ui/ (STYLE habit 13), the albums' own.
// The viewer is its own chunk, fetched on the first tap, so the feed's first load does not grow
// (docs/web-weight.md).
const MediaViewer = lazy(() => import('@/ui/media-viewer').then((m) => ({ default: m.MediaViewer })))

/** The card shows four; the viewer walks through all of them. */
const shownOnCard = 4

export function PostPhotos({ item, images }: { item: NewsItem; images: readonly NewsAttachment[] }) {
  const { t } = useTranslation('news')
  const me = useSignedInMe()
  const [index, setIndex] = useState<number | null>(null)
  const author = item.owner ? `${item.owner.firstname} ${item.owner.lastname}` : item.school.name
  const date = formatDate(new Date(item.publishAt), currentLanguage())
  // Spec 000 §7 download: the media download action's rule, the one the server applies.
  const download = (actionRules['media.download'].profiles as readonly string[]).includes(
    me.meta.userPermission.profileType,
  )
  const viewerItems: ViewerItem[] = images.map((a, i) => ({
    id: a.mediaId,
    type: a.type,
    fileName: a.fileName,
    alt: t('card.photoAlt', { position: i + 1, count: images.length, name: author, date }),
  }))
  return (
    <>
      <Box sx={{ display: 'grid', gridTemplateColumns: images.length > 1 ? '1fr 1fr' : '1fr', gap: 1 }}>
        {viewerItems.slice(0, shownOnCard).map((photo, i) => (
          <ButtonBase
            key={photo.id}
            onClick={() => setIndex(i)}
            sx={{ display: 'block', width: '100%', borderRadius: 1 }}
          >
            <MediaImage mediaId={photo.id} alt={photo.alt ?? ''} height={images.length > 1 ? 160 : 320} />
          </ButtonBase>
        ))}
      </Box>
      {index !== null && (
        <Suspense fallback={null}>
          <MediaViewer
            userId={me.user.id}
            items={viewerItems}
            index={index}
            onIndexChange={setIndex}
            onClose={() => setIndex(null)}
            download={download}
          />
        </Suspense>
      )}
    </>
  )
}
