import {
  Box,
  Button,
  Link,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material'
import { useInfiniteQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { currentLanguage } from '@/i18n/index'
import { useSignedInMe } from '@/session/session'
import { EmptyState } from '@/ui/empty-state'
import { formatCalendarDate } from '@/ui/format'
import { formatMoney } from '@/ui/money'
import { childContractsQuery } from '../queries'
import { isDirectorOrCoordinator, LoadState, MoreButton } from './frame'
import { DocumentStatusChip } from './status-chips'
import '../i18n'

// The `contracts` tab of a child's page (spec 000 §2 /manager/admin/children/{id}/contracts,
// docs/manager-contracts.md): the child's contracts, latest start first, and "New contract" for
// directors and coordinators (observers and other staff read). Composed into the child page by
// app/ (features do not import each other).

export default function ChildContracts({ childId }: { childId: string }) {
  const { t } = useTranslation('managerContracts')
  const me = useSignedInMe()
  const language = currentLanguage()
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
              <TableContainer component={Paper} variant="outlined">
                <Table size="small" aria-labelledby="child-contracts-title">
                  <TableHead>
                    <TableRow>
                      <TableCell component="th" scope="col">
                        {t('list.type')}
                      </TableCell>
                      <TableCell component="th" scope="col">
                        {t('list.dates')}
                      </TableCell>
                      <TableCell component="th" scope="col">
                        {t('list.tarification')}
                      </TableCell>
                      <TableCell component="th" scope="col">
                        {t('list.document')}
                      </TableCell>
                      <TableCell component="th" scope="col" align="right">
                        {t('list.monthly')}
                      </TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {rows.map((c) => (
                      <TableRow key={c.id}>
                        <TableCell component="th" scope="row">
                          <Link component={RouterLink} to={`${base}/${c.id}`}>
                            {t(`types.${c.type}`)}
                          </Link>
                        </TableCell>
                        <TableCell>
                          {t('dateRange', {
                            from: formatCalendarDate(c.startDate, language),
                            to: formatCalendarDate(c.endDate, language),
                          })}
                        </TableCell>
                        <TableCell>{t(`tarifications.${c.tarificationType}`)}</TableCell>
                        <TableCell>
                          <DocumentStatusChip status={c.documentStatus} />
                        </TableCell>
                        <TableCell align="right">
                          {c.monthlyCents === null
                            ? t('list.notPriced')
                            : formatMoney(c.monthlyCents, c.currency, language)}
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </TableContainer>
              <MoreButton query={query} />
            </Box>
          )
        }
      </LoadState>
    </section>
  )
}
