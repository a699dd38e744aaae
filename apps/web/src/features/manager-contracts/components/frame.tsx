import type { ReactNode } from 'react'
import { Button, CircularProgress, Stack, Typography } from '@mui/material'
import type { UseQueryResult } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { ErrorBlock } from '@/ui/error-block'
import '../i18n'

// The frame of the contract pages: the page's heading, its load state, the "load more" of a list.

export function isDirectorOrCoordinator(profile: string): boolean {
  return profile === 'DIRECTOR' || profile === 'COORDINATOR'
}

/** A loader, the load failure with a retry, or the content. */
export function LoadState<T>({
  query,
  children,
}: {
  query: Pick<UseQueryResult<T>, 'isPending' | 'isError' | 'error' | 'refetch' | 'data'>
  children: (data: T) => ReactNode
}) {
  const { t } = useTranslation('managerContracts')
  if (query.isPending) return <CircularProgress aria-label={t('loading')} />
  if (query.isError)
    return <ErrorBlock title={t('loadFailed')} error={query.error} onRetry={() => void query.refetch()} />
  return <>{children(query.data as T)}</>
}

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

/** The "load more" of a keyset list. */
export function MoreButton({
  query,
}: {
  query: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown }
}) {
  const { t } = useTranslation('managerContracts')
  if (!query.hasNextPage) return null
  return (
    <Button sx={{ mt: 2 }} disabled={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
      {query.isFetchingNextPage ? <CircularProgress size={16} aria-label={t('loading')} /> : t('more')}
    </Button>
  )
}
