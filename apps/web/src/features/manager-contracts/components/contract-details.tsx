import type { ReactNode } from 'react'
import { Box, Stack, Typography } from '@mui/material'
import { useTranslation } from 'react-i18next'
import type { ManagerContract } from '@nido/domain/contracts/manager-contracts'
import { currentLanguage } from '@/i18n/index'
import { formatCalendarDate, formatDateTime, formatWallTime } from '@/ui/format'
import { formatMoney } from '@/ui/money'
import { ContractPrice } from './contract-price'
import { StatusChips } from './status-chips'
import '../i18n'

// What staff and the family both see of a contract (docs/manager-contracts.md): its kind, dates
// and statuses, its terms, the explained price, and once sent the PDF's fingerprint and who
// signed, when and from where. Headings start at h2 under the page's h1.

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Box component="dt" sx={{ fontWeight: 600 }}>
        {label}
      </Box>
      <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Box>
    </>
  )
}

const dl = { display: 'grid', gridTemplateColumns: 'minmax(10rem, max-content) 1fr', gap: 1, m: 0 }

export function ContractSubtitle({ contract }: { contract: ManagerContract }) {
  const { t } = useTranslation('managerContracts')
  const language = currentLanguage()
  return (
    <Stack spacing={1} sx={{ mb: 3 }}>
      <Typography variant="h6" component="p">
        {t(`types.${contract.type}`)} ·{' '}
        {t('dateRange', {
          from: formatCalendarDate(contract.startDate, language),
          to: formatCalendarDate(contract.endDate, language),
        })}
      </Typography>
      <StatusChips contract={contract} />
    </Stack>
  )
}

export function ContractDetails({ contract, staff }: { contract: ManagerContract; staff: boolean }) {
  const { t } = useTranslation('managerContracts')
  const language = currentLanguage()
  const money = (cents: number) => formatMoney(cents, contract.currency, language)
  const slots = contract.weeks.flatMap((week, w) =>
    week.map(
      (s) =>
        `${contract.weeks.length > 1 ? `${t('form.week', { number: w + 1 })}: ` : ''}${t(
          `weekdays.${s.weekday}` as 'weekdays.1',
        )} ${formatWallTime(s.start, language)}–${formatWallTime(s.end, language)}`,
    ),
  )
  return (
    <Stack spacing={4}>
      <section aria-labelledby="contract-price">
        <Typography id="contract-price" variant="h5" component="h2" sx={{ mb: 2 }}>
          {t('price.title')}
        </Typography>
        <ContractPrice contract={contract} guardiansLink={staff} />
      </section>
      <section aria-labelledby="contract-terms">
        <Typography id="contract-terms" variant="h5" component="h2" sx={{ mb: 2 }}>
          {t('contract.terms')}
        </Typography>
        <Box component="dl" sx={dl}>
          <Row label={t('contract.schedule')}>{t(`schedules.${contract.schedule}`)}</Row>
          <Row label={t('contract.tarification')}>{t(`tarifications.${contract.tarificationType}`)}</Row>
          {contract.baseCostCents !== null && (
            <Row
              label={t(
                `form.baseCost.${contract.tarificationType === 'psu' || contract.tarificationType === 'paje' ? 'hourly' : contract.tarificationType}`,
              )}
            >
              {money(contract.baseCostCents)}
            </Row>
          )}
          {contract.afternoonCostCents !== null && (
            <Row label={t('form.afternoonCost')}>{money(contract.afternoonCostCents)}</Row>
          )}
          <Row label={t('contract.adaptationEnd')}>
            {contract.adaptationEndDate
              ? formatCalendarDate(contract.adaptationEndDate, language)
              : t('contract.none')}
          </Row>
          <Row label={t('form.presences')}>
            {slots.length === 0 ? (
              t('contract.none')
            ) : (
              <Box component="ul" sx={{ m: 0, pl: 2 }}>
                {slots.map((s, i) => (
                  <li key={i}>{s}</li>
                ))}
              </Box>
            )}
          </Row>
          <Row label={t('contract.holidayWeeks')}>
            {contract.holidayWeeks.length === 0
              ? t('contract.none')
              : contract.holidayWeeks.map((d) => formatCalendarDate(d, language)).join(', ')}
          </Row>
          {contract.note && <Row label={t('contract.note')}>{contract.note}</Row>}
        </Box>
      </section>
      {contract.sentAt && (
        <section aria-labelledby="contract-sending">
          <Typography id="contract-sending" variant="h5" component="h2" sx={{ mb: 2 }}>
            {t('contract.sending')}
          </Typography>
          <Box component="dl" sx={dl}>
            <Row label={t('contract.sentAt')}>{formatDateTime(new Date(contract.sentAt), language)}</Row>
            {contract.pdfSha256 && (
              <Row label={t('contract.pdfHash')}>
                <Box component="code">{contract.pdfSha256}</Box>
              </Row>
            )}
          </Box>
        </section>
      )}
      {contract.signature && (
        <section aria-labelledby="contract-signature">
          <Typography id="contract-signature" variant="h5" component="h2" sx={{ mb: 2 }}>
            {t('contract.signature')}
          </Typography>
          <Box component="dl" sx={dl}>
            {contract.signature.signedBy && (
              <Row label={t('contract.signedBy')}>
                {contract.signature.signedBy.firstname} {contract.signature.signedBy.lastname}
              </Row>
            )}
            <Row label={t('contract.typedName')}>{contract.signature.name}</Row>
            <Row label={t('contract.signedAt')}>
              {formatDateTime(new Date(contract.signature.signedAt), language)}
            </Row>
            <Row label={t('contract.address')}>{contract.signature.address}</Row>
            <Row label={t('contract.pdfHash')}>
              <Box component="code">{contract.signature.pdfSha256}</Box>
            </Row>
          </Box>
        </section>
      )}
    </Stack>
  )
}
