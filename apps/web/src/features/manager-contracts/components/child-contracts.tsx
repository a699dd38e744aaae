import { Box, Button, Stack, Typography } from '@mui/material'
import { useInfiniteQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { useSignedInMe } from '@/session/session'
import { EmptyState } from '@/ui/empty-state'
import { childContractsQuery } from '../queries'
import { LoadState, MoreButton } from '@/ui/load-state'
import { isDirectorOrCoordinator } from '@/session/access'
import { ContractsTable } from './contracts-table'
import '../i18n'

// The `contracts` tab of a child's page (spec 000 §2 /manager/admin/children/{id}/contracts,
// docs/manager-contracts.md): the child's contracts, latest start first, and "New contract" for
// directors and coordinators (observers and other staff read). Composed into the child page by
// app/ (features do not import each other).

export default function ChildContracts({ childId }: { childId: string }) {
  const { t } = useTranslation('managerContracts')
  const me = useSignedInMe()
  const query = useInfiniteQuery(childContractsQuery(me.user.id, childId))
  const mayCreate = !me.user.observer && isDirectorOrCoordinator(me.meta.userPermission.profileType)
  const base = `/manager/admin/children/${childId}/contracts`
  const rows = query.data?.pages.flatMap((p) => p.items) ?? []
  return (
    <section aria-labelledby="child-contracts-title">
      <Stack direction="row" sx={{ alignItems: 'center', mb: 2 }}>
        <Typography id="child-contracts-title" variant="h5" component="h2" sx={{ flexGrow: 1 }}>
          {t('list.title')}
        </Typography>
        {mayCreate && (
          <Button variant="contained" component={RouterLink} to={`${base}/new`}>
            {t('list.new')}
          </Button>
        )}
      </Stack>
      <LoadState query={{ ...query, data: null }}>
        {() =>
          rows.length === 0 ? (
            <EmptyState compact text={t('list.empty')} />
          ) : (
            <Box>
              <ContractsTable rows={rows} labelledBy="child-contracts-title" />
              <MoreButton query={query} />
            </Box>
          )
        }
      </LoadState>
    </section>
  )
}
