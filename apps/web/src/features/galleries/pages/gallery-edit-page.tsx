import { useCallback, useRef, useState, type FormEvent } from 'react'
import {
  Box,
  Button,
  ButtonBase,
  IconButton,
  Skeleton,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material'
import ArrowBackIcon from '@mui/icons-material/ArrowBack'
import ArrowForwardIcon from '@mui/icons-material/ArrowForward'
import DeleteIcon from '@mui/icons-material/DeleteOutlined'
import DownloadIcon from '@mui/icons-material/Download'
import LocalOfferIcon from '@mui/icons-material/LocalOfferOutlined'
import RemoveIcon from '@mui/icons-material/RemoveCircleOutlined'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { Link as RouterLink, Navigate, useNavigate, useParams } from 'react-router'
import { useTranslation } from 'react-i18next'
import { galleryLimits, type Gallery } from '@nido/domain/contracts/galleries'
import type { Me } from '@nido/domain/contracts/me'
import { ApiError } from '@/api/client'
import { meQuery } from '@/session/session'
import { ErrorBlock } from '@/ui/error-block'
import { useToast } from '@/ui/toast'
import type { UploadedMedia } from '@/ui/upload/upload'
import { mayCreateAlbum, mayDownloadMedia, mayTagChildren } from '../access'
import { AlbumUploads, useAlbumUploads } from '../components/album-uploads'
import { MediaViewer, useClampIndex, type ViewerItem } from '@/ui/media-viewer'
import { ConfirmDelete } from '../components/confirm-delete'
import { useGalleryErrorToast } from '../components/gallery-errors'
import { MediaThumb } from '../components/media-thumb'
import { ShareTargetsPicker, type Target } from '../components/share-targets-picker'
import { TagDialog } from '../components/tag-dialog'
import { albumArchiveUrl, albumQuery, useDeleteAlbum, useSaveAlbum } from '../queries'
import '../i18n'
import { EmptyState } from '@/ui/empty-state'

// Spec 000 §2 /galleries/edit/{id} ("new" for a new album). The author (and the school's
// directors and coordinators) edit the album here; everyone else who may see it gets the same
// page read-only: the photos, the viewer and the download of the whole album.
export default function GalleryEditPage() {
  const { id = 'new' } = useParams()
  const { data: me } = useSuspenseQuery(meQuery)
  if (!me) return <Navigate to="/login" replace />
  if (id === 'new') {
    if (!mayCreateAlbum(me)) return <Navigate to="/galleries" replace />
    return <AlbumForm me={me} album={null} />
  }
  return <ExistingAlbum key={id} me={me} id={id} />
}

function ExistingAlbum({ me, id }: { me: Me; id: string }) {
  const { t } = useTranslation('galleries')
  const album = useQuery({ ...albumQuery(me.user.id, id), retry: false })
  if (album.isPending)
    return (
      <Stack spacing={2} sx={{ mt: 2 }} aria-busy="true" aria-label={t('loading')}>
        <Skeleton variant="text" height={48} width="50%" />
        <Skeleton variant="rectangular" height={240} />
      </Stack>
    )
  if (album.isError) {
    const notFound = album.error instanceof ApiError && album.error.status === 404
    return (
      <Box sx={{ mt: 2 }}>
        <ErrorBlock
          title={notFound ? t('edit.notFound') : t('edit.loadError')}
          {...(notFound ? {} : { onRetry: () => void album.refetch() })}
        />
      </Box>
    )
  }
  return album.data.canEdit ? (
    <AlbumForm me={me} album={album.data} />
  ) : (
    <AlbumView me={me} album={album.data} />
  )
}

/** Read-only: title, description, the photos, the viewer, the zip. */
function AlbumView({ me, album }: { me: Me; album: Gallery }) {
  const { t } = useTranslation('galleries')
  const [index, setIndex] = useState<number | null>(null)
  const [tagging, setTagging] = useState<ViewerItem | null>(null)
  const canTag = mayTagChildren(me)
  return (
    <Box sx={{ mt: 2, mb: 4 }}>
      <BackLink />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', mb: 1 }}>
        <Typography variant="h4" component="h1" sx={{ flex: 1 }}>
          {album.title}
        </Typography>
        <DownloadButton album={album} />
      </Stack>
      {album.owner && (
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {t('view.by', { name: `${album.owner.firstname} ${album.owner.lastname}` })}
        </Typography>
      )}
      {album.description && (
        <Typography sx={{ mb: 2, whiteSpace: 'pre-line' }}>{album.description}</Typography>
      )}
      <ItemGrid userId={me.user.id} items={album.items} onOpen={setIndex} />
      <MediaViewer
        userId={me.user.id}
        items={album.items}
        index={index}
        onIndexChange={setIndex}
        onClose={() => setIndex(null)}
        download={mayDownloadMedia(me)}
        {...(canTag ? { onTag: setTagging } : {})}
      />
      <TagDialog userId={me.user.id} media={tagging} onClose={() => setTagging(null)} />
    </Box>
  )
}

function BackLink() {
  const { t } = useTranslation('galleries')
  return (
    <Button component={RouterLink} to="/galleries" startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
      {t('edit.back')}
    </Button>
  )
}

function DownloadButton({ album }: { album: Gallery }) {
  const { t } = useTranslation('galleries')
  if (album.items.length === 0) return null
  return (
    <Button
      component="a"
      href={albumArchiveUrl(album.id)}
      download
      variant="outlined"
      startIcon={<DownloadIcon />}
    >
      {t('view.download')}
    </Button>
  )
}

function ItemGrid({
  userId,
  items,
  onOpen,
  renderActions,
}: {
  userId: string
  items: readonly ViewerItem[]
  onOpen: (index: number) => void
  renderActions?: (item: ViewerItem, index: number) => React.ReactNode
}) {
  const { t } = useTranslation('galleries')
  if (items.length === 0) return <EmptyState text={t('view.empty')} />
  return (
    <Box
      component="ul"
      aria-label={t('view.items')}
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
        gap: 1,
        p: 0,
        m: 0,
        listStyle: 'none',
      }}
    >
      {items.map((item, index) => (
        <li key={item.id}>
          <ButtonBase
            onClick={() => onOpen(index)}
            aria-label={t('view.open', { position: index + 1, name: item.fileName })}
            sx={{ display: 'block', width: '100%', borderRadius: 1 }}
          >
            <MediaThumb userId={userId} mediaId={item.id} type={item.type} alt="" />
          </ButtonBase>
          {item.children && item.children.length > 0 && (
            <Typography variant="caption" color="text.secondary" noWrap component="p">
              {item.children.map((c) => c.firstname).join(', ')}
            </Typography>
          )}
          {renderActions?.(item, index)}
        </li>
      ))}
    </Box>
  )
}

