import { ErrorBlock } from '@/ui/error-block'
import { useState } from 'react'
import {
  Badge,
  Box,
  Button,
  Card,
  CardActionArea,
  CardContent,
  Chip,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material'
import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { PostalCard } from '@nido/domain/contracts/postal-cards'
import { RelativeTime } from '@/ui/relative-time'
import { useToast } from '@/ui/toast'
import { DocumentsField, uploadedIds, uploading, type FileRow } from '@/ui/upload/documents-field'
import { MediaImage } from '@/ui/media-image'
import { useSignedInMe } from '@/session/session'
import { postalCardsQuery, recipientsQuery, unreadCardsQuery, useMarkCardRead, useSendCard } from '../queries'
import '../i18n'
import { EmptyState } from '@/ui/empty-state'

// Spec 000 §2 /postal-cards: a guardian sends a photo with a short message to the section of one
// of their children; the section's staff see the cards, the ones they have not opened marked.

const staffProfiles = ['COORDINATOR', 'DIRECTOR', 'TEACHER']

export default function PostalCardsPage() {
  const { t } = useTranslation('postalCards')
  const me = useSignedInMe()
  const staff = staffProfiles.includes(me.meta.userPermission.profileType)
  return (
    <Box sx={{ mt: 2, mb: 4, maxWidth: 720 }}>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        {t('cards.title')}
      </Typography>
      {me.meta.userPermission.profileType === 'GUARDIAN' && !me.user.observer && (
        <SendCard userId={me.user.id} />
      )}
      {staff && <UnreadCount userId={me.user.id} />}
      <CardList userId={me.user.id} staff={staff} />
    </Box>
  )
}

function UnreadCount({ userId }: { userId: string }) {
  const { t } = useTranslation('postalCards')
  const { data } = useQuery(unreadCardsQuery(userId))
  if (!data) return null
  return (
    <Typography sx={{ mb: 2 }} role="status">
      {t('cards.unread', { count: data.count })}
    </Typography>
  )
}

function SendCard({ userId }: { userId: string }) {
  const { t } = useTranslation('postalCards')
  const toast = useToast()
  const recipients = useQuery(recipientsQuery(userId))
  const send = useSendCard(userId)
  const [childKey, setChildKey] = useState('')
  const [message, setMessage] = useState('')
  const [photo, setPhoto] = useState<FileRow[]>([])
  const [submitted, setSubmitted] = useState(false)
  const options = (recipients.data?.items ?? []).flatMap((r) =>
    r.sections.map((s) => ({
      key: `${r.child.id}:${s.id}`,
      childId: r.child.id,
      sectionId: s.id,
      label: `${r.child.firstname} ${r.child.lastname} · ${s.name}`,
    })),
  )
  const chosen = options.find((o) => o.key === childKey) ?? options[0]
  const mediaId = uploadedIds(photo)[0]

  function submit(event: React.FormEvent) {
    event.preventDefault()
    setSubmitted(true)
    if (!chosen || !message.trim() || !mediaId) return
    send.mutate(
      { childId: chosen.childId, sectionId: chosen.sectionId, message, mediaId },
      {
        onSuccess: () => {
          toast.success(t('cards.sent'))
          setMessage('')
          setPhoto([])
          setSubmitted(false)
        },
        onError: (e) => toast.apiError(e),
      },
    )
  }

  if (recipients.isPending) return <CircularProgress aria-label={t('common.loading')} />
  if (recipients.isError)
    return (
      <ErrorBlock
        title={t('common.loadFailed')}
        error={recipients.error}
        onRetry={() => void recipients.refetch()}
      />
    )
  if (options.length === 0) return <Typography color="text.secondary">{t('cards.noChild')}</Typography>
  return (
    <Paper variant="outlined" component="form" noValidate onSubmit={submit} sx={{ p: 2, mb: 3 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {t('cards.send')}
      </Typography>
      <Stack spacing={2}>
        <TextField
          select
          label={t('cards.to')}
          value={chosen?.key ?? ''}
          onChange={(e) => setChildKey(e.target.value)}
        >
          {options.map((o) => (
            <MenuItem key={o.key} value={o.key}>
              {o.label}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label={t('cards.message')}
          value={message}
          required
          multiline
          minRows={2}
          onChange={(e) => setMessage(e.target.value)}
          error={submitted && !message.trim()}
          helperText={submitted && !message.trim() ? t('form.required') : t('cards.messageHelp')}
          slotProps={{ htmlInput: { maxLength: 1000 } }}
        />
        <DocumentsField
          kind="postal-card"
          rows={photo}
          onChange={setPhoto}
          multiple={false}
          accept="image/*,.heic"
          label={t('cards.photo')}
        />
        {submitted && !mediaId && !uploading(photo) && (
          <Typography variant="caption" color="error">
            {t('cards.photoRequired')}
          </Typography>
        )}
        <Box>
          <Button type="submit" variant="contained" disabled={send.isPending || uploading(photo)}>
            {t('cards.sendButton')}
          </Button>
        </Box>
      </Stack>
    </Paper>
  )
}

function CardList({ userId, staff }: { userId: string; staff: boolean }) {
  const { t } = useTranslation('postalCards')
  const query = useInfiniteQuery(postalCardsQuery(userId))
  const markRead = useMarkCardRead(userId)
  const [open, setOpen] = useState<PostalCard | null>(null)
  const cards = query.data?.pages.flatMap((p) => p.items) ?? []

  function openCard(card: PostalCard) {
    setOpen(card)
    if (staff && !card.read) markRead.mutate(card.id)
  }

  if (query.isPending) return <CircularProgress aria-label={t('common.loading')} />
  if (query.isError)
    return (
      <ErrorBlock title={t('common.loadFailed')} error={query.error} onRetry={() => void query.refetch()} />
    )
  return (
    <>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {t(staff ? 'cards.received' : 'cards.family')}
      </Typography>
      {cards.length === 0 ? (
        <EmptyState text={t('cards.empty')} />
      ) : (
        <Stack spacing={1} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={t('cards.list')}>
          {cards.map((card) => {
            const from = card.owner ? `${card.owner.firstname} ${card.owner.lastname}` : ''
            const child = `${card.child.firstname} ${card.child.lastname}`
            return (
              <Card key={card.id} component="li" variant="outlined">
                <CardActionArea
                  onClick={() => openCard(card)}
                  aria-label={t(card.read ? 'cards.openRead' : 'cards.openUnread', { child, from })}
                >
                  <CardContent>
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                      <Badge color="primary" variant="dot" invisible={card.read}>
                        <Typography sx={{ fontWeight: card.read ? 400 : 700 }}>{child}</Typography>
                      </Badge>
                      <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }}>
                        {card.section.name} · {from} · <RelativeTime value={card.createdAt} />
                      </Typography>
                      {!card.read && <Chip size="small" color="primary" label={t('cards.new')} />}
                    </Stack>
                    <Typography noWrap>{card.message}</Typography>
                  </CardContent>
                </CardActionArea>
              </Card>
            )
          })}
        </Stack>
      )}
      {query.hasNextPage && (
        <Button sx={{ mt: 2 }} disabled={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
          {t('common.more')}
        </Button>
      )}
      <Dialog
        open={open !== null}
        onClose={() => setOpen(null)}
        fullWidth
        maxWidth="sm"
        aria-labelledby="card-title"
      >
        {open && (
          <>
            <DialogTitle id="card-title">
              {t('cards.dialogTitle', { child: `${open.child.firstname} ${open.child.lastname}` })}
            </DialogTitle>
            <DialogContent>
              {open.photo && (
                <MediaImage mediaId={open.photo.id} alt={t('cards.photoAlt')} height={480} fit="contain" />
              )}
              <Typography sx={{ mt: 2, whiteSpace: 'pre-wrap' }}>{open.message}</Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {open.owner ? `${open.owner.firstname} ${open.owner.lastname} · ` : ''}
                <RelativeTime value={open.createdAt} />
              </Typography>
            </DialogContent>
            <DialogActions>
              <Button onClick={() => setOpen(null)}>{t('common.close')}</Button>
            </DialogActions>
          </>
        )}
      </Dialog>
    </>
  )
}
