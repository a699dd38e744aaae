import {
  Box,
  Button,
  CircularProgress,
  List,
  ListItemButton,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material'
import AddIcon from '@mui/icons-material/Add'
import { useInfiniteQuery } from '@tanstack/react-query'
import { Link as RouterLink, useSearchParams } from 'react-router'
import { useTranslation } from 'react-i18next'
import { useSignedInMe } from '@/session/session'
import { ErrorBlock } from '@/ui/error-block'
import { schoolsQuery } from '../queries'
import '../i18n'
import { EmptyState } from '@/ui/empty-state'

// /admin/schools (docs/administration.md "Schools"): the schools of the groups the admin
// administers (or of one, ?groupId= from the groups page), by name, a page at a time.
export default function SchoolsPage() {
  const { t } = useTranslation('schools')
  const me = useSignedInMe()
  const [params] = useSearchParams()
  const groupId = params.get('groupId')
  const query = useInfiniteQuery(schoolsQuery(me.user.id, groupId))
  const schools = query.data?.pages.flatMap((p) => p.items) ?? []
  return (
    <Box>
      <Stack direction="row" sx={{ alignItems: 'center', mb: 2 }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          {t('title')}
        </Typography>
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          component={RouterLink}
          to={groupId ? `/admin/schools/new?groupId=${groupId}` : '/admin/schools/new'}
        >
          {t('new')}
        </Button>
      </Stack>
      {query.isPending ? (
        <CircularProgress aria-label={t('loading')} />
      ) : query.isError ? (
        <ErrorBlock title={t('loadError')} error={query.error} onRetry={() => void query.refetch()} />
      ) : schools.length === 0 ? (
        <EmptyState text={t('empty')} />
      ) : (
        <List aria-label={t('title')}>
          {schools.map((school) => (
            <ListItemButton key={school.id} divider component={RouterLink} to={`/admin/schools/${school.id}`}>
              <ListItemText
                primary={school.name}
                secondary={[school.city, school.timezone, school.publicPageVisible ? t('publicShown') : null]
                  .filter(Boolean)
                  .join(' · ')}
              />
            </ListItemButton>
          ))}
        </List>
      )}
      {query.hasNextPage && (
        <Button onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
          {t('more')}
        </Button>
      )}
    </Box>
  )
}
