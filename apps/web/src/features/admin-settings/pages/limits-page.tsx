import {
  Alert,
  Box,
  CircularProgress,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { currentLanguage } from '@/i18n/index'
import { toBcp47 } from '@nido/domain/i18n/languages'
import { ErrorBlock } from '@/ui/error-block'
import { AdminOnly } from '../components/admin-only'
import { limitsQuery } from '../queries'
import '../i18n'

// /admin/limits (docs/administration-settings.md "Limits"): the server's limits as GET
// /api/v1/limits answers them. They are constants of packages/domain/src/limits.ts, the same for
// every school, so the page only shows them: nothing here pretends they can be changed.

/** Every leaf of the limits, by its dotted name. */
export function flattenLimits(value: unknown, prefix = ''): [string, number][] {
  if (typeof value === 'number') return [[prefix, value]]
  if (typeof value !== 'object' || value === null) return []
  return Object.entries(value).flatMap(([k, v]) => flattenLimits(v, prefix ? `${prefix}.${k}` : k))
}

export default function LimitsPage() {
  const { t } = useTranslation('adminSettings')
  const query = useQuery(limitsQuery)
  const format = new Intl.NumberFormat(toBcp47(currentLanguage()))
  return (
    <AdminOnly title={t('limits.title')} notAllowed={t('adminOnly')}>
      {() => (
        <Box sx={{ mt: 2, mb: 4 }}>
          <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
            {t('limits.title')}
          </Typography>
          <Alert severity="info" sx={{ mb: 2 }}>
            {t('limits.intro')}
          </Alert>
          {query.isPending ? (
            <CircularProgress aria-label={t('loading')} />
          ) : query.isError ? (
            <ErrorBlock title={t('loadFailed')} error={query.error} onRetry={() => void query.refetch()} />
          ) : (
            <Table size="small" aria-label={t('limits.title')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('limits.name')}</TableCell>
                  <TableCell align="right">{t('limits.value')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {flattenLimits(query.data).map(([name, value]) => (
                  <TableRow key={name}>
                    <TableCell component="th" scope="row">
                      <code>{name}</code>
                    </TableCell>
                    <TableCell align="right">{format.format(value)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </Box>
      )}
    </AdminOnly>
  )
}
