import { Avatar, Box, Card, CardActions, CardContent, CardHeader, Chip, Link, Stack } from '@mui/material'
import { Link as RouterLink } from 'react-router'
import { useTranslation } from 'react-i18next'
import type { NewsItem } from '@nido/domain/contracts/news'
import { RelativeTime } from '@/ui/relative-time'
import { NewsBody } from './news-body'
import { ReactionBar } from './reaction-bar'
import '../i18n'
import { nowMs } from '@/session/clock'
import { PersonAvatar } from '@/ui/avatar'

/** The badge of the owner's own item that others do not see yet (spec 001 §3 publishedStatus). */
function statusBadge(item: NewsItem, now: number): 'pending' | 'delayed' | 'refused' | 'draft' | null {
  if (item.status !== 'published') return item.status
  return new Date(item.publishAt).getTime() > now ? 'delayed' : null
}

// One card of the feed, for every type (spec 001 §3 News): who, where, when, the type's body, the
// reactions, and a link to /news/{id} (spec 000 §2).
export function NewsCard({
  item,
  userId,
  readOnly,
  standalone = false,
}: {
  item: NewsItem
  userId: string
  readOnly: boolean
  standalone?: boolean
}) {
  const { t } = useTranslation('news')
  const author = item.owner ? `${item.owner.firstname} ${item.owner.lastname}` : t('card.unknownAuthor')
  const badge = statusBadge(item, nowMs())
  const titleId = `news-${item.id}-author`

  return (
    <Card component="article" variant="outlined" aria-labelledby={titleId} data-news-id={item.id}>
      <CardHeader
        avatar={
          item.owner ? (
            <PersonAvatar
              id={item.owner.id}
              firstname={item.owner.firstname}
              lastname={item.owner.lastname}
            />
          ) : (
            <Avatar aria-hidden>?</Avatar>
          )
        }
        title={<span id={titleId}>{author}</span>}
        subheader={
          <>
            {item.school.name} · <RelativeTime value={item.publishAt} />
          </>
        }
        action={
          <Stack direction="row" spacing={1} sx={{ pt: 1, pr: 1 }}>
            {badge && <Chip size="small" color="warning" label={t(`status.${badge}`)} />}
            <Chip size="small" variant="outlined" label={t(`types.${item.type}`)} />
          </Stack>
        }
      />
      <CardContent sx={{ pt: 0 }}>
        <NewsBody item={item} />
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <ReactionBar item={item} userId={userId} readOnly={readOnly} />
        {!standalone && (
          <Box>
            <Link component={RouterLink} to={`/news/${item.id}`} aria-label={t('openItem', { name: author })}>
              {t('open')}
            </Link>
          </Box>
        )}
      </CardActions>
    </Card>
  )
}
