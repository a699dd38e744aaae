import { ErrorBlock } from '@/ui/error-block'
import {
  Box,
  Button,
  Card,
  CardActionArea,
  CardContent,
  Chip,
  CircularProgress,
  Stack,
  Typography,
} from '@mui/material'
import AddIcon from '@mui/icons-material/Add'
import { useInfiniteQuery } from '@tanstack/react-query'
import { Link as RouterLink } from 'react-router'
import { useTranslation } from 'react-i18next'
import { RelativeTime } from '@/ui/relative-time'
import { useSignedInMe } from '@/session/session'
import { pollsQuery } from '../queries'
import '../i18n'

// Spec 000 §2 /polls, §6 "Polls: coordinator, director, teacher, sponsor": the polls of the current
// school the user may see, newest first; each opens on /polls/{id} (vote and results).

export default function PollsPage() {
  const { t } = useTranslation('polls')
  const me = useSignedInMe()
  const query = useInfiniteQuery(pollsQuery(me.user.id))
  const polls = query.data?.pages.flatMap((p) => p.items) ?? []
  return (
    <Box sx={{ mt: 2, mb: 4 }}>
      <Stack direction="row" sx={{ alignItems: 'center', mb: 2 }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          {t('polls.title')}
        </Typography>
        {!me.user.observer && (
          <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to="/polls/edit/new">
            {t('polls.new')}
          </Button>
        )}
      </Stack>
      {query.isPending ? (
        <CircularProgress aria-label={t('common.loading')} />
      ) : query.isError ? (
        <ErrorBlock title={t('common.loadFailed')} error={query.error} onRetry={() => void query.refetch()} />
      ) : polls.length === 0 ? (
        <Typography color="text.secondary">{t('polls.empty')}</Typography>
      ) : (
        <Stack
          spacing={2}
          component="ul"
          sx={{ listStyle: 'none', p: 0, m: 0 }}
          aria-label={t('polls.title')}
        >
          {polls.map((poll) => (
            <Card key={poll.id} component="li" variant="outlined">
              <CardActionArea component={RouterLink} to={`/polls/${poll.id}`}>
                <CardContent>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
                      {poll.question}
                    </Typography>
                    <Chip
                      size="small"
                      color={poll.closed ? 'default' : 'success'}
                      label={t(poll.closed ? 'polls.closed' : 'polls.open')}
                    />
                  </Stack>
                  <Typography variant="body2" color="text.secondary">
                    {poll.owner ? `${poll.owner.firstname} ${poll.owner.lastname} · ` : ''}
                    <RelativeTime value={poll.createdAt} />
                    {' · '}
                    {t('polls.voterCount', { count: poll.voterCount })}
                  </Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          ))}
        </Stack>
      )}
      {query.hasNextPage && (
        <Button sx={{ mt: 2 }} disabled={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
          {t('common.more')}
        </Button>
      )}
    </Box>
  )
}
