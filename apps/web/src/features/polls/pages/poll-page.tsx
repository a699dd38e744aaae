import { ErrorBlock } from '@/ui/error-block'
import {
  Alert,
  Box,
  Button,
  Checkbox,
  CircularProgress,
  FormControlLabel,
  LinearProgress,
  List,
  ListItem,
  ListItemText,
  Paper,
  Radio,
  Stack,
  Typography,
} from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { Link as RouterLink, useParams } from 'react-router'
import { useTranslation } from 'react-i18next'
import type { Poll } from '@nido/domain/contracts/polls'
import { formatDateTime } from '@/ui/format'
import { currentLanguage } from '@/i18n/index'
import { useToast } from '@/ui/toast'
import { useSignedInMe } from '@/session/session'
import { pollQuery, useVote } from '../queries'
import '../i18n'

// Spec 000 §2 /polls/{id}: the poll, the user's choices (spec 001 §4: an option toggles; on a
// single-choice poll the other option goes), the counts, and for its author and the school's
// directors who voted for what (spec 001 §3 optionOwnerIds).

export default function PollPage() {
  const { id = '' } = useParams()
  const me = useSignedInMe()
  const { t } = useTranslation('polls')
  const query = useQuery(pollQuery(me.user.id, id))
  if (query.isPending) return <CircularProgress aria-label={t('common.loading')} />
  if (query.isError)
    return (
      <ErrorBlock title={t('common.loadFailed')} error={query.error} onRetry={() => void query.refetch()} />
    )
  return <PollView userId={me.user.id} poll={query.data} />
}

function PollView({ userId, poll }: { userId: string; poll: Poll }) {
  const { t } = useTranslation('polls')
  const toast = useToast()
  const vote = useVote(userId, poll.id)
  const total = poll.options.reduce((sum, o) => sum + o.count, 0)
  const voterName = new Map((poll.voters ?? []).map((v) => [v.id, `${v.firstname} ${v.lastname}`]))
  const Control = poll.supportsMultiple ? Checkbox : Radio
  return (
    <Box sx={{ mt: 2, mb: 4, maxWidth: 720 }}>
      <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
        {poll.question}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t(poll.supportsMultiple ? 'polls.multiple' : 'polls.single')}
        {poll.closesAt &&
          ` · ${t(poll.closed ? 'polls.closedAt' : 'polls.closesAt', {
            date: formatDateTime(new Date(poll.closesAt), currentLanguage()),
          })}`}
      </Typography>
      {poll.closed && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('polls.closedNotice')}
        </Alert>
      )}
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack spacing={1} role="group" aria-label={t('polls.options')}>
          {poll.options.map((option) => {
            const chosen = poll.myOptionIds.includes(option.id)
            const percent = total > 0 ? Math.round((option.count / total) * 100) : 0
            return (
              <Box key={option.id}>
                <Stack direction="row" sx={{ alignItems: 'center' }}>
                  <FormControlLabel
                    sx={{ flexGrow: 1 }}
                    label={option.label}
                    disabled={!poll.canVote || vote.isPending}
                    control={
                      // A click, not a change: a chosen radio gives no change event, and
                      // touching it again must take the vote back (spec 001 §4).
                      <Control
                        checked={chosen}
                        onChange={() => undefined}
                        onClick={() => vote.mutate(option.id, { onError: (e) => toast.apiError(e) })}
                      />
                    }
                  />
                  <Typography variant="body2" color="text.secondary">
                    {t('polls.votes', { count: option.count })}
                  </Typography>
                </Stack>
                <LinearProgress
                  variant="determinate"
                  value={percent}
                  aria-label={t('polls.share', { label: option.label, percent })}
                />
                {poll.voters && option.ownerIds.length > 0 && (
                  <Typography
                    variant="caption"
                    color="text.secondary"
                    aria-label={t('polls.votersOf', { label: option.label })}
                  >
                    {option.ownerIds.map((id) => voterName.get(id) ?? '').join(', ')}
                  </Typography>
                )}
              </Box>
            )
          })}
        </Stack>
      </Paper>
      {poll.voters && (
        <Box sx={{ mt: 3 }}>
          <Typography variant="h6" component="h2">
            {t('polls.results', { count: poll.voterCount })}
          </Typography>
          {poll.voters.length === 0 ? (
            <Typography color="text.secondary">{t('polls.noVotes')}</Typography>
          ) : (
            <List dense aria-label={t('polls.voters')}>
              {poll.voters.map((v) => (
                <ListItem key={v.id}>
                  <ListItemText
                    primary={`${v.firstname} ${v.lastname}`}
                    secondary={poll.options
                      .filter((o) => o.ownerIds.includes(v.id))
                      .map((o) => o.label)
                      .join(', ')}
                  />
                </ListItem>
              ))}
            </List>
          )}
        </Box>
      )}
      {poll.canEdit && (
        <Button sx={{ mt: 2 }} component={RouterLink} to={`/polls/edit/${poll.id}`}>
          {t('common.edit')}
        </Button>
      )}
    </Box>
  )
}
