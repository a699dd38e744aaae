import type { ReactNode } from 'react'
import { Box, Button, CircularProgress, Stack, Typography } from '@mui/material'
import type { UseQueryResult } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router'
import { useSignedInMe } from '@/session/session'
import { ErrorBlock } from '@/ui/error-block'
import { LinkTabs } from '@/ui/link-tabs'
import '../i18n'

// The frame of the manager's file pages (docs/manager-children.md): a heading, the links between
// the children, guardians (directors and coordinators: decision 0050 §3) and authorizations
// lists, which the manager menu does not list on their own, then the page's state.

const links = [
  { path: '/manager/admin/children', label: 'nav.children', staffOnly: false },
  { path: '/manager/admin/guardians', label: 'nav.guardians', staffOnly: true },
  { path: '/manager/admin/authorizations', label: 'nav.authorizations', staffOnly: false },
  // The school's contracts (manager-contracts, docs/manager-contracts.md), a path only.
  { path: '/manager/admin/contracts', label: 'nav.contracts', staffOnly: false },
] as const

export function isDirectorOrCoordinator(profile: string): boolean {
  return profile === 'DIRECTOR' || profile === 'COORDINATOR'
}

export function FilesNav() {
  const { t } = useTranslation('managerChildren')
  const me = useSignedInMe()
  const { pathname } = useLocation()
  const shown = links.filter(
    (l) => !l.staffOnly || isDirectorOrCoordinator(me.meta.userPermission.profileType),
  )
  return (
    <Box sx={{ mb: 2 }}>
      <LinkTabs
        label={t('nav.label')}
        items={shown.map((l) => ({ key: l.path, label: t(l.label), to: l.path }))}
        current={shown.find((l) => l.path === pathname)?.path ?? null}
      />
    </Box>
  )
}

/** A loader, the load failure with a retry, or the content. */
export function LoadState<T>({
  query,
  children,
}: {
  query: Pick<UseQueryResult<T>, 'isPending' | 'isError' | 'error' | 'refetch' | 'data'>
  children: (data: T) => ReactNode
}) {
  const { t } = useTranslation('managerChildren')
  if (query.isPending) return <CircularProgress aria-label={t('loading')} />
  if (query.isError)
    return <ErrorBlock title={t('loadFailed')} error={query.error} onRetry={() => void query.refetch()} />
  return <>{children(query.data as T)}</>
}

export function PageTitle({ title, actions }: { title: string; actions?: ReactNode }) {
  return (
    <Stack direction="row" sx={{ alignItems: 'center', mb: 2 }}>
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
  const { t } = useTranslation('managerChildren')
  if (!query.hasNextPage) return null
  return (
    <Button sx={{ mt: 2 }} disabled={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
      {query.isFetchingNextPage ? <CircularProgress size={16} aria-label={t('loading')} /> : t('more')}
    </Button>
  )
}
