import { Button, Card, CardActionArea, CardContent, Chip, Stack, Typography } from '@mui/material'
import AddIcon from '@mui/icons-material/Add'
import { useInfiniteQuery } from '@tanstack/react-query'
import { Link as RouterLink } from 'react-router'
import { useTranslation } from 'react-i18next'
import { PagedListPage } from '@/ui/paged-list-page'
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
  return (
    <PagedListPage
      title={t('polls.title')}
      action={
        !me.user.observer && (
          <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to="/polls/edit/new">
            {t('polls.new')}
          </Button>
        )
      }
      query={query}
      empty={t('polls.empty')}
      renderItem={(poll) => (
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
      )}
    />
  )
}
