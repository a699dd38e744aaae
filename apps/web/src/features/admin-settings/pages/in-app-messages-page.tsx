import { useState } from 'react'
import {
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  CircularProgress,
  Stack,
  Typography,
} from '@mui/material'
import AddIcon from '@mui/icons-material/Add'
import { useInfiniteQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { AdminInAppMessage } from '@nido/domain/contracts/in-app-messages'
import { currentLanguage } from '@/i18n/index'
import { now as clockNow } from '@/session/clock'
import { sanitizeHtml } from '@/ui/safe-html'
import { ConfirmDialog } from '@/ui/confirm-dialog'
import { ErrorBlock } from '@/ui/error-block'
import { formatDateTime } from '@/ui/format'
import { useToast } from '@/ui/toast'
import { AdminOnly } from '../components/admin-only'
import { MessageDialog } from '../components/message-dialog'
import { messagesQuery, useDeleteMessage, useEndMessage } from '../queries'
import '../i18n'

// /admin/in-app-messages (docs/administration-settings.md "In-app messages"): every message,
// latest start first, a page at a time; super admins create, edit, end and delete them.

type Pending = { kind: 'end' | 'delete'; message: AdminInAppMessage }

export default function InAppMessagesPage() {
  const { t } = useTranslation('adminSettings')
  return (
    <AdminOnly title={t('messages.title')} notAllowed={t('superAdminOnly')} profiles={['SUPER_ADMIN']}>
      {(me) => <Messages userId={me.user.id} />}
    </AdminOnly>
  )
}

function Messages({ userId }: { userId: string }) {
  const { t } = useTranslation('adminSettings')
  const { t: tc } = useTranslation()
  const toast = useToast()
  const language = currentLanguage()
  const query = useInfiniteQuery(messagesQuery(userId))
  const end = useEndMessage(userId)
  const remove = useDeleteMessage(userId)
  const [editing, setEditing] = useState<{ message: AdminInAppMessage | null } | null>(null)
  const [pending, setPending] = useState<Pending | null>(null)
  const messages = query.data?.pages.flatMap((p) => p.items) ?? []
  const now = clockNow()

  const confirm = () => {
    if (!pending) return
    const mutation = pending.kind === 'end' ? end : remove
    mutation.mutate(pending.message.id, {
      onSuccess: () => toast.success(t(pending.kind === 'end' ? 'messages.ended' : 'messages.deleted')),
      onError: (e) => toast.apiError(e),
      onSettled: () => setPending(null),
    })
  }

  const windowText = (m: AdminInAppMessage) =>
    m.endsAt
      ? t('messages.fromTo', {
          from: formatDateTime(new Date(m.startsAt), language),
          to: formatDateTime(new Date(m.endsAt), language),
        })
      : t('messages.from', { date: formatDateTime(new Date(m.startsAt), language) })

  return (
    <Box sx={{ mt: 2, mb: 4 }}>
      <Stack direction="row" sx={{ alignItems: 'center', mb: 2 }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          {t('messages.title')}
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({ message: null })}>
          {t('messages.new')}
        </Button>
      </Stack>
      {query.isPending ? (
        <CircularProgress aria-label={t('loading')} />
      ) : query.isError ? (
        <ErrorBlock title={t('loadFailed')} error={query.error} onRetry={() => void query.refetch()} />
      ) : messages.length === 0 ? (
        <Typography>{t('messages.empty')}</Typography>
      ) : (
        <Stack
          spacing={2}
          component="ul"
          sx={{ listStyle: 'none', p: 0, m: 0 }}
          aria-label={t('messages.title')}
        >
          {messages.map((m) => {
            const ended = m.endsAt !== null && Date.parse(m.endsAt) <= now.getTime()
            return (
              <Card component="li" key={m.id} variant="outlined">
                <CardContent>
                  {/* Sanitised by the server on write, and again here like every stored HTML. */}
                  <Box dangerouslySetInnerHTML={{ __html: sanitizeHtml(m.contentHtml.en ?? '') }} />
                  <Typography variant="body2" color="text.secondary">
                    {windowText(m)}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t('messages.profiles')}:{' '}
                    {m.profileTypes
                      ? m.profileTypes.map((p) => tc(`profileTypes.${p}`)).join(', ')
                      : t('messages.everyone')}
                  </Typography>
                </CardContent>
                <CardActions>
                  <Button size="small" onClick={() => setEditing({ message: m })}>
                    {t('messages.edit')}
                  </Button>
                  {!ended && (
                    <Button
                      size="small"
                      color="warning"
                      onClick={() => setPending({ kind: 'end', message: m })}
                    >
                      {t('messages.end')}
                    </Button>
                  )}
                  <Button
                    size="small"
                    color="error"
                    onClick={() => setPending({ kind: 'delete', message: m })}
                  >
                    {t('messages.delete')}
                  </Button>
                </CardActions>
              </Card>
            )
          })}
        </Stack>
      )}
      {query.hasNextPage && (
        <Button sx={{ mt: 2 }} onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
          {t('more')}
        </Button>
      )}
      {editing && (
        <MessageDialog userId={userId} message={editing.message} now={now} onClose={() => setEditing(null)} />
      )}
      <ConfirmDialog
        open={pending !== null}
        title={t(pending?.kind === 'delete' ? 'messages.deleteTitle' : 'messages.endTitle')}
        text={t(pending?.kind === 'delete' ? 'messages.deleteText' : 'messages.endText')}
        confirm={t(pending?.kind === 'delete' ? 'messages.delete' : 'messages.end')}
        busy={end.isPending || remove.isPending}
        onConfirm={confirm}
        onClose={() => setPending(null)}
      />
    </Box>
  )
}
