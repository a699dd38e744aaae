import { useState } from 'react'
import {
  Button,
  Card,
  CardActions,
  CardContent,
  Chip,
  List,
  ListItem,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material'
import AddIcon from '@mui/icons-material/Add'
import DownloadIcon from '@mui/icons-material/Download'
import { useInfiniteQuery } from '@tanstack/react-query'
import { Link as RouterLink } from 'react-router'
import { useTranslation } from 'react-i18next'
import type { Folder } from '@nido/domain/contracts/folders'
import { FileName } from '@/ui/file-name'
import { PagedListPage } from '@/ui/paged-list-page'
import { RelativeTime } from '@/ui/relative-time'
import { useToast } from '@/ui/toast'
import { ConfirmDialog } from '@/ui/confirm-dialog'
import { useSignedInMe } from '@/session/session'
import { downloadMedia } from '@/ui/upload/media-url'
import { foldersQuery, useDeleteFolder } from '../queries'
import '../i18n'

// Spec 000 §2 /folders: the folders of the current school the user may see, newest first, with
// each document to download; their authors (and the school's directors) edit and delete them.

const folderAuthors = ['COORDINATOR', 'DIRECTOR', 'TEACHER']

export default function FoldersPage() {
  const { t } = useTranslation('folders')
  const me = useSignedInMe()
  const userId = me.user.id
  const query = useInfiniteQuery(foldersQuery(userId))
  const mayCreate = folderAuthors.includes(me.meta.userPermission.profileType) && !me.user.observer

  return (
    <PagedListPage
      title={t('folders.title')}
      action={
        mayCreate && (
          <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to="/folders/new">
            {t('folders.new')}
          </Button>
        )
      }
      query={query}
      empty={t('folders.empty')}
      renderItem={(folder) => <FolderCard key={folder.id} userId={userId} folder={folder} />}
    />
  )
}

function FolderCard({ userId, folder }: { userId: string; folder: Folder }) {
  const { t } = useTranslation('folders')
  const toast = useToast()
  const remove = useDeleteFolder(userId)
  const [confirming, setConfirming] = useState(false)
  return (
    <Card component="li" variant="outlined" aria-label={folder.title}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
            {folder.title}
          </Typography>
          <Chip size="small" label={t(`audience.${folder.audience}`)} />
          {folder.status !== 'published' && (
            <Chip size="small" color="warning" label={t(`status.${folder.status}`)} />
          )}
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {folder.owner ? `${folder.owner.firstname} ${folder.owner.lastname} · ` : ''}
          <RelativeTime value={folder.createdAt} />
        </Typography>
        {folder.description && (
          <Typography sx={{ mt: 1, whiteSpace: 'pre-wrap' }}>{folder.description}</Typography>
        )}
        {folder.documents.length > 0 && (
          <List dense aria-label={t('folders.documents')}>
            {folder.documents.map((doc) => (
              <ListItem
                key={doc.id}
                secondaryAction={
                  <Button
                    size="small"
                    startIcon={<DownloadIcon />}
                    aria-label={t('folders.download', { name: doc.fileName })}
                    onClick={() => downloadMedia(doc.id).catch((e: unknown) => toast.apiError(e, 'GET'))}
                  >
                    {t('folders.downloadShort')}
                  </Button>
                }
              >
                <ListItemText
                  primary={<FileName name={doc.fileName} />}
                  secondary={t(`mediaTypes.${doc.type}`)}
                />
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
      {folder.canEdit && (
        <CardActions>
          <Button component={RouterLink} to={`/folders/edit/${folder.id}`}>
            {t('common.edit')}
          </Button>
          <Button color="error" onClick={() => setConfirming(true)}>
            {t('common.delete')}
          </Button>
        </CardActions>
      )}
      <ConfirmDialog
        confirm={t('common.delete')}
        open={confirming}
        title={t('folders.deleteTitle')}
        text={t('folders.deleteText', { title: folder.title })}
        busy={remove.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(folder.id, {
            onSuccess: () => {
              setConfirming(false)
              toast.success(t('folders.deleted'))
            },
            onError: (e) => toast.apiError(e),
          })
        }
      />
    </Card>
  )
}
