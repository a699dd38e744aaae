import { useState } from 'react'
import { Box, Button, Card, CardActions, CardContent, Chip, Stack, Typography } from '@mui/material'
import { Link as RouterLink } from 'react-router'
import { useTranslation } from 'react-i18next'
import type { Me } from '@nido/domain/contracts/me'
import type { PanelNews, PanelPage } from '@nido/domain/contracts/notifications'
import { FileName } from '@/ui/file-name'
import { RelativeTime } from '@/ui/relative-time'
import { useToast } from '@/ui/toast'
import { editPathOf } from '../panel-rules'
import { useDeletePanelItem, useModerate, type PanelList } from '../queries'
import { ConfirmDialog } from '@/ui/confirm-dialog'
import { RefuseDialog } from './refuse-dialog'
import '../i18n'

/** The text of a post's sanitised HTML, for a short preview. */
function previewOf(item: PanelNews): string {
  const { content, title, question } = item.reference
  if (content !== undefined)
    return new DOMParser().parseFromString(content, 'text/html').body.textContent ?? ''
  return title ?? question ?? ''
}

interface Props {
  me: Me
  item: PanelNews
  list: PanelList
  owner: PanelPage['users'][number] | undefined
  schoolName: string
  sectionNames: string[]
}

export function PanelNewsItem({ me, item, list, owner, schoolName, sectionNames }: Props) {
  const { t } = useTranslation('notifications')
  const toast = useToast()
  const moderate = useModerate(me.user.id)
  const remove = useDeletePanelItem(me.user.id)
  const [refusing, setRefusing] = useState(false)
  const [deleting, setDeleting] = useState(false)
  const preview = previewOf(item)
  const author = owner ? `${owner.firstname} ${owner.lastname}` : t('panel.unknownAuthor')

  // mutateAsync rather than mutate's callbacks: the item leaves the list (and unmounts) as soon as
  // the lists are re-fetched, and the toast must still show.
  const approve = () =>
    moderate.mutateAsync({ newsId: item.id, decision: 'approve' }).then(
      () => toast.success(t('moderation.approved')),
      (e: unknown) => toast.apiError(e),
    )
  const refuse = (reason: string) =>
    moderate.mutateAsync({ newsId: item.id, decision: 'refuse', reason }).then(
      () => {
        setRefusing(false)
        toast.success(t('moderation.refused'))
      },
      (e: unknown) => toast.apiError(e),
    )
  // Spec 000 §4: a news-deleted toast, and the count decrements (counts are re-fetched).
  const confirmDelete = () =>
    remove.mutateAsync({ referenceType: item.referenceType, referenceId: item.reference.id }).then(
      () => {
        setDeleting(false)
        toast.success(t('panel.deleted'))
      },
      (e: unknown) => toast.apiError(e),
    )

  return (
    <Card
      component="li"
      variant="outlined"
      aria-label={t('panel.itemLabel', { author, type: t(`types.${item.referenceType}`) })}
    >
      <CardContent sx={{ pb: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap' }}>
          <Chip size="small" label={t(`types.${item.referenceType}`)} />
          <Chip
            size="small"
            color={item.status === 'refused' ? 'error' : 'warning'}
            label={t(`status.${item.status}`)}
          />
          <Typography variant="caption" color="text.secondary">
            <RelativeTime value={item.createdAt} />
          </Typography>
        </Stack>
        <Typography variant="subtitle2">{author}</Typography>
        <Typography variant="caption" color="text.secondary" component="p">
          {[schoolName, ...sectionNames].filter(Boolean).join(' · ')}
        </Typography>
        <Typography variant="body2" sx={{ mt: 1, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {preview.length > 300 ? `${preview.slice(0, 297)}…` : preview}
        </Typography>
        {item.attachments.length > 0 && (
          <Box component="ul" sx={{ pl: 2, my: 1 }} aria-label={t('panel.attachments')}>
            {item.attachments.map((a, i) => (
              <li key={i}>
                <Typography variant="caption">
                  {t(`mediaTypes.${a.attachmentType}`)}: <FileName name={a.fileName} />
                </Typography>
              </li>
            ))}
          </Box>
        )}
        {item.status === 'refused' && item.refusalReason && (
          <Typography variant="body2" color="error" sx={{ mt: 1 }}>
            {t('moderation.reasonShown', { reason: item.refusalReason })}
          </Typography>
        )}
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {list === 'toModerate' && (
          <>
            <Button
              size="small"
              variant="contained"
              disabled={moderate.isPending}
              onClick={() => void approve()}
            >
              {t('moderation.approve')}
            </Button>
            <Button
              size="small"
              color="error"
              disabled={moderate.isPending}
              onClick={() => setRefusing(true)}
            >
              {t('moderation.refuse')}
            </Button>
          </>
        )}
        <Button size="small" component={RouterLink} to={editPathOf(item)}>
          {t('common.edit')}
        </Button>
        <Button size="small" color="error" onClick={() => setDeleting(true)}>
          {t('common.delete')}
        </Button>
      </CardActions>
      <RefuseDialog
        open={refusing}
        busy={moderate.isPending}
        onRefuse={(reason) => void refuse(reason)}
        onClose={() => setRefusing(false)}
      />
      <ConfirmDialog
        open={deleting}
        title={t('panel.deleteTitle')}
        text={t('panel.deleteText')}
        confirm={t('common.delete')}
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(false)}
      />
    </Card>
  )
}
