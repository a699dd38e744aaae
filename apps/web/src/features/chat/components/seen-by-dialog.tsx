import {
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
  Typography,
} from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { ErrorBlock } from '@/ui/error-block'
import { RelativeTime } from '@/ui/relative-time'
import { seenByQuery } from '../queries'
import '../i18n'

/** Who has seen a message, and when (spec 001 §3 seenByUsers). */
export function SeenByDialog({
  meId,
  messageId,
  onClose,
}: {
  meId: string
  messageId: string
  onClose: () => void
}) {
  const { t } = useTranslation('chat')
  const query = useQuery(seenByQuery(meId, messageId))
  return (
    <Dialog open onClose={onClose} aria-labelledby="chat-seen-by-title" fullWidth maxWidth="xs">
      <DialogTitle id="chat-seen-by-title">{t('message.seenByTitle')}</DialogTitle>
      <DialogContent>
        {query.isPending ? (
          <CircularProgress aria-label={t('loading')} />
        ) : query.isError ? (
          <ErrorBlock title={t('loadFailed')} error={query.error} onRetry={() => void query.refetch()} />
        ) : query.data.items.length === 0 ? (
          <Typography color="text.secondary">{t('message.seenByNobody')}</Typography>
        ) : (
          <List dense aria-label={t('message.seenByTitle')}>
            {query.data.items.map((item) => (
              <ListItem key={item.user.id}>
                <ListItemText
                  primary={`${item.user.firstname} ${item.user.lastname}`}
                  secondary={<RelativeTime value={item.seenAt} />}
                />
              </ListItem>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('actions.close')}</Button>
      </DialogActions>
    </Dialog>
  )
}
