import type { ReactNode } from 'react'
import { Box, CircularProgress, Typography } from '@mui/material'
import type { UseQueryResult } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { ErrorBlock } from '@/ui/error-block'
import '../i18n'

/** An advisor page: its heading and actions, then a loader, the load failure with a retry, or its content. */
export function AdvisorPage<T>({
  title,
  query,
  children,
  actions,
  intro,
}: {
  title: string
  query: Pick<UseQueryResult<T>, 'isPending' | 'isError' | 'error' | 'refetch' | 'data'>
  children: (data: T) => ReactNode
  actions?: ReactNode
  intro?: string
}) {
  const { t } = useTranslation('advisor')
  return (
    <Box sx={{ mt: 1, mb: 4, maxWidth: 1100 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 2 }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          {title}
        </Typography>
        {actions}
      </Box>
      {intro && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {intro}
        </Typography>
      )}
      {query.isPending ? (
        <CircularProgress aria-label={t('loading')} />
      ) : query.isError ? (
        <ErrorBlock title={t('loadFailed')} error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        children(query.data as T)
      )}
    </Box>
  )
}
