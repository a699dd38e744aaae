import { Alert, Box, Button, Skeleton } from '@mui/material'
import ArrowBackIcon from '@mui/icons-material/ArrowBack'
import { useQuery } from '@tanstack/react-query'
import { Link as RouterLink, useParams } from 'react-router'
import { useTranslation } from 'react-i18next'
import { ApiError } from '@/api/client'
import { useShellState } from '@/session/access'
import { ErrorBlock } from '@/ui/error-block'
import { NewsCard } from '../components/news-card'
import { newsItemQuery } from '../queries'
import '../i18n'

// Spec 000 §2 `/news/{id}`: one item (spec 001 §7: a single object), the same card as the feed.
export default function NewsItemPage() {
  const { t } = useTranslation('news')
  const { id = '' } = useParams()
  const { me } = useShellState()
  const item = useQuery({
    ...newsItemQuery(me.user.id, id),
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  })
  const missing = item.error instanceof ApiError && (item.error.status === 404 || item.error.status === 400)

  return (
    <Box sx={{ mt: 2, mb: 4, maxWidth: 720, mx: 'auto' }}>
      <Button component={RouterLink} to="/" startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>
        {t('back')}
      </Button>
      {item.isPending ? (
        <Skeleton variant="rounded" height={200} aria-label={t('loading')} />
      ) : missing ? (
        <Alert severity="warning">{t('notFound')}</Alert>
      ) : item.isError ? (
        <ErrorBlock title={t('refreshError')} onRetry={() => void item.refetch()} />
      ) : (
        <NewsCard item={item.data} userId={me.user.id} readOnly={me.user.observer} standalone />
      )}
    </Box>
  )
}
