import type { ReactNode } from 'react'
import { Button, CircularProgress, Stack, Typography } from '@mui/material'
import type { UseQueryResult } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { ErrorBlock } from './error-block'
import './i18n'

// The frame of a page that loads: its heading, the loader, the load failure with a retry, and the
// "show more" of a keyset list (ARCHITECTURE §3 `{ items, nextCursor }`). The manager's pages
// share them; PagedListPage is the same for a list that is the whole page.

/** A loader, the load failure with a retry, or the content. */
export function LoadState<T>({
  query,
  children,
}: {
  query: Pick<UseQueryResult<T>, 'isPending' | 'isError' | 'error' | 'refetch' | 'data'>
  children: (data: T) => ReactNode
}) {
  const { t } = useTranslation('ui')
  if (query.isPending) return <CircularProgress aria-label={t('list.loading')} />
  if (query.isError)
    return (
      <ErrorBlock title={t('list.loadFailed')} error={query.error} onRetry={() => void query.refetch()} />
    )
  return <>{children(query.data as T)}</>
}

/** The page's h1, with its actions beside it (wrapping under it on a narrow page). */
export function PageTitle({ title, actions }: { title: string; actions?: ReactNode }) {
  return (
    <Stack direction="row" sx={{ alignItems: 'center', mb: 2, gap: 1, flexWrap: 'wrap' }}>
      <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
        {title}
      </Typography>
      {actions}
    </Stack>
  )
}

/** The "show more" of a keyset list: nothing once the last page is shown. */
export function MoreButton({
  query,
}: {
  query: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown }
}) {
  const { t } = useTranslation('ui')
  if (!query.hasNextPage) return null
  return (
    <Button sx={{ mt: 2 }} disabled={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
      {query.isFetchingNextPage ? (
        <CircularProgress size={16} aria-label={t('list.loading')} />
      ) : (
        t('list.more')
      )}
    </Button>
  )
}
