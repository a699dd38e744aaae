import { useState } from 'react'
import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { RateTableRowItem } from '@nido/domain/contracts/rate-tables'
import { toBcp47 } from '@nido/domain/i18n/languages'
import {
  rateTableKinds,
  rateTableValueSchemas,
  type RateTableKind,
} from '@nido/domain/manager/pricing/tables'
import { currentLanguage } from '@/i18n/index'
import { ErrorBlock } from '@/ui/error-block'
import { AdminOnlyPage } from '../components/admin-only-page'
import { RowDialog } from '../components/row-dialog'
import { myGroupsQuery, rateRowsQuery } from '../queries'
import '../i18n'
import { formatCalendarDate } from '@/ui/format'

// /admin/rate-tables (docs/manager-pricing.md "Editing the tables", decision 0048): each dated
// table of the cost engine with its rows, newest first, their source and whether the figure is
// still unverified; a super admin adds national rows, a group admin rows of their group.

export default function RateTablesPage() {
  const { t } = useTranslation('rateTables')
  return (
    <AdminOnlyPage title={t('title')} notAllowed={t('adminOnly')}>
      {(me) => (
        <Box sx={{ mt: 2, mb: 4 }}>
          <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
            {t('title')}
          </Typography>
          <Alert severity="info" sx={{ mb: 3 }}>
            {t('intro')}
          </Alert>
          {rateTableKinds.map((kind) => (
            <KindTable
              key={kind}
              kind={kind}
              userId={me.user.id}
              superAdmin={me.meta.userPermission.profileType === 'SUPER_ADMIN'}
            />
          ))}
        </Box>
      )}
    </AdminOnlyPage>
  )
}

function KindTable({
  kind,
  userId,
  superAdmin,
}: {
  kind: RateTableKind
  userId: string
  superAdmin: boolean
}) {
  const { t } = useTranslation('rateTables')
  const query = useQuery(rateRowsQuery(userId, kind))
  const groups = useQuery(myGroupsQuery(userId))
  const [adding, setAdding] = useState(false)
  const titleId = `rate-table-${kind}`
  const groupName = (id: string | null) =>
    id === null ? t('national') : (groups.data?.items.find((g) => g.id === id)?.name ?? '…')
  return (
    <Paper component="section" aria-labelledby={titleId} variant="outlined" sx={{ p: 2, mb: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="h6" component="h2" id={titleId}>
          {t(`kinds.${kind}.title`)}
        </Typography>
        <Button onClick={() => setAdding(true)} disabled={!groups.data}>
          {t('add')}
        </Button>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t(`kinds.${kind}.help`)}
      </Typography>
      {query.isPending ? (
        <CircularProgress aria-label={t('loading')} />
      ) : query.isError ? (
        <ErrorBlock title={t('loadFailed')} error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.items.length === 0 ? (
        <Typography>{t('empty')}</Typography>
      ) : (
        <Table size="small" aria-labelledby={titleId}>
          <TableHead>
            <TableRow>
              <TableCell>{t('columns.scope')}</TableCell>
              <TableCell>{t('columns.from')}</TableCell>
              <TableCell>{t('columns.to')}</TableCell>
              <TableCell>{t('columns.values')}</TableCell>
              <TableCell>{t('columns.source')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {query.data.items.map((row) => (
              <TableRow key={row.id}>
                <TableCell>{groupName(row.groupId)}</TableCell>
                <TableCell>{formatDate(row.validFrom)}</TableCell>
                <TableCell>{row.validTo ? formatDate(row.validTo) : t('open')}</TableCell>
                <TableCell>
                  <ValuesText row={row} />
                </TableCell>
                <TableCell>
                  {row.unverified && (
                    <Chip size="small" color="warning" label={t('unverified')} sx={{ mr: 1 }} />
                  )}
                  {row.source}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {adding && query.data && groups.data && (
        <RowDialog
          userId={userId}
          kind={kind}
          rows={query.data.items}
          groups={groups.data.items}
          superAdmin={superAdmin}
          onClose={() => setAdding(false)}
        />
      )}
    </Paper>
  )
}

function formatDate(date: string): string {
  return formatCalendarDate(date, currentLanguage())
}

/** A row's integers in the reader's language: euros, percentages, brackets. */
function ValuesText({ row }: { row: RateTableRowItem }) {
  const { t } = useTranslation('rateTables')
  const locale = toBcp47(currentLanguage())
  const money = (cents: number) =>
    new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(cents / 100)
  const percent = (ppm: number) =>
    new Intl.NumberFormat(locale, { style: 'percent', minimumFractionDigits: 4 }).format(ppm / 1_000_000)
  switch (row.kind) {
    case 'psu-effort-rates':
    case 'psu-effort-rates-family': {
      const parsed = rateTableValueSchemas[row.kind].safeParse(row.values)
      if (!parsed.success) return null
      const rates = parsed.data.ratesPpm
      return (
        <>
          {rates
            .map(
              (ppm, i) =>
                `${t(i === rates.length - 1 ? 'childrenAndMore' : 'children', { count: i + 1 })} ${percent(ppm)}`,
            )
            .join(' · ')}
        </>
      )
    }
    case 'psu-resources-floor':
    case 'psu-resources-ceiling': {
      const parsed = rateTableValueSchemas[row.kind].safeParse(row.values)
      return parsed.success ? <>{money(parsed.data.amountCents)}</> : null
    }
    case 'paje-brackets': {
      const parsed = rateTableValueSchemas[row.kind].safeParse(row.values)
      if (!parsed.success) return null
      const { thresholdsCents, extraChildCents } = parsed.data
      return (
        <>
          {thresholdsCents
            .map(([a, b], i) => `${t('children', { count: i + 1 })} ${money(a)} / ${money(b)}`)
            .join(' · ')}
          {` · ${t('perExtraChild')} +${money(extraChildCents[0])} / +${money(extraChildCents[1])}`}
        </>
      )
    }
    case 'paje-tariffs': {
      const parsed = rateTableValueSchemas[row.kind].safeParse(row.values)
      if (!parsed.success) return null
      return (
        <>{parsed.data.hourlyCents.map((c, i) => `${t('bracket', { n: i + 1 })} ${money(c)}`).join(' · ')}</>
      )
    }
  }
}
