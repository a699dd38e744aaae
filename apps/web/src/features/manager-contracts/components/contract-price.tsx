import { useState } from 'react'
import {
  Alert,
  Box,
  Button,
  Link,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import type { ManagerContract } from '@nido/domain/contracts/manager-contracts'
import { currentLanguage } from '@/i18n/index'
import { formatMonthYear } from '@/ui/format'
import { formatMoney } from '@/ui/money'
import { formatHours, formatNumber, hourItems, missingHousehold, wordExplanation, wordMissing } from './words'
import '../i18n'

// The explained price of a contract (docs/manager-contracts.md): what is missing to price it, or
// the monthly amount and each priced line with its explanation in the user's language. Staff and
// the family see the same; only staff get the link to where resources are entered.

/** Months shown before "show all months": a year's contract has twelve. */
const firstMonths = 3

export function ContractPrice({
  contract,
  guardiansLink = false,
}: {
  contract: Pick<ManagerContract, 'missing' | 'pricing' | 'currency'>
  guardiansLink?: boolean
}) {
  const { t } = useTranslation('managerContracts')
  const language = currentLanguage()
  const [all, setAll] = useState(false)
  const { pricing, missing } = contract

  if (missing.length > 0 || !pricing)
    return (
      <Alert severity="warning">
        <Typography>{t('price.missingIntro')}</Typography>
        <Box component="ul" sx={{ my: 1, pl: 3 }}>
          {missing.map((path) => (
            <li key={path}>{wordMissing(t, path)}</li>
          ))}
        </Box>
        {guardiansLink && missingHousehold(missing) && (
          <Link component={RouterLink} to="/manager/admin/guardians">
            {t('price.missingLink')}
          </Link>
        )}
      </Alert>
    )

  const currency = pricing.currency
  const money = (cents: number) => formatMoney(cents, currency, language)
  const months = [...new Set(pricing.lines.map((l) => l.month))]
  const shownMonths = all ? months : months.slice(0, firstMonths)
  const lines = pricing.lines.filter((l) => shownMonths.includes(l.month))

  return (
    <Box>
      <Typography color="text.secondary">{t('price.monthly')}</Typography>
      <Typography variant="h3" component="p" sx={{ mb: 1 }}>
        {money(pricing.monthlyCents)}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t('price.total', { amount: money(pricing.totalCents) })}</Typography>
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-label={t('price.lines')}>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                {t('price.month')}
              </TableCell>
              <TableCell component="th" scope="col">
                {t('price.item')}
              </TableCell>
              <TableCell component="th" scope="col" align="right">
                {t('price.quantity')}
              </TableCell>
              <TableCell component="th" scope="col" align="right">
                {t('price.unitPrice')}
              </TableCell>
              <TableCell component="th" scope="col" align="right">
                {t('price.amount')}
              </TableCell>
              <TableCell component="th" scope="col">
                {t('price.explanation')}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {lines.map((line, i) => (
              <TableRow key={`${line.month}-${line.item}-${i}`}>
                <TableCell component="th" scope="row">
                  {formatMonthYear(`${line.month.slice(0, 7)}-01`, language)}
                </TableCell>
                <TableCell>{t(`price.items.${line.item}`)}</TableCell>
                <TableCell align="right">
                  {hourItems.has(line.item)
                    ? formatHours(line.quantity, language)
                    : formatNumber(line.quantity, language)}
                </TableCell>
                <TableCell align="right">{money(line.unitPriceCents)}</TableCell>
                <TableCell align="right">{money(line.amountCents)}</TableCell>
                <TableCell>{wordExplanation(t, line.explanation, currency, language)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {months.length > firstMonths && (
        <Button sx={{ mt: 1 }} aria-expanded={all} onClick={() => setAll((v) => !v)}>
          {all ? t('price.showFirst') : t('price.showAll', { count: months.length })}
        </Button>
      )}
    </Box>
  )
}
