import type { ReactNode } from 'react'
import { Box, CircularProgress, Stack } from '@mui/material'
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { ErrorBlock } from './error-block'
import './i18n'
import { EmptyState } from './empty-state'
import { MoreButton, PageTitle } from './load-state'

// A page that lists a cursor-paged collection (ARCHITECTURE §3 `{ items, nextCursor }`), newest
// first: its title and action, the loading, error and empty states, the list and "show more".
// Folders and polls (spec 000 §2 /folders, /polls) share it; each item renders its own `li`.

export function PagedListPage<T extends { id: string }>({
  title,
  action,
  query,
  empty,
  renderItem,
}: {
  title: string
  /** Beside the title, e.g. the link to create one. */
  action?: ReactNode
  query: UseInfiniteQueryResult<InfiniteData<{ items: T[] }, unknown>>
  /** Shown when the list has no item. */
  empty: string
  /** One item, rendered as a list item (`component="li"`). */
  renderItem: (item: T) => ReactNode
}) {
  const { t } = useTranslation('ui')
  const items = query.data?.pages.flatMap((p) => p.items) ?? []
  return (
    <Box sx={{ mt: 2, mb: 4 }}>
      <PageTitle title={title} actions={action} />
      {query.isPending ? (
        <CircularProgress aria-label={t('list.loading')} />
      ) : query.isError ? (
        <ErrorBlock title={t('list.loadFailed')} error={query.error} onRetry={() => void query.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState text={empty} />
      ) : (
        <Stack spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={title}>
          {items.map(renderItem)}
        </Stack>
      )}
      <MoreButton query={query} />
    </Box>
  )
}
