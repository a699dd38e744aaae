import { Link, Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import type { ContractSummary } from '@nido/domain/contracts/manager-contracts'
import { currentLanguage } from '@/i18n/index'
import { formatCalendarDate } from '@/ui/format'
import { formatMoney } from '@/ui/money'
import { DocumentStatusChip } from './status-chips'
import '../i18n'

/** The contract page of a summary: under its child's file (spec 000 §2 contracts/{contractid}). */
export const contractPath = (c: ContractSummary) => `/manager/admin/children/${c.child.id}/contracts/${c.id}`

/**
 * A table of contracts: a child's (the tab) or the school's (with the child's name first). Each
 * row's heading links to the contract.
 */
export function ContractsTable({
  rows,
  labelledBy,
  withChild = false,
}: {
  rows: readonly ContractSummary[]
  labelledBy: string
  withChild?: boolean
}) {
  const { t } = useTranslation('managerContracts')
  const language = currentLanguage()
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-labelledby={labelledBy}>
        <TableHead>
          <TableRow>
            {withChild && (
              <TableCell component="th" scope="col">
                {t('list.child')}
              </TableCell>
            )}
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
          {rows.map((c) => {
            const type = t(`types.${c.type}`)
            return (
              <TableRow key={c.id}>
                <TableCell component="th" scope="row">
                  <Link component={RouterLink} to={contractPath(c)}>
                    {withChild ? `${c.child.firstname} ${c.child.lastname}` : type}
                  </Link>
                </TableCell>
                {withChild && <TableCell>{type}</TableCell>}
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
            )
          })}
        </TableBody>
      </Table>
    </TableContainer>
  )
}
