import { useDeferredValue, useState } from 'react'
import {
  Box,
  Button,
  Card,
  CardActionArea,
  CardContent,
  CircularProgress,
  MenuItem,
  Stack,
  Tab,
  Tabs,
  TextField,
  Typography,
} from '@mui/material'
import AddIcon from '@mui/icons-material/Add'
import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import type { ChildStatus } from '@nido/domain/contracts/children-and-parents'
import { currentLanguage } from '@/i18n/index'
import { useSignedInMe } from '@/session/session'
import { ErrorBlock } from '@/ui/error-block'
import { formatCalendarDate, formatDate } from '@/ui/format'
import { genderContext } from '@/ui/gender'
import { childrenQuery, sectionChoicesQuery } from '../queries'
import '../i18n'

// Spec 000 §2 /children-and-parents, §6 (docs/children-and-parents.md): the children of the
// actor's sections, attending or archived, by name, a page at a time, filtered by section and
// name. Directors and coordinators with child access All create children; teachers, observers
// and ReadOnly access only read (decision 0031).

export default function ChildrenPage() {
  const { t } = useTranslation('childrenAndParents')
  const me = useSignedInMe()
  const userId = me.user.id
  const mayCreate =
    ['DIRECTOR', 'COORDINATOR'].includes(me.meta.userPermission.profileType) &&
    !me.user.observer &&
    me.meta.accessLevels.child === 'All'
  const [status, setStatus] = useState<ChildStatus>('active')
  const [sectionId, setSectionId] = useState('')
  const [search, setSearch] = useState('')
  const q = useDeferredValue(search)
  const sections = useQuery(sectionChoicesQuery(userId))
  const query = useInfiniteQuery(childrenQuery(userId, { status, sectionId, q }))
  const children = query.data?.pages.flatMap((p) => p.items) ?? []

  return (
    <Box sx={{ mt: 2, mb: 4 }}>
      <Stack direction="row" sx={{ alignItems: 'center', mb: 2 }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          {t('title')}
        </Typography>
        {mayCreate && (
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            component={RouterLink}
            to="/children-and-parents/new"
          >
            {t('new')}
          </Button>
        )}
      </Stack>
      <Tabs value={status} onChange={(_, value: ChildStatus) => setStatus(value)} sx={{ mb: 2 }}>
        <Tab value="active" label={t('active')} />
        <Tab value="archived" label={t('archived')} />
      </Tabs>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <TextField
          label={t('search')}
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          size="small"
        />
        <TextField
          select
          label={t('section')}
          value={sectionId}
          onChange={(e) => setSectionId(e.target.value)}
          size="small"
          sx={{ minWidth: 220 }}
        >
          <MenuItem value="">{t('allSections')}</MenuItem>
          {(sections.data?.items ?? []).map((s) => (
            <MenuItem key={s.id} value={s.id}>
              {s.name} · {s.schoolName}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {query.isPending ? (
        <CircularProgress aria-label={t('loading')} />
      ) : query.isError ? (
        <ErrorBlock title={t('loadFailed')} error={query.error} onRetry={() => void query.refetch()} />
      ) : children.length === 0 ? (
        <Typography color="text.secondary">{t(status === 'active' ? 'empty' : 'emptyArchived')}</Typography>
      ) : (
        <Stack spacing={1} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={t('list')}>
          {children.map((child) => (
            <Card key={child.id} component="li" variant="outlined">
              <CardActionArea component={RouterLink} to={`/children-and-parents/edit/${child.id}`}>
                <CardContent>
                  <Typography variant="h6" component="h2">
                    {child.firstname} {child.lastname}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {[
                      child.sections.map((s) => s.name).join(', '),
                      child.birthDate &&
                        t('bornOn', {
                          date: formatCalendarDate(child.birthDate, currentLanguage()),
                          context: genderContext(child.gender),
                        }),
                      t('guardianCount', { count: child.guardianCount }),
                      child.archivedAt &&
                        t('archivedOn', { date: formatDate(new Date(child.archivedAt), currentLanguage()) }),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          ))}
        </Stack>
      )}
      {query.hasNextPage && (
        <Button sx={{ mt: 2 }} disabled={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
          {t('more')}
        </Button>
      )}
    </Box>
  )
}
