import { Badge, Box, Button, CircularProgress, Skeleton, Stack, Typography } from '@mui/material'
import AddIcon from '@mui/icons-material/Add'
import FilterListIcon from '@mui/icons-material/FilterList'
import { useInfiniteQuery } from '@tanstack/react-query'
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react'
import { Link as RouterLink } from 'react-router'
import { useTranslation } from 'react-i18next'
import { actionRules } from '@nido/domain/access/actions'
import { featureOn } from '@nido/domain/access/scope/context'
import { isOneOf, familyProfiles } from '@nido/domain/access/roles'
import { maySharePerBrand } from '@nido/domain/access/sharing'
import { activeFilterCount, defaultFeedFilter, type FeedFilter } from '@nido/domain/rules/feed-filter'
import { useShellState } from '@/session/access'
import { ErrorBlock } from '@/ui/error-block'
import { NewsCard } from '../components/news-card'
import { FeedGreeting } from '../components/feed-greeting'
import { feedQuery } from '../queries'
import '../i18n'
import { EmptyState } from '@/ui/empty-state'

// The filter panel (a drawer of form fields) is fetched when first opened (docs/web-weight.md).
const FeedFilterPanel = lazy(() =>
  import('../components/feed-filter-panel').then((m) => ({ default: m.FeedFilterPanel })),
)

// Spec 000 §2 `/`: the newsfeed. One feed of every item type, newest first, loaded page by page
// as the reader scrolls (an IntersectionObserver on the end of the list, plus a "load more"
// button for keyboard and screen-reader users), filtered by the panel of spec 001 §3.
export default function NewsfeedPage() {
  const { me, ctx } = useShellState()
  const profileType = me.meta.userPermission.profileType
  const filterContext = useMemo(
    () => ({ profileType, dailyEnabled: featureOn(ctx, 'daily') }),
    [profileType, ctx],
  )
  // The scope in the key: a new current school or child starts again from the defaults (spec 000 §4).
  const scopeKey = `${me.current.schoolId ?? ''}/${me.current.childId ?? ''}`
  return <Newsfeed key={scopeKey} me={me} filterContext={filterContext} canPost={mayPost(ctx)} />
}

function mayPost(ctx: ReturnType<typeof useShellState>['ctx']): boolean {
  const profile = ctx.actor.userPermission.profileType
  const rule = actionRules['posts.create']
  if (!isOneOf(profile, rule.profiles) || ctx.actor.observer) return false
  if (!featureOn(ctx, 'communication')) return false
  return !isOneOf(profile, familyProfiles) || maySharePerBrand(profile, ctx.brandVariant)
}

function Newsfeed({
  me,
  filterContext,
  canPost,
}: {
  me: ReturnType<typeof useShellState>['me']
  filterContext: { profileType: typeof me.meta.userPermission.profileType; dailyEnabled: boolean }
  canPost: boolean
}) {
  const { t } = useTranslation('news')
  const [filter, setFilter] = useState<FeedFilter>(() => defaultFeedFilter(filterContext))
  const [panelOpen, setPanelOpen] = useState(false)
  // Mounted from the first opening on, so that closing still plays the drawer's transition.
  const [panelMounted, setPanelMounted] = useState(false)
  const feed = useInfiniteQuery(feedQuery(me.user.id, me.current, filter))
  const items = feed.data?.pages.flatMap((p) => p.items) ?? []
  const filters = activeFilterCount(filter, filterContext)
  const sentinel = useRef<HTMLDivElement>(null)

  const { hasNextPage, isFetchingNextPage, fetchNextPage } = feed
  useEffect(() => {
    const node = sentinel.current
    if (!node || !hasNextPage || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage()
      },
      { rootMargin: '400px' },
    )
    observer.observe(node)
    return () => observer.disconnect()
  }, [hasNextPage, isFetchingNextPage, fetchNextPage])

  return (
    <Box sx={{ mt: 2, mb: 4, maxWidth: 720, mx: 'auto' }}>
      <FeedGreeting me={me} />
      <Stack direction="row" spacing={1} sx={{ mt: 1, mb: 2, alignItems: 'center' }}>
        <Typography variant="h4" component="h1" sx={{ flex: 1 }}>
          {t('title')}
        </Typography>
        <Button
          variant="outlined"
          startIcon={
            <Badge badgeContent={filters} color="primary">
              <FilterListIcon />
            </Badge>
          }
          onClick={() => {
            setPanelMounted(true)
            setPanelOpen(true)
          }}
          aria-haspopup="dialog"
        >
          {filters > 0 ? t('filter.buttonActive', { count: filters }) : t('filter.button')}
        </Button>
        {canPost && (
          <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to="/posts/edit/new">
            {t('newPost')}
          </Button>
        )}
      </Stack>

      {feed.isPending ? (
        <Stack spacing={2} aria-busy="true" aria-label={t('loading')}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={160} />
          ))}
        </Stack>
      ) : feed.isError ? (
        <ErrorBlock title={t('refreshError')} onRetry={() => void feed.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState text={filters > 0 ? t('emptyFiltered') : t('empty')} />
      ) : (
        <Stack spacing={2} component="section" aria-label={t('title')}>
          {items.map((item) => (
            <NewsCard key={item.id} item={item} userId={me.user.id} readOnly={me.user.observer} />
          ))}
          <div ref={sentinel} />
          {feed.hasNextPage ? (
            <Button
              onClick={() => void feed.fetchNextPage()}
              disabled={feed.isFetchingNextPage}
              sx={{ alignSelf: 'center' }}
            >
              {feed.isFetchingNextPage ? (
                <CircularProgress size={20} aria-label={t('loading')} />
              ) : (
                t('loadMore')
              )}
            </Button>
          ) : (
            <Typography color="text.secondary" align="center" variant="body2">
              {t('end')}
            </Typography>
          )}
          {feed.error && <ErrorBlock title={t('refreshError')} onRetry={() => void fetchNextPage()} />}
        </Stack>
      )}

      {panelMounted && (
        <Suspense fallback={null}>
          <FeedFilterPanel
            open={panelOpen}
            filter={filter}
            context={filterContext}
            userId={me.user.id}
            scope={me.current}
            onApply={(next) => {
              setFilter(next)
              setPanelOpen(false)
            }}
            onClose={() => setPanelOpen(false)}
          />
        </Suspense>
      )}
    </Box>
  )
}
