import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material'
import { useSuspenseInfiniteQuery, useSuspenseQuery } from '@tanstack/react-query'
import { Link as RouterLink, Navigate } from 'react-router'
import { useTranslation } from 'react-i18next'
import { FileName } from '@/ui/file-name'
import { sanitizeHtml } from '@/ui/safe-html'
import { RelativeTime } from '@/ui/relative-time'
import { meQuery } from '@/session/session'
import { sponsorNewsQuery } from '../queries'
import '../i18n'
import { EmptyState } from '@/ui/empty-state'

// Spec 000 §2 /publicities: sponsor news. Sponsors publish (a post by a sponsor is sponsored);
// everyone in scope reads the published ones here, newest first.

export default function SponsorNewsPage() {
  const { data: me } = useSuspenseQuery(meQuery)
  if (!me) return <Navigate to="/login" replace />
  return (
    <SponsorNews
      userId={me.user.id}
      sponsor={me.meta.userPermission.profileType === 'SPONSOR' && !me.user.observer}
    />
  )
}

function SponsorNews({ userId, sponsor }: { userId: string; sponsor: boolean }) {
  const { t } = useTranslation('posts')
  const list = useSuspenseInfiniteQuery(sponsorNewsQuery(userId))
  const items = list.data.pages.flatMap((p) => p.items)
  return (
    <Box component="section" sx={{ mt: 2, mb: 4 }} aria-labelledby="sponsor-news-title">
      <Stack direction="row" sx={{ alignItems: 'center', mb: 2 }}>
        <Typography id="sponsor-news-title" variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          {t('sponsor.title')}
        </Typography>
        {sponsor && (
          <Button variant="contained" component={RouterLink} to="/posts/edit/new">
            {t('sponsor.new')}
          </Button>
        )}
      </Stack>
      {items.length === 0 ? (
        <EmptyState text={t('sponsor.empty')} />
      ) : (
        <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {items.map((item) => (
            <Card component="li" key={item.id} variant="outlined">
              <CardContent>
                <Typography variant="subtitle2">
                  {item.owner ? `${item.owner.firstname} ${item.owner.lastname}` : t('sponsor.unknownAuthor')}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  <RelativeTime value={item.publishAt} />
                </Typography>
                {/* Sanitised on the server (posts.sanitize.ts) and again here before it is rendered. */}
                <Box
                  sx={{ mt: 1, overflowWrap: 'anywhere' }}
                  dangerouslySetInnerHTML={{ __html: sanitizeHtml(item.contentHtml) }}
                />
                {item.attachments.length > 0 && (
                  <Box component="ul" sx={{ pl: 2 }} aria-label={t('sponsor.attachments')}>
                    {item.attachments.map((a) => (
                      <li key={a.id}>
                        <FileName name={a.fileName} />
                      </li>
                    ))}
                  </Box>
                )}
                {sponsor && item.owner?.id === userId && (
                  <Button size="small" component={RouterLink} to={`/posts/edit/${item.id}`} sx={{ mt: 1 }}>
                    {t('common.edit')}
                  </Button>
                )}
              </CardContent>
            </Card>
          ))}
        </Stack>
      )}
      {list.hasNextPage && (
        <Button sx={{ mt: 2 }} disabled={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
          {t('sponsor.more')}
        </Button>
      )}
    </Box>
  )
}
