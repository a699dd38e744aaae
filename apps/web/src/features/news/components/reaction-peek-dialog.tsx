import {
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemAvatar,
  ListItemIcon,
  ListItemText,
  Tab,
  Tabs,
  Typography,
} from '@mui/material'
import { useInfiniteQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { reactionTypes, type ReactionType } from '@nido/domain/enums/content'
import type { ReactionCounts } from '@nido/domain/rules/reactions'
import { reactionsQuery } from '../queries'
import { reactionIcons } from './reaction-icons'
import '../i18n'
import { PersonAvatar } from '@/ui/avatar'

// Who reacted how (spec 001 §3 reactionPeek, in full): tabs per reaction, 20 per page.
export function ReactionPeekDialog({
  newsId,
  userId,
  counts,
  onClose,
}: {
  newsId: string
  userId: string
  counts: ReactionCounts
  onClose: () => void
}) {
  const { t } = useTranslation('news')
  const [reaction, setReaction] = useState<ReactionType | null>(null)
  const list = useInfiniteQuery(reactionsQuery(userId, newsId, reaction))
  const entries = list.data?.pages.flatMap((p) => p.items) ?? []
  const present = reactionTypes.filter((r) => (counts[r] ?? 0) > 0)

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="reaction-peek-title">
      <DialogTitle id="reaction-peek-title">{t('reactions.dialogTitle')}</DialogTitle>
      <Tabs
        value={reaction ?? 'all'}
        onChange={(_, v: ReactionType | 'all') => setReaction(v === 'all' ? null : v)}
        variant="scrollable"
      >
        <Tab value="all" label={t('reactions.all')} />
        {present.map((r) => (
          <Tab
            key={r}
            value={r}
            icon={reactionIcons[r]}
            iconPosition="start"
            label={counts[r]}
            aria-label={`${t(`reactions.${r}`)} (${counts[r]})`}
          />
        ))}
      </Tabs>
      <DialogContent dividers sx={{ minHeight: 160 }}>
        {list.isPending ? (
          <CircularProgress size={24} aria-label={t('loading')} />
        ) : entries.length === 0 ? (
          <Typography color="text.secondary">{t('reactions.none')}</Typography>
        ) : (
          <List dense>
            {entries.map((e) => (
              <ListItem key={e.user.id} disableGutters>
                <ListItemAvatar>
                  <PersonAvatar
                    id={e.user.id}
                    firstname={e.user.firstname}
                    lastname={e.user.lastname}
                    size={32}
                  />
                </ListItemAvatar>
                <ListItemText primary={`${e.user.firstname} ${e.user.lastname}`} />
                <ListItemIcon sx={{ minWidth: 0 }} aria-label={t(`reactions.${e.reaction}`)}>
                  {reactionIcons[e.reaction]}
                </ListItemIcon>
              </ListItem>
            ))}
          </List>
        )}
        {list.hasNextPage && (
          <Button onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
            {t('loadMore')}
          </Button>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('reactions.close')}</Button>
      </DialogActions>
    </Dialog>
  )
}