/** Create (album null) or edit an album. */
function AlbumForm({ me, album }: { me: Me; album: Gallery | null }) {
  const { t } = useTranslation('galleries')
  const navigate = useNavigate()
  const toast = useToast()
  const showError = useGalleryErrorToast()
  const userId = me.user.id
  const save = useSaveAlbum(userId)
  const remove = useDeleteAlbum(userId)
  const [title, setTitle] = useState(album?.title ?? '')
  const [description, setDescription] = useState(album?.description ?? '')
  const schoolId = album?.schoolId ?? me.current.schoolId ?? me.meta.structureTreeScope.schoolIds[0] ?? null
  const [targets, setTargets] = useState<Target[]>(album?.targets ?? [])
  const [items, setItems] = useState<ViewerItem[]>(album?.items ?? [])
  const [submitted, setSubmitted] = useState(false)
  const [index, setIndex] = useState<number | null>(null)
  const [tagging, setTagging] = useState<ViewerItem | null>(null)
  const [confirming, setConfirming] = useState(false)
  useClampIndex(index, items.length, setIndex)

  // Uploads end in any order (three at a time); each new photo takes its place by the order the
  // files were chosen in, after the album's earlier items.
  const sequences = useRef(new Map<string, number>())
  const onUploaded = useCallback((media: UploadedMedia, sequence: number) => {
    sequences.current.set(media.id, sequence)
    const item: ViewerItem = {
      id: media.id,
      type: media.type,
      fileName: media.fileName,
      takenAt: null,
      children: [],
    }
    setItems((list) => {
      const at = list.findIndex((x) => (sequences.current.get(x.id) ?? -1) > sequence)
      return at === -1 ? [...list, item] : [...list.slice(0, at), item, ...list.slice(at)]
    })
  }, [])
  const uploads = useAlbumUploads(onUploaded)

  const titleError = submitted && title.trim() === '' ? t('edit.titleRequired') : undefined
  const targetsError = submitted && targets.length === 0 ? t('edit.targetsRequired') : undefined

  const move = (from: number, to: number) =>
    setItems((list) => {
      if (to < 0 || to >= list.length) return list
      const copy = [...list]
      const [moved] = copy.splice(from, 1)
      copy.splice(to, 0, moved!)
      return copy
    })

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setSubmitted(true)
    if (title.trim() === '' || targets.length === 0 || uploads.busy) return
    save.mutate(
      {
        id: album?.id ?? null,
        body: {
          title,
          description,
          ...(album ? {} : schoolId ? { schoolId } : {}),
          targets,
          mediaIds: items.map((i) => i.id),
        },
      },
      {
        onSuccess: (saved) => {
          toast.success(t(album ? 'edit.saved' : 'edit.created'))
          setItems(saved.items)
          if (!album) void navigate(`/galleries/edit/${saved.id}`, { replace: true })
        },
        onError: showError,
      },
    )
  }

  const confirmDelete = () => {
    if (!album) return
    remove.mutate(album.id, {
      onSuccess: () => {
        toast.success(t('delete.done'))
        void navigate('/galleries', { replace: true })
      },
      onError: (error) => {
        setConfirming(false)
        showError(error)
      },
    })
  }

  const canTag = album !== null && mayTagChildren(me)
  const saved = new Map(album?.items.map((i) => [i.id, i]) ?? [])
  const savedIds = new Set(saved.keys())
  // Tags change on the server (the tag dialog); the names follow without losing local edits.
  const shown = items.map((i) => ({ ...i, children: saved.get(i.id)?.children ?? i.children }))

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ mt: 2, mb: 4, maxWidth: 960 }}>
      <BackLink />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
        <Typography variant="h4" component="h1" sx={{ flex: 1 }}>
          {album ? t('edit.editTitle') : t('edit.newTitle')}
        </Typography>
        {album && <DownloadButton album={album} />}
      </Stack>
      <Stack spacing={2}>
        <TextField
          label={t('edit.title')}
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          required
          error={Boolean(titleError)}
          helperText={titleError}
          slotProps={{ htmlInput: { maxLength: galleryLimits.titleMax } }}
        />
        <TextField
          label={t('edit.description')}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          multiline
          minRows={2}
          slotProps={{ htmlInput: { maxLength: galleryLimits.descriptionMax } }}
        />
        <ShareTargetsPicker
          me={me}
          schoolId={schoolId}
          value={targets}
          onChange={setTargets}
          {...(targetsError ? { error: targetsError } : {})}
        />
        <Typography variant="h6" component="h2">
          {t('edit.items', { count: items.length })}
        </Typography>
        <AlbumUploads uploads={uploads.uploads} add={uploads.add} cancel={uploads.cancel} />
        <ItemGrid
          userId={userId}
          items={shown}
          onOpen={setIndex}
          renderActions={(item, i) => (
            <Stack sx={{ justifyContent: 'center' }} direction="row">
              <Tooltip title={t('edit.moveBefore')}>
                <span>
                  <IconButton
                    size="small"
                    disabled={i === 0}
                    onClick={() => move(i, i - 1)}
                    aria-label={t('edit.moveBeforeNamed', { name: item.fileName })}
                  >
                    <ArrowBackIcon fontSize="small" />
                  </IconButton>
                </span>
              </Tooltip>
              <Tooltip title={t('edit.moveAfter')}>
                <span>
                  <IconButton
                    size="small"
                    disabled={i === items.length - 1}
                    onClick={() => move(i, i + 1)}
                    aria-label={t('edit.moveAfterNamed', { name: item.fileName })}
                  >
                    <ArrowForwardIcon fontSize="small" />
                  </IconButton>
                </span>
              </Tooltip>
              {canTag && savedIds.has(item.id) && (
                <Tooltip title={t('viewer.tag')}>
                  <IconButton
                    size="small"
                    onClick={() => setTagging(item)}
                    aria-label={t('edit.tagNamed', { name: item.fileName })}
                  >
                    <LocalOfferIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              )}
              <Tooltip title={t('edit.remove')}>
                <IconButton
                  size="small"
                  onClick={() => setItems((list) => list.filter((x) => x.id !== item.id))}
                  aria-label={t('edit.removeNamed', { name: item.fileName })}
                >
                  <RemoveIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            </Stack>
          )}
        />
        <Stack sx={{ justifyContent: 'flex-end' }} direction="row" spacing={1}>
          {album && (
            <Button color="error" startIcon={<DeleteIcon />} onClick={() => setConfirming(true)}>
              {t('delete.open')}
            </Button>
          )}
          <Button type="submit" variant="contained" loading={save.isPending} disabled={uploads.busy}>
            {uploads.busy ? t('edit.waitUploads') : album ? t('edit.save') : t('edit.create')}
          </Button>
        </Stack>
      </Stack>
      <MediaViewer
        userId={userId}
        items={shown}
        index={index}
        onIndexChange={setIndex}
        onClose={() => setIndex(null)}
        {...(canTag ? { onTag: (item: ViewerItem) => savedIds.has(item.id) && setTagging(item) } : {})}
      />
      <TagDialog userId={userId} media={tagging} onClose={() => setTagging(null)} />
      {album && (
        <ConfirmDelete
          open={confirming}
          title={album.title}
          pending={remove.isPending}
          onCancel={() => setConfirming(false)}
          onConfirm={confirmDelete}
        />
      )}
    </Box>
  )
}
