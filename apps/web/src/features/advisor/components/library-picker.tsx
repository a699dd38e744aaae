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
} from '@mui/material'
import { useInfiniteQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { AdvisorLibraryQuestion } from '@nido/domain/contracts/advisor'
import { EmptyState } from '@/ui/empty-state'
import { ErrorBlock } from '@/ui/error-block'
import { libraryQuery } from '../queries'
import '../i18n'

// The campaign form's "add from the library": each library question with an Add button, which
// copies it into the campaign (the copy keeps its library id; campaigns keep their copy).

export function LibraryPicker({
  userId,
  onPick,
  onClose,
}: {
  userId: string
  onPick: (q: AdvisorLibraryQuestion) => void
  onClose: () => void
}) {
  const { t } = useTranslation('advisor')
  const library = useInfiniteQuery(libraryQuery(userId))
  const items = library.data?.pages.flatMap((p) => p.items) ?? []
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="advisor-library-title">
      <DialogTitle id="advisor-library-title">{t('campaign.fromLibrary')}</DialogTitle>
      <DialogContent>
        {library.isPending ? (
          <CircularProgress aria-label={t('loading')} />
        ) : library.isError ? (
          <ErrorBlock title={t('loadFailed')} error={library.error} onRetry={() => void library.refetch()} />
        ) : items.length === 0 ? (
          <EmptyState compact text={t('campaign.libraryEmpty')} />
        ) : (
          <List>
            {items.map((q) => (
              <ListItem
                key={q.id}
                divider
                secondaryAction={
                  <Button aria-label={`${t('campaign.pick')}: ${q.content}`} onClick={() => onPick(q)}>
                    {t('campaign.pick')}
                  </Button>
                }
              >
                <ListItemText primary={q.content} secondary={t(`kinds.${q.kind}`)} sx={{ pr: 8 }} />
              </ListItem>
            ))}
          </List>
        )}
        {library.hasNextPage && (
          <Button disabled={library.isFetchingNextPage} onClick={() => void library.fetchNextPage()}>
            {t('more')}
          </Button>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('cancel')}</Button>
      </DialogActions>
    </Dialog>
  )
}
